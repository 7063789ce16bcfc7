import { z } from 'zod';
import {
  VOICE_ACCOUNT_FIELD_MAX_LENGTH,
  VOICE_ALIAS_MAX_LENGTH,
  VOICE_ALIASES_MAX,
  VOICE_ALIASES_MIN,
  VOICE_DEMO_MAX_LENGTH,
  VOICE_FIELD_MAX_LENGTH,
  VOICE_FUNCTIONS_MAX,
  VOICE_PUBLISH_NOTE_MAX_LENGTH,
  VOICE_SECRET_MAX_KB,
  VOICE_VALUES_MAX,
} from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { functionIdentifierSchema } from '../functions/schemas.ts';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';

/**
 * Voice control (spec 001 §3, §4, §5): per product, one scheme per voice platform. A scheme maps the product's
 * writable functions to what people say (aliases, values, ranges) and carries the platform's account fields.
 * Saved as a draft, then published; a published scheme is locked until it is revised and published again.
 */

/** The assistants of the spec (002 §3 third-party voice service). */
export const VOICE_PLATFORMS = ['alexa', 'googleAssistant', 'tmallGenie', 'xiaoai', 'mijia'] as const;
export type VoicePlatform = (typeof VOICE_PLATFORMS)[number];

/** The platform-account fields a platform asks for (brand, device type and model every platform asks for). */
export const VOICE_ACCOUNT_FIELDS = ['skillId', 'projectName', 'projectId', 'secretFile', 'invocationName'] as const;
export type VoiceAccountField = (typeof VOICE_ACCOUNT_FIELDS)[number];
export const VOICE_PLATFORM_FIELDS: Readonly<Record<VoicePlatform, readonly VoiceAccountField[]>> = {
  alexa: ['skillId', 'invocationName'],
  googleAssistant: ['projectName', 'projectId', 'secretFile'],
  tmallGenie: ['skillId', 'secretFile'],
  xiaoai: ['skillId'],
  mijia: ['projectId', 'secretFile'],
};

/** The device types the platforms know; a product picks the one its devices are. */
export const VOICE_DEVICE_TYPES = ['light', 'switch', 'plug', 'fan', 'airConditioner', 'heater', 'curtain', 'sensor', 'lock', 'other'] as const;
export type VoiceDeviceType = (typeof VOICE_DEVICE_TYPES)[number];

/** The platform capability a voice function stands for (its "props"). */
export const VOICE_PROPS = ['power', 'brightness', 'colorTemperature', 'color', 'temperature', 'mode', 'speed', 'percentage', 'openClose', 'custom'] as const;
export type VoiceProp = (typeof VOICE_PROPS)[number];

/** Draft: never published. Published: locked. Revising: published once, being changed (the published one stays live). */
export const VOICE_SCHEME_STATUSES = ['none', 'draft', 'published', 'revising'] as const;
export type VoiceSchemeStatus = (typeof VOICE_SCHEME_STATUSES)[number];

/** The aliases as written: 1-10 names separated by semicolons (full-width ones too). */
export function splitAliases(text: string): string[] {
  return text
    .split(/[;；]/)
    .map((alias) => alias.trim())
    .filter((alias) => alias.length > 0);
}

/** 1-10 aliases, each 1-30 characters, no one twice; kept as the joined text. */
export const aliasesSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .max(VOICE_ALIASES_MAX * (VOICE_ALIAS_MAX_LENGTH + 1), 'voice.aliasCount')
  .superRefine((text, ctx) => {
    const aliases = splitAliases(text);
    if (aliases.length < VOICE_ALIASES_MIN || aliases.length > VOICE_ALIASES_MAX) {
      ctx.addIssue({ code: 'custom', message: 'voice.aliasCount', params: { min: VOICE_ALIASES_MIN, max: VOICE_ALIASES_MAX } });
      return;
    }
    if (aliases.some((alias) => alias.length > VOICE_ALIAS_MAX_LENGTH)) ctx.addIssue({ code: 'custom', message: 'voice.aliasLength', params: { max: VOICE_ALIAS_MAX_LENGTH } });
    const seen = new Set<string>();
    for (const alias of aliases) {
      const key = alias.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'voice.aliasTwice', params: { alias } });
      seen.add(key);
    }
  })
  .transform((text) => splitAliases(text).join(';'));

const number = z.number({ error: 'validation.required' }).finite('validation.invalidType');

/**
 * A named value of a voice function. Bool and enum functions: `value` is the data point's value ('true' / 'false' or an
 * enum value) and min / max are null. Value functions: a named range of the spoken scale (min ≤ max, ranges of one
 * function never overlap) and `value` is null.
 */
export const voiceValueSchema = z.object({
  value: z.string().trim().max(64).nullable().default(null),
  min: number.nullable().default(null),
  max: number.nullable().default(null),
  aliases: aliasesSchema,
});
export type VoiceValue = z.output<typeof voiceValueSchema>;

/** One function mapping: which data point (props), what people call it, its values and a demo phrase. */
export const voiceFunctionSchema = z.object({
  /** The function's identifier (the mapping follows it, not the DP ID). */
  identifier: functionIdentifierSchema,
  prop: z.enum(VOICE_PROPS, { error: 'validation.required' }),
  aliases: aliasesSchema,
  /** Value functions: a unit key of voice/unitList, or '' for plain numbers. */
  unit: z.string().trim().max(20).default(''),
  /** Value functions: the scale people speak (for instance 0-100 %), mapped linearly onto the data point's range. */
  voiceMin: number.nullable().default(null),
  voiceMax: number.nullable().default(null),
  values: z.array(voiceValueSchema).max(VOICE_VALUES_MAX, 'validation.maxItems').default([]),
  /** A phrase that works, shown in the verify guide and tried by the tester. */
  demo: z.string().trim().max(VOICE_DEMO_MAX_LENGTH, 'validation.maxLength').default(''),
});
export type VoiceFunction = z.output<typeof voiceFunctionSchema>;

/** A secret file of the scheme: what the console shows of it (its bytes never leave the server). */
export const voiceSecretFile = z.object({ key: z.string(), fileName: z.string(), size: z.number().int(), sha256: z.string() });
export type VoiceSecretFile = z.infer<typeof voiceSecretFile>;

const accountField = z.string().trim().max(VOICE_ACCOUNT_FIELD_MAX_LENGTH, 'validation.maxLength').default('');

/** Voice config (spec 001 §3) of one platform, as saved. The platform's own fields (VOICE_PLATFORM_FIELDS) are required on publish. */
export const voiceConfigSchema = z.object({
  brand: lengthRange(1, VOICE_FIELD_MAX_LENGTH),
  deviceType: z.enum(VOICE_DEVICE_TYPES, { error: 'validation.required' }),
  model: lengthRange(1, VOICE_FIELD_MAX_LENGTH),
  skillId: accountField,
  projectName: accountField,
  projectId: accountField,
  /** The key of an uploaded secret file (uploadSecret), or null. */
  secretFileKey: z.string().max(200).nullable().default(null),
  invocationName: accountField,
  functions: z.array(voiceFunctionSchema).min(1, 'voice.functionRequired').max(VOICE_FUNCTIONS_MAX, 'validation.maxItems'),
});
export type VoiceConfigInput = z.input<typeof voiceConfigSchema>;
export type VoiceConfig = z.output<typeof voiceConfigSchema>;

const platform = z.enum(VOICE_PLATFORMS, { error: 'validation.required' });

export const voiceProductBody = z.object({ productId: productIdSchema });
export type VoiceProductBody = z.input<typeof voiceProductBody>;
export const voiceSchemeBody = z.object({ productId: productIdSchema, platform });
export type VoiceSchemeBody = z.input<typeof voiceSchemeBody>;
export const voiceSaveBody = z.object({ productId: productIdSchema, platform, config: voiceConfigSchema });
export type VoiceSaveBody = z.input<typeof voiceSaveBody>;
export const voicePublishBody = z.object({
  productId: productIdSchema,
  platform,
  note: z.string().trim().max(VOICE_PUBLISH_NOTE_MAX_LENGTH, 'validation.maxLength').default(''),
});
export type VoicePublishBody = z.input<typeof voicePublishBody>;
export const voiceRecordQuery = z.object({ productId: productIdSchema, platform, ...pageFields });
export type VoiceRecordQuery = z.input<typeof voiceRecordQuery>;
export const voiceDocQuery = z.object({ platform });
export type VoiceDocQuery = z.input<typeof voiceDocQuery>;

/** The secret file accepts small text files: JSON keys, PEM / P8 keys or plain text. */
export const voiceSecretUpload = { accept: '.json,.pem,.p8,.txt', maxSizeKb: VOICE_SECRET_MAX_KB } as const;

// ── Answers ──────────────────────────────────────────────────────────────────

export const voiceSchemeSummary = z.object({
  platform,
  status: z.enum(VOICE_SCHEME_STATUSES),
  /** Published versions so far (0 before the first publish). */
  version: z.number().int(),
  functionCount: z.number().int(),
  /** Epoch seconds; null while never published / never saved. */
  publishedAt: z.number().int().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type VoiceSchemeSummary = z.infer<typeof voiceSchemeSummary>;

/** A config as answered: the secret file described, never its bytes. */
const voiceConfigAnswer = z.object({
  brand: z.string(),
  deviceType: z.enum(VOICE_DEVICE_TYPES),
  model: z.string(),
  skillId: z.string(),
  projectName: z.string(),
  projectId: z.string(),
  secretFile: voiceSecretFile.nullable(),
  invocationName: z.string(),
  functions: z.array(
    z.object({
      identifier: z.string(),
      prop: z.enum(VOICE_PROPS),
      aliases: z.string(),
      unit: z.string(),
      voiceMin: z.number().nullable(),
      voiceMax: z.number().nullable(),
      values: z.array(z.object({ value: z.string().nullable(), min: z.number().nullable(), max: z.number().nullable(), aliases: z.string() })),
      demo: z.string(),
    }),
  ),
});
export type VoiceConfigAnswer = z.infer<typeof voiceConfigAnswer>;

export const voiceScheme = voiceSchemeSummary.extend({
  productId: z.string(),
  /** The draft while draft or revising; the published config while published; null while none. */
  config: voiceConfigAnswer.nullable(),
  /** What assistants use now; null before the first publish. */
  published: voiceConfigAnswer.nullable(),
});
export type VoiceScheme = z.infer<typeof voiceScheme>;

export const voicePublishRecord = z.object({
  id: z.string(),
  version: z.number().int(),
  note: z.string(),
  functionCount: z.number().int(),
  /** Who published it (their account name). */
  publishedBy: z.string(),
  publishedAt: z.number().int(),
});
export type VoicePublishRecord = z.infer<typeof voicePublishRecord>;

/** A unit a voice function may speak in: its key, its symbol, its name in the reader's language and the words that say it. */
export const voiceUnit = z.object({ key: z.string(), symbol: z.string(), name: z.string(), words: z.array(z.string()) });
export type VoiceUnit = z.infer<typeof voiceUnit>;

/** The platform's integration document in the reader's language: where it lives in the help centre. */
export const voiceDoc = z.object({ platform, title: z.string(), url: z.string() });
export type VoiceDoc = z.infer<typeof voiceDoc>;
