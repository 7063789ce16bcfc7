import { z } from 'zod';
import { LANGUAGE_ENTRIES_MAX, LANGUAGE_PACK_MAX_MB, LANGUAGE_TEXT_MAX_LENGTH } from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange, timeZoneSchema } from '../validation/index.ts';

/**
 * Product multi-language (spec 002 §2, §3, §5): every text of a product the console, its panels and the app show, in
 * Simplified Chinese and English, as entries keyed by where they come from. An entry nobody set reads its source
 * (the function's own or catalogue texts, the product's name, the pairing guide, the panel document); a saved entry
 * wins in the language it sets.
 */

/** The four tabs of the page, in order. */
export const LANGUAGE_TABS = ['productName', 'function', 'pairing', 'panel'] as const;
export type LanguageTab = (typeof LANGUAGE_TABS)[number];

/** Language key: what the pack and the save name an entry by. */
export const LANGUAGE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.%-]{0,599}$/;

const text = lengthRange(1, LANGUAGE_TEXT_MAX_LENGTH);

export const languageTextsSchema = z.object({
  key: z.string().trim().regex(LANGUAGE_KEY_PATTERN, 'productLanguage.keyInvalid'),
  zh: text,
  en: text,
});
export type LanguageTextsInput = z.input<typeof languageTextsSchema>;

export const languageListQuery = z.object({
  ...pageFields,
  productId: productIdSchema,
  tab: z.enum(LANGUAGE_TABS),
  /** A part of the key, the identifier or either text. */
  keyword: z.string().trim().max(100).optional(),
});
export type LanguageListQuery = z.input<typeof languageListQuery>;

export const languageSaveBody = z.object({
  productId: productIdSchema,
  entries: z.array(languageTextsSchema).min(1, 'validation.minItems').max(LANGUAGE_ENTRIES_MAX, 'validation.maxItems'),
});
export type LanguageSaveBody = z.input<typeof languageSaveBody>;

export const languageResetBody = z.object({
  productId: productIdSchema,
  keys: z.array(z.string().trim().regex(LANGUAGE_KEY_PATTERN, 'productLanguage.keyInvalid')).min(1, 'validation.minItems').max(LANGUAGE_ENTRIES_MAX, 'validation.maxItems'),
});
export type LanguageResetBody = z.input<typeof languageResetBody>;

export const languageProductQuery = z.object({ productId: productIdSchema });
export type LanguageProductQuery = z.input<typeof languageProductQuery>;

/** The export: the product, and the zone the user reads times in (the limit's "try again after" is on its clock; GMT+8 when absent). */
export const languageExportQuery = languageProductQuery.extend({ timeZone: timeZoneSchema.optional() });
export type LanguageExportQuery = z.input<typeof languageExportQuery>;

/** The pack upload (§5): .xls or .xlsx only, at most 2 MB; the browser checks name and size first, the server the bytes. */
export const languagePackUpload = { accept: '.xls,.xlsx', maxSizeMb: LANGUAGE_PACK_MAX_MB } as const;

/**
 * The pack's first row (§5: its language names must not change): the key and the columns that place an entry, then
 * one column per language. A pack whose first row differs is refused.
 */
export const LANGUAGE_PACK_HEADER = ['Language key', 'Tab', 'Function identifier', 'Pairing step', 'Pairing method', '简体中文', 'English'] as const;

// ── Answers ──────────────────────────────────────────────────────────────────

/** Multi-language entry (spec 002 §3): language key, Simplified Chinese text, English text, function identifier, pairing step, pairing method. */
export const languageEntry = z.object({
  key: z.string(),
  tab: z.enum(LANGUAGE_TABS),
  /** The function the entry belongs to ('' outside the function tab). */
  identifier: z.string(),
  /** The pairing step (1-based) and method of a pairing entry; null elsewhere. */
  pairingStep: z.number().int().nullable(),
  pairingMethod: z.string().nullable(),
  zh: z.string(),
  en: z.string(),
  /** The texts the entry reads when nobody set it. */
  sourceZh: z.string(),
  sourceEn: z.string(),
  /** Someone set the texts (reset brings back the source). */
  edited: z.boolean(),
});
export type LanguageEntry = z.infer<typeof languageEntry>;

/** Every text of a product in both languages, by key (saved ones over their sources). */
export const productTexts = z.object({
  productId: z.string(),
  texts: z.record(z.string(), z.object({ zh: z.string(), en: z.string() })),
});
export type ProductTexts = z.infer<typeof productTexts>;

/** What a checked pack would change: the rows whose texts differ, how many match already, and nothing stored yet. */
export const languageImportCheck = z.object({
  changes: z.array(
    z.object({
      key: z.string(),
      tab: z.enum(LANGUAGE_TABS),
      identifier: z.string(),
      zh: z.string(),
      en: z.string(),
      beforeZh: z.string(),
      beforeEn: z.string(),
    }),
  ),
  unchanged: z.number().int(),
});
export type LanguageImportCheck = z.infer<typeof languageImportCheck>;

/** One broken row of a pack (422's details): its row number as a spreadsheet shows it, its column and the message key. */
export interface LanguagePackProblem {
  row: number;
  column: string;
  key: string;
  params: Record<string, string | number>;
}

/** A refused pack (422 productLanguage.packProblems): its `data`, every problem with its message in the caller's language. */
export interface LanguagePackRefusal {
  problems: (LanguagePackProblem & { message: string })[];
}
