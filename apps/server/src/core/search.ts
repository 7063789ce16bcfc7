import type { PageResult } from '@iotc/shared';

/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally (what a search box means). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a list, answered with the page the query asked for. */
export function page<T>(list: T[], total: number, query: { pageNo: number; pageSize: number }): PageResult<T> {
  return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
}
