import type { HTMLAttributes, ReactNode } from 'react';
import { Empty, Grid, List, Table, type PaginationProps, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import { LoadFailedResult } from './LoadFailedResult';
import { ColumnSettings } from './ColumnSettings';
import { useColumnSettings } from './useColumnSettings';
import type { Paging } from './usePaging';
import styles from './DataList.module.css';

/** The page sizes offered; none above what the server serves in one page. */
const PAGE_SIZES = [10, 20, 50, 100].filter((size) => size <= PAGE_SIZE_MAX);

/** What the list reads of its query (a TanStack query result has it all): a server page, or the whole list. */
export interface ListQuery<T> {
  data: { list: T[]; total: number } | T[] | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A column of a list: its key and title name it in the column settings. */
export type DataListColumn<T> = Omit<TableColumnType<T>, 'key' | 'title'> & { key: string; title: ReactNode };

export interface DataListProps<T> {
  /** The list's name, under which its column settings are remembered: `products`, `users`… */
  name: string;
  query: ListQuery<T>;
  /** The table's columns; a list without them is always shown as cards. */
  columns?: DataListColumn<T>[];
  rowKey: keyof T & string;
  /** The page and its size (usePaging) of a server-paged list; a list that comes whole has no pager. */
  paging?: Paging;
  /**
   * The prefix of the list's message keys: `<texts>.total` (given `count`, with `_one`/`_other` forms where a noun follows), `<texts>.empty`, or
   * `<texts>.noMatch` while `filtered`, and `<texts>.loadFailed`.
   */
  texts: string;
  /** A filter or search narrows the list: an empty list says nothing matches rather than that there is nothing. */
  filtered?: boolean;
  /** The prefix of the test ids: `<testId>-row` on each row, `<testId>-empty` on the empty state. */
  testId?: string;
  /** Wraps the total's text (a count of more than the server counts, a quieter style). */
  totalText?: (text: string, total: number) => ReactNode;
  /** Each row's test id when it is not `<testId>-row`; its `data-id` is `rowId`, by default the row's key. */
  rowTestId?: string;
  rowId?: (row: T) => string;
  /** A description other than the empty text of `texts`, and what stands below it (a hint, a way out). */
  empty?: { description?: ReactNode; children?: ReactNode };
  /** The retry button's text other than the common one; `showMessage` adds the server's explanation. */
  loadFailed?: { retryText?: string; showMessage?: boolean };
  /** The filters and keyword searches, at the start of the toolbar. */
  filters?: ReactNode;
  /** The list's own buttons (add, export), at the end of the toolbar. */
  actions?: ReactNode;
  /** A row as a card: on a phone instead of a table to scroll sideways, or always in a list without columns. */
  card?: (row: T) => ReactNode;
  /** What a table may add: its width to scroll, density, expanding rows, sorting. */
  table?: Pick<TableProps<T>, 'scroll' | 'size' | 'expandable' | 'onChange'> & { 'data-testid'?: string };
}

/**
 * A list page's list: the toolbar (filters, the list's buttons, the column settings), then the rows with
 * one loading, empty, load-failed and pager behaviour for the whole console.
 */
export function DataList<T extends object>({
  name,
  query,
  columns,
  rowKey,
  paging,
  texts,
  filtered = false,
  testId,
  totalText = (text) => text,
  rowTestId = testId && `${testId}-row`,
  rowId = (row) => String(row[rowKey]),
  empty = {},
  loadFailed = {},
  filters,
  actions,
  card,
  table,
}: DataListProps<T>) {
  const { t } = useTranslation();
  const { hidden, setHidden } = useColumnSettings(name);
  const narrow = Grid.useBreakpoint().md === false;
  const asCards = card !== undefined && (narrow || columns === undefined);
  const { data } = query;
  const rows = Array.isArray(data) ? data : (data?.list ?? []);
  const total = Array.isArray(data) ? undefined : data?.total;

  const shownColumns = columns?.filter((column) => !hidden.includes(column.key));
  const pager = paging && total ? pagerOf(paging, total, (count) => totalText(t(`${texts}.total`, { count }), count)) : false;
  // While the first page loads the spinner says so; "nothing here" would be a guess.
  const emptyText = query.isPending ? (
    ' '
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={empty.description ?? t(filtered ? `${texts}.noMatch` : `${texts}.empty`)}
      data-testid={testId && `${testId}-empty`}
    >
      {empty.children}
    </Empty>
  );
  const rowProps = (row: T) => (rowTestId ? { 'data-testid': rowTestId, 'data-id': rowId(row) } : {});

  let body;
  // A failed refetch keeps the rows on screen (the request client has said why); a list never loaded offers a retry.
  if (query.isError && data === undefined) {
    body = (
      <LoadFailedResult
        query={query}
        title={t(`${texts}.loadFailed`)}
        retryText={loadFailed.retryText ?? t('common.retry')}
        showMessage={loadFailed.showMessage}
      />
    );
  } else if (card && asCards) {
    body = (
      <List<T>
        className={styles.cards}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText }}
        // A phone's pager is small; a list shown as cards on a wide screen keeps the whole one.
        pagination={pager && narrow ? { ...pager, size: 'small', showSizeChanger: false } : pager}
        renderItem={(row) => <List.Item {...rowProps(row)}>{card(row)}</List.Item>}
      />
    );
  } else {
    body = (
      <Table<T>
        rowKey={rowKey}
        columns={shownColumns}
        dataSource={rows}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(row) => rowProps(row) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText }}
        pagination={pager}
        {...table}
      />
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filters}>{filters}</div>
        <div className={styles.tools}>
          {actions}
          {columns && !asCards && <ColumnSettings columns={columns} hidden={hidden} onChange={setHidden} />}
        </div>
      </div>
      {body}
    </>
  );
}

/** The pager of a server-paged list. A new page size goes back to page 1: the old page may not exist any more. */
function pagerOf(paging: Paging, total: number, totalText: (total: number) => ReactNode): PaginationProps {
  return {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: totalText,
    onChange: (pageNo, pageSize) => paging.setPage({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
  };
}
