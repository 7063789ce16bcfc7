// Pieces the operator area's lists and forms share, and the dictionaries (paths in paths.ts: adminPaths).
// Menus, roles and users have their own folders (menus/, roles/, users/).
import { z } from 'zod';
import { validationParams } from '../validation/issues.ts';
import { patterns } from '../validation/patterns.ts';
import { lengthRange, textSchema } from '../validation/schemas.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageFields } from './paging.ts';

// ── Shared pieces ────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const ADMIN_PAGE_SIZE_MAX = PAGE_SIZE_MAX;

/** Status of menus, users and dictionary entries: 1 normal, 0 disabled. */
export const AdminStatus = { Normal: 1, Disabled: 0 } as const;
export type AdminStatus = (typeof AdminStatus)[keyof typeof AdminStatus];

/** A 0/1 switch. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** An id a row is addressed by (menu codes, role and user ids). */
export const rowId = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

/** Free text of at most `max` characters; empty allowed. */
export const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength');

/**
 * Empty allowed; anything else must pass `schema`. The first problem is reported with its key and values,
 * so the message is the one `schema` gives on its own.
 */
export function emptyOr(schema: z.ZodType, trim = true) {
  // A password is taken as typed: trimming it would silently change it.
  return (trim ? z.string().trim() : z.string()).superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: issue.message, params: validationParams(issue) });
    });
}

/** Page, size and an optional search text of an operator list. */
export const adminPageQuery = z.object({
  ...pageFields,
  keyword: optionalText(100).optional(),
});
export type AdminPageQuery = z.input<typeof adminPageQuery>;

/** Addresses one row: delete calls and the like. */
export const adminIdBody = z.object({ id: rowId });
export const adminDictIdBody = z.object({ id: z.number().int().positive('validation.minValue') });

// ── Dictionaries ─────────────────────────────────────────────────────────────

export const dictTypeSchema = lengthRange(1, 100).regex(patterns.identifier, 'validation.identifier');

const dictFields = z.object({
  dictType: dictTypeSchema,
  /** The zh-CN label. */
  dictLabel: lengthRange(1, 100),
  dictLabelEn: lengthRange(1, 100),
  dictValue: lengthRange(1, 100),
  remark: textSchema.trim().default(''),
  sort: z.number().int().min(0, 'validation.minValue').max(9999, 'validation.maxValue').default(0),
  status: flag.default(1),
});

export const adminDictBody = dictFields;
export type AdminDictBody = z.input<typeof adminDictBody>;
export const adminDictUpdateBody = dictFields.extend({ id: z.number().int().positive('validation.minValue') });
export type AdminDictUpdateBody = z.input<typeof adminDictUpdateBody>;

export const adminDictQuery = adminPageQuery.extend({
  dictType: optionalText(100).optional(),
  status: z.coerce.number().pipe(flag).optional(),
});
export type AdminDictQuery = z.input<typeof adminDictQuery>;

export interface AdminDict {
  id: number;
  dictType: string;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  remark: string;
  sort: number;
  status: AdminStatus;
  /** Epoch seconds. */
  updatedAt: number;
}

export interface AdminDictType {
  dictType: string;
  count: number;
}
