import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '@iotc/shared';

/** A server-paged list's page and size, as DataList reads and changes them. */
export interface Paging {
  pageNo: number;
  pageSize: number;
  setPage(page: { pageNo: number; pageSize: number }): void;
}

/** A paged list's page and size. `firstPage` wraps a filter's setter so a new filter starts on page 1. */
export function usePaging(initialPageSize = PAGE_SIZE_DEFAULT) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: initialPageSize });
  const setPageNo = (pageNo: number) => setPage((current) => ({ ...current, pageNo }));

  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return { pageNo: page.pageNo, pageSize: page.pageSize, setPage, setPageNo, firstPage };
}
