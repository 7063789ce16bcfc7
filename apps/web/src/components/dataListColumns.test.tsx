import { describe, expect, it } from 'vitest';
import { cardParts, cellOf, defaultHidden, scrollWidth, splitColumns, type DataListColumn } from './dataListColumns';

interface Row {
  id: string;
  spec: { size: number };
}

const columns: DataListColumn<Row>[] = [
  { key: 'id', title: 'Id', dataIndex: 'id' },
  { key: 'size', title: 'Size', dataIndex: ['spec', 'size'], secondary: true },
  { key: 'twice', title: 'Twice', render: (_, row) => row.spec.size * 2 },
  { key: 'actions', title: 'Actions', render: () => 'edit' },
];
const row: Row = { id: 'r1', spec: { size: 3 } };

describe('list columns', () => {
  it('hides the secondary columns by default and puts what the table leaves out, except the actions, in the details', () => {
    expect(defaultHidden(columns)).toEqual(['size']);
    const { shown, rest } = splitColumns(columns, ['size', 'actions']);
    expect(shown.map((column) => column.key)).toEqual(['id', 'twice']);
    expect(rest.map((column) => column.key)).toEqual(['size']);
  });

  it('makes a card of the first column, the other primary columns and the actions', () => {
    const { title, fields, actions } = cardParts(columns);
    expect(title?.key).toBe('id');
    expect(fields.map((column) => column.key)).toEqual(['twice']);
    expect(actions?.key).toBe('actions');
  });

  it('reads a cell through the column\'s render or its data index, nested ones too', () => {
    expect(columns.map((column) => cellOf(column, row, 0))).toEqual(['r1', 3, 6, 'edit']);
    const spanned: DataListColumn<Row> = { key: 'x', title: 'X', render: () => ({ children: 'inside', props: { colSpan: 2 } }) };
    expect(cellOf(spanned, row, 0)).toBe('inside');
  });

  it('scrolls beyond the sum of the widths when every column always shown has one, else beyond the content', () => {
    const sized: DataListColumn<Row>[] = [
      { key: 'id', title: 'Id', width: 200 },
      { key: 'size', title: 'Size', width: 100 },
      { key: 'wide', title: 'Wide', width: 300, responsive: ['xxl'] },
    ];
    expect(scrollWidth(sized)).toBe(300);
    expect(scrollWidth([...sized, { key: 'free', title: 'Free' }])).toBe('max-content');
  });
});
