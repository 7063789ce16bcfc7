import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataListColumn } from '@/components/DataList';
import { formatTime, zoneTitle } from '@/lib/format';
import cells from './orderCells.module.css';

/**
 * The order's number (`link`, to its page) above the time it was submitted: number and time share a column so
 * the columns of the spec fit beside the side menu at 1280 px.
 */
export function numberColumn<T extends { createdAt: number }>(
  t: TFunction,
  width: number,
  link: (order: T) => ReactNode,
  timeTitle?: string,
): DataListColumn<T> {
  return {
    title: zoneTitle(t('workOrders.column.numberTime')),
    key: 'number',
    dataIndex: 'number',
    width,
    render: (_number: string, order: T) => (
      <>
        {link(order)}
        <div className={cells.time} title={timeTitle}>
          {formatTime(order.createdAt)}
        </div>
      </>
    ),
  };
}

/** The order's text, with what its list marks on it (unread answers, a reminder). */
export function contentColumn<T extends { content: string }>(t: TFunction, mark: (order: T) => ReactNode): DataListColumn<T> {
  return {
    title: t('workOrders.column.content'),
    key: 'content',
    dataIndex: 'content',
    render: (content: string, order: T) => (
      <>
        <span className={cells.content}>{content}</span>
        {mark(order)}
      </>
    ),
  };
}

/** A dictionary value of the order (problem type, classification) by its label. */
export function dictColumn<T extends { problemType: string; classification: string }>(
  t: TFunction,
  key: 'problemType' | 'classification',
  width: number,
  dict: { label(value: string): string },
): DataListColumn<T> {
  return { title: t(`workOrders.column.${key}`), key, dataIndex: key, width, render: (value: string) => dict.label(value) };
}
