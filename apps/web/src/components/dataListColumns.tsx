import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';

/**
 * A column of a list: its key and title name it in the column settings. A `secondary` column is left
 * out of the table until the user shows it (column settings), so a wide list fits a 1440 px screen; what
 * the table leaves out shows in each row's details. A column keyed `actions` holds the row's buttons.
 * No `ellipsis`: a list shows each value whole, wrapped in its column.
 */
export type DataListColumn<T> = Omit<TableColumnType<T>, 'key' | 'title' | 'ellipsis'> & { key: string; title: ReactNode; secondary?: boolean };

export const ACTIONS_KEY = 'actions';

/** The columns hidden while the user has chosen nothing: the secondary ones. */
export function defaultHidden<T>(columns: readonly DataListColumn<T>[]): string[] {
  return columns.filter((column) => column.secondary).map((column) => column.key);
}

/** The table's columns and the rest, which each row's details show (the actions never go there). */
export function splitColumns<T>(columns: readonly DataListColumn<T>[], hidden: readonly string[]) {
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const rest = columns.filter((column) => hidden.includes(column.key) && column.key !== ACTIONS_KEY);
  return { shown, rest };
}

/**
 * The width the table scrolls beyond: the sum of the columns' widths when every column always shown has one (a
 * column shown only on wider screens is left out: there is room for it there), so a long unbroken value (a
 * generated key, an e-mail) wraps in its column instead of widening the table past the page; else the content's
 * own width.
 */
export function scrollWidth<T>(shown: readonly DataListColumn<T>[]): number | 'max-content' {
  const always = shown.filter((column) => !column.responsive);
  return always.every((column) => typeof column.width === 'number') ? always.reduce((sum, column) => sum + Number(column.width), 0) : 'max-content';
}

/**
 * A row as a card, from the same columns: the first column is its title, the actions its foot, and the
 * other columns that are not secondary its fields.
 */
export function cardParts<T>(columns: readonly DataListColumn<T>[]) {
  const actions = columns.find((column) => column.key === ACTIONS_KEY);
  const [title, ...others] = columns.filter((column) => column !== actions);
  return { title, fields: others.filter((column) => !column.secondary), actions };
}

/** What a column shows for a row: its render of the value at its `dataIndex`, or the value itself. */
export function cellOf<T>(column: DataListColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, row, index);
  // antd lets a render answer `{ children, props }` (cell spans); only the children are content.
  return isCell(rendered) ? rendered.children : (rendered as ReactNode);
}

function valueAt(row: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[String(key)]), row);
}

function isCell(value: unknown): value is { children: ReactNode } {
  return typeof value === 'object' && value !== null && !('$$typeof' in value) && 'children' in value && 'props' in value;
}
