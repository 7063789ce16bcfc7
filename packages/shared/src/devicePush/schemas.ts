import { z } from 'zod';
import { PUSH_CONDITIONS_MAX, PUSH_TEXT_MAX_LENGTH, PUSH_URL_MAX_LENGTH, APP_HOST_URL } from '../constants.ts';
import { lengthRange } from '../validation/index.ts';
import type { ValidationMessage } from '../validation/index.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { productIdSchema } from '../products/schemas.ts';
import { RULE_CONDITION_TYPES, ruleConditionSchema, ruleValueProblem } from '../productRules/schemas.ts';
import type { RuleCondition } from '../productRules/schemas.ts';
import { pageFields } from '../api/paging.ts';
import { dpsSchema } from '../devices/schemas.ts';

/**
 * Device message push (spec 001 §3, §5): a rule over a product's functions, checked by the server on
 * every report of the product's devices; each firing is a row of the device message monitor. The
 * message goes to the app users' message centre once the OEM app exists; until then the monitor row is
 * the delivery.
 */

/** continuous: fires on every matching report; edge: once when the conditions start to hold, again only after they stopped holding. */
export const PUSH_TRIGGER_MODES = ['continuous', 'edge'] as const;
export type PushTriggerMode = (typeof PUSH_TRIGGER_MODES)[number];
/** Who receives it: the device's owner, every user the device is shared with, or every user of the app. */
export const PUSH_TARGETS = ['owner', 'boundUsers', 'appUsers'] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];
/** The app's message centre only, or also a notification on the phone. */
export const PUSH_METHODS = ['messageCentre', 'notification'] as const;
export type PushMethod = (typeof PUSH_METHODS)[number];
/** What tapping the message opens: the app, the device's panel, or an app page by URL. */
export const PUSH_OPEN_METHODS = ['app', 'panel', 'url'] as const;
export type PushOpenMethod = (typeof PUSH_OPEN_METHODS)[number];

const optionalText = z.string().trim().max(PUSH_TEXT_MAX_LENGTH, 'validation.maxLength').default('');
const required = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });

/** One condition: a function (by identifier), an operator and a value, as in rule config. */
export const pushConditionSchema = ruleConditionSchema;
export type PushCondition = RuleCondition;

const pushFields = {
  productId: productIdSchema,
  titleZh: lengthRange(1, PUSH_TEXT_MAX_LENGTH),
  titleEn: optionalText,
  contentZh: lengthRange(1, PUSH_TEXT_MAX_LENGTH),
  contentEn: optionalText,
  conditionType: required(RULE_CONDITION_TYPES),
  conditions: z.array(pushConditionSchema, { error: 'validation.required' }).min(1, 'validation.minItems').max(PUSH_CONDITIONS_MAX, 'validation.maxItems'),
  triggerMode: required(PUSH_TRIGGER_MODES),
  target: required(PUSH_TARGETS),
  method: required(PUSH_METHODS),
  openMethod: required(PUSH_OPEN_METHODS),
  /** Only with openMethod url: an app page under APP_HOST_URL (the spec's {host}). */
  openUrl: z.string().trim().max(PUSH_URL_MAX_LENGTH, 'validation.maxLength').nullish(),
  enabled: z.boolean().default(true),
};

/**
 * The rules of 001 §5 that span fields: each function once among the conditions, and an open URL
 * required with, and only with, the URL open method, starting with {host}.
 */
function refinePush(push: { conditions: PushCondition[]; openMethod: PushOpenMethod; openUrl?: string | null }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  push.conditions.forEach((c, i) => {
    const key = c.identifier.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['conditions', i, 'identifier'], message: 'validation.pushFunctionRepeated', params: { identifier: c.identifier } });
    seen.add(key);
  });
  const url = push.openUrl ?? '';
  if (push.openMethod !== 'url') return;
  if (url === '') ctx.addIssue({ code: 'custom', path: ['openUrl'], message: 'validation.required' });
  else if (!url.startsWith(APP_HOST_URL) || url.length === APP_HOST_URL.length) {
    ctx.addIssue({ code: 'custom', path: ['openUrl'], message: 'validation.pushUrlPrefix', params: { prefix: APP_HOST_URL } });
  }
}

/** A push as the form writes it (the open URL dropped unless the open method is URL). */
export const devicePushInputSchema = z
  .object(pushFields)
  .superRefine(refinePush)
  .transform((push) => ({ ...push, openUrl: push.openMethod === 'url' ? (push.openUrl ?? null) : null }));
export type DevicePushInput = z.input<typeof devicePushInputSchema>;
export type DevicePushValues = z.output<typeof devicePushInputSchema>;

export const devicePushSaveBody = devicePushInputSchema;
export const devicePushEditBody = z
  .object({ id: productIdSchema, ...pushFields })
  .superRefine(refinePush)
  .transform((push) => ({ ...push, openUrl: push.openMethod === 'url' ? (push.openUrl ?? null) : null }));
export type DevicePushEditBody = z.input<typeof devicePushEditBody>;
export const devicePushIdBody = z.object({ id: productIdSchema });
export const devicePushEnableBody = z.object({ id: productIdSchema, enabled: z.boolean({ error: 'validation.required' }) });
export type DevicePushEnableBody = z.input<typeof devicePushEnableBody>;

/** The push list: a part of the push ID or either title, one product. */
export const devicePushListQuery = z.object({
  keyword: z.string().trim().max(100, 'validation.maxLength').optional(),
  productId: productIdSchema.optional(),
  ...pageFields,
});
export type DevicePushListQuery = z.input<typeof devicePushListQuery>;

const epochSecondsField = z.coerce.number().int().min(0, 'validation.minValue').optional();

/** The monitor: one push (by its push ID), one device, a time window in epoch seconds (both ends included). */
export const devicePushRecordQuery = z
  .object({
    pushId: z.string().trim().max(20, 'validation.maxLength').optional(),
    did: z.string().trim().max(64, 'validation.maxLength').optional(),
    startTime: epochSecondsField,
    endTime: epochSecondsField,
    ...pageFields,
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { path: ['endTime'], message: 'validation.pushTimeRange' });
export type DevicePushRecordQuery = z.input<typeof devicePushRecordQuery>;

export const devicePush = z.object({
  id: z.string(),
  /** The readable push ID of the space: P and 6 digits. */
  pushId: z.string(),
  productId: z.string(),
  productName: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  conditionType: z.enum(RULE_CONDITION_TYPES),
  conditions: z.array(pushConditionSchema),
  triggerMode: z.enum(PUSH_TRIGGER_MODES),
  target: z.enum(PUSH_TARGETS),
  method: z.enum(PUSH_METHODS),
  openMethod: z.enum(PUSH_OPEN_METHODS),
  openUrl: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type DevicePush = z.infer<typeof devicePush>;

/** One firing (a device message monitor row). */
export const devicePushRecord = z.object({
  id: z.string(),
  pushId: z.string(),
  /** The push's title in the request's language (the Chinese one when it has no English title). */
  messageName: z.string(),
  did: z.string(),
  deviceName: z.string(),
  /** The device's bound app user, else the space owner's account. */
  userAccount: z.string(),
  triggeredAt: z.number().int(),
  /** The values of the condition functions that matched (DP ID → value). */
  values: dpsSchema,
});
export type DevicePushRecord = z.infer<typeof devicePushRecord>;

// ── Conditions against the product's functions ───────────────────────────────

/** Functions a push condition may watch: what the device reports (not send-only). */
export function isPushConditionFunction(fn: ProductFunction): boolean {
  return fn.rwFlag !== 'wo';
}

/** Numbers compare every way; the other types only for (in)equality. */
export function pushOperatorFits(fn: ProductFunction, operator: PushCondition['operator']): boolean {
  return operator === '==' || operator === '!=' || fn.dataType === 'value';
}

/**
 * What is wrong with the conditions against the product's functions: each names one of them that the
 * device reports, with an operator and a value that suit it. Both the form and the server use it.
 */
export function pushConditionProblems(conditions: readonly PushCondition[], functions: readonly ProductFunction[]): ValidationMessage[] {
  const byIdentifier = new Map(functions.map((f) => [f.identifier.toLowerCase(), f]));
  const problems: ValidationMessage[] = [];
  conditions.forEach((c, i) => {
    const fn = byIdentifier.get(c.identifier.toLowerCase());
    if (!fn) return problems.push({ path: ['conditions', i, 'identifier'], key: 'validation.functionUnknown', params: { identifier: c.identifier } });
    if (!isPushConditionFunction(fn)) return problems.push({ path: ['conditions', i, 'identifier'], key: 'validation.pushConditionSendOnly', params: { identifier: fn.identifier } });
    if (!pushOperatorFits(fn, c.operator)) problems.push({ path: ['conditions', i, 'operator'], key: 'validation.ruleOperatorValueOnly', params: {} });
    const wrong = ruleValueProblem(fn, c.value);
    if (wrong) problems.push({ path: ['conditions', i, 'value'], ...wrong });
    return undefined;
  });
  return problems;
}

// ── Evaluation (the server on each report; the form's explanation) ────────────

/** Whether the device's value holds for one condition (the rule model's comparison, shared with panel rules). */
export { conditionHolds } from '../productRules/conditions.ts';
