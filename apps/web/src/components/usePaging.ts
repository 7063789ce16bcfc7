import { useState, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { listPagination } from './listPagination';

/**
 * A paged list's page and size. `firstPage` wraps a filter's setter so a new filter starts on page 1;
 * `pagination` is the list's pager, none while the list is empty unless `whenEmpty`.
 */
export function usePaging(initialPageSize = 10) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: initialPageSize });
  const setPageNo = (pageNo: number) => setPage((current) => ({ ...current, pageNo }));

  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  const pagination = (total: number | undefined, showTotal: (total: number) => ReactNode, whenEmpty = false): PaginationProps | false => {
    if (!total && !whenEmpty) return false;
    // A table's pager also takes a list of positions; none is set here, and without it a List takes the pager too.
    const { position: _position, ...pager } = listPagination(page, total, showTotal, setPage);
    return pager;
  };

  return { pageNo: page.pageNo, pageSize: page.pageSize, setPageNo, firstPage, pagination };
}
