import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageResult } from '@iotc/shared';

/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally (what a search box means). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What a list's search box means: the keyword anywhere in any of these columns. No keyword, no condition. */
export function keywordMatch(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** One page of a list, answered with the page the query asked for. */
export function page<T>(list: T[], total: number, query: PageQuery): PageResult<T> {
  return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** Rows before the page the query asks for. */
export function pageOffset(query: PageQuery): number {
  return (query.pageNo - 1) * query.pageSize;
}

/** How many rows match: a count query's one row, or a number found another way (a cached total, a capped count). */
type Total = PromiseLike<{ n: number }[]> | PromiseLike<number> | number;

/**
 * One page of a list: `rows` (a `$dynamic()` select with the list's filters, search and order) cut to the page the
 * query asks for, and the count of every matching row, fetched together.
 */
export async function listPage<T extends PgSelect>(query: PageQuery, rows: T, total: Total): Promise<PageResult<Awaited<T>[number]>> {
  const [list, counted] = await Promise.all([rows.limit(query.pageSize).offset(pageOffset(query)), total]);
  return page(list as Awaited<T>[number][], typeof counted === 'number' ? counted : (counted[0]?.n ?? 0), query);
}
