import type { ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';

interface ListPage {
  pageNo: number;
  pageSize: number;
}

/**
 * The `pagination` of a server-paged table. A new page size goes back to page 1: the page number the
 * old size pointed at may not exist any more.
 */
export function listPagination(
  page: ListPage,
  total: number | undefined,
  totalText: (total: number) => ReactNode,
  onChange: (page: ListPage) => void,
): TablePaginationConfig {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: totalText,
    onChange: (pageNo, pageSize) => onChange({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
  };
}
