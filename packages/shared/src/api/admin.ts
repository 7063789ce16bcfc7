// Pieces the operator area's lists and forms share; menus, roles, users and dictionaries have their own folders.
import { z } from 'zod';
import { validationParams } from '../validation/issues.ts';
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

