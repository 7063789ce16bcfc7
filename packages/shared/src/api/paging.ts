import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 10;
/** One call stays small. */
export const PAGE_SIZE_MAX = 100;

/** Page and size of a list, from the query string; spread them into a list's query schema. */
export const pageFields = {
  pageNo: z.coerce.number().int().min(1, 'validation.minValue').max(100_000, 'validation.maxValue').default(1),
  pageSize: z.coerce.number().int().min(1, 'validation.minValue').max(PAGE_SIZE_MAX, 'validation.maxValue').default(PAGE_SIZE_DEFAULT),
};

/** The answer of a paged list whose rows have the shape of `item` (a PageResult of it). */
export function pageResultOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
}
