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

/**
 * One page of a list: `rows` (a `$dynamic()` select with the list's filters, search and order) cut to the page the
 * query asks for, and the count of every matching row, fetched together.
 */
export async function listPage<T extends PgSelect>(
  query: PageQuery,
  rows: T,
  total: PromiseLike<{ n: number }[]>,
): Promise<PageResult<Awaited<T>[number]>> {
  const [list, [all]] = await Promise.all([rows.limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize), total]);
  return page(list as Awaited<T>[number][], all?.n ?? 0, query);
}
