import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { Descriptions, Empty, Grid, List, Table, type PaginationProps, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import { LoadFailedResult } from './LoadFailedResult';
import { ColumnSettings } from './ColumnSettings';
import { useColumnSettings } from './useColumnSettings';
import { cardParts, cellOf, defaultHidden, scrollWidth, splitColumns, type DataListColumn } from './dataListColumns';
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

export type { DataListColumn } from './dataListColumns';

export interface DataListProps<T> {
  /** The list's name, under which its column settings are remembered: `products`, `users`… */
  name: string;
  query: ListQuery<T>;
  /** The table's columns (on a phone the cards' too); a list without them is always shown as cards. */
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
  /**
   * A row as a card, on a phone instead of a table to scroll sideways, or always in a list without columns;
   * without it a phone's card is made of the columns (title, fields, actions).
   */
  card?: (row: T) => ReactNode;
  /** What a table may add: its width to scroll, density, expanding rows, sorting, row selection (batch actions). */
  table?: Pick<TableProps<T>, 'scroll' | 'size' | 'expandable' | 'onChange' | 'rowSelection'> & { 'data-testid'?: string };
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
  const { hidden, setHidden } = useColumnSettings(name, defaultHidden(columns ?? []));
  const narrow = Grid.useBreakpoint().md === false;
  // A list that expands its rows itself (a tree) stays a table: cards would drop the rows inside.
  const asCards = columns === undefined || (narrow && (card !== undefined || table?.expandable === undefined));
  const { data } = query;
  const rows = Array.isArray(data) ? data : (data?.list ?? []);
  const total = Array.isArray(data) ? undefined : data?.total;

  const { shown, rest } = splitColumns(columns ?? [], hidden);
  // What the table leaves out shows in each row's details, unless the list expands its rows itself.
  const details: TableProps<T>['expandable'] =
    rest.length > 0 ? { expandedRowRender: (row, index) => <RowDetails columns={rest} row={row} index={index} /> } : undefined;
  const cardOf = card ?? (columns ? (row: T, index: number) => <ColumnCard columns={columns} row={row} index={index} /> : undefined);
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
  } else if (cardOf && asCards) {
    body = (
      <List<T>
        className={styles.cards}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText }}
        // A phone's pager is small; a list shown as cards on a wide screen keeps the whole one.
        pagination={pager && narrow ? { ...pager, size: 'small', showSizeChanger: false } : pager}
        renderItem={(row, index) => <List.Item {...rowProps(row)}>{cardOf(row, index)}</List.Item>}
      />
    );
  } else {
    body = (
      <Table<T>
        rowKey={rowKey}
        columns={shown}
        dataSource={rows}
        loading={query.isFetching}
        // Only when the chosen columns are wider than the screen; the lists choose theirs to fit 1440 px.
        scroll={{ x: scrollWidth(shown) }}
        className={styles.table}
        expandable={details}
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

/** The columns the table leaves out, under the row. */
function RowDetails<T>({ columns, row, index }: { columns: DataListColumn<T>[]; row: T; index: number }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={columns.map((column) => ({ key: column.key, label: column.title, children: cellOf(column, row, index) }))}
      data-testid="list-row-details"
    />
  );
}

/** A phone's card of a row, from the list's columns: the title, the key fields, the actions. */
function ColumnCard<T>({ columns, row, index }: { columns: DataListColumn<T>[]; row: T; index: number }) {
  const { title, fields, actions } = cardParts(columns);
  return (
    <div className={styles.card} data-testid="list-card">
      {title && <div className={styles.cardTitle}>{cellOf(title, row, index)}</div>}
      <dl className={styles.cardFields}>
        {fields.map((field) => (
          <Fragment key={field.key}>
            <dt>{field.title}</dt>
            <dd>{cellOf(field, row, index)}</dd>
          </Fragment>
        ))}
      </dl>
      {actions && <div className={styles.cardActions}>{cellOf(actions, row, index)}</div>}
    </div>
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
