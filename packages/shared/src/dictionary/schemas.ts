import { z } from 'zod';
import { adminPageQuery, AdminStatus } from '../api/admin.ts';
import { LANGS } from '../api/shell.ts';
import { patterns } from '../validation/patterns.ts';
import { lengthRange, textSchema } from '../validation/schemas.ts';

/**
 * The dictionary: labelled values (problem types, company natures, statuses…) every page reads in its language,
 * kept by operators in the operator area; and the languages of the interface.
 */

/** A language of the interface. */
export const langType = z.object({ code: z.enum(LANGS), name: z.string() });
export type LangType = z.infer<typeof langType>;

/** An entry as the pages read it: labelled in the request's language. */
export const dictEntry = z.object({
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntry>;

export const dictListQuery = z.object({ dictType: z.string().max(100).optional() });

// ── Operators ────────────────────────────────────────────────────────────────

/** 1 normal, 0 disabled (AdminStatus). */
const status = z.union([z.literal(0), z.literal(1)]);

export const dictTypeSchema = lengthRange(1, 100).regex(patterns.identifier, 'validation.identifier');

const dictId = z.number().int().positive('validation.minValue');

const dictFields = z.object({
  dictType: dictTypeSchema,
  /** The zh-CN label. */
  dictLabel: lengthRange(1, 100),
  dictLabelEn: lengthRange(1, 100),
  dictValue: lengthRange(1, 100),
  remark: textSchema.trim().default(''),
  sort: z.number().int().min(0, 'validation.minValue').max(9999, 'validation.maxValue').default(0),
  status: status.default(1),
});

export const adminDictBody = dictFields;
export type AdminDictBody = z.input<typeof adminDictBody>;
export const adminDictUpdateBody = dictFields.extend({ id: dictId });
export type AdminDictUpdateBody = z.input<typeof adminDictUpdateBody>;
export const adminDictIdBody = z.object({ id: dictId });

export const adminDictQuery = adminPageQuery.extend({
  dictType: z.string().trim().max(100, 'validation.maxLength').optional(),
  status: z.coerce.number().pipe(status).optional(),
});
export type AdminDictQuery = z.input<typeof adminDictQuery>;

export const adminDict = z.object({
  id: z.number().int(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  remark: z.string(),
  sort: z.number().int(),
  status: z.literal(Object.values(AdminStatus)),
  /** Epoch seconds. */
  updatedAt: z.number().int(),
});
export type AdminDict = z.infer<typeof adminDict>;

export const adminDictType = z.object({ dictType: z.string(), count: z.number().int() });
export type AdminDictType = z.infer<typeof adminDictType>;
