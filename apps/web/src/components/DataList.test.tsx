import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import { i18n, t } from '@/lib/i18n';
import { byTestId, click, render, setScreenWidth, settle, waitFor, type Rendered } from '@/test/render';
import { DataList, type DataListColumn } from './DataList';
import { usePaging } from './usePaging';

interface Thing {
  id: string;
  name: string;
  color: string;
}

interface Page {
  list: Thing[];
  total: number;
}

const fetchPage = vi.fn<(page: { pageNo: number; pageSize: number }) => Promise<Page>>();

const things = (count: number, from = 1): Thing[] =>
  Array.from({ length: count }, (_, i) => ({ id: `t${from + i}`, name: `thing ${from + i}`, color: 'red' }));

const columns: DataListColumn<Thing>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'color', title: 'Color', dataIndex: 'color' },
];

// The list's texts under its own key prefix; the total says what the console's lists say.
i18n.addResourceBundle(i18n.language, 'translation', {
  things: { total: i18n.getResource(i18n.language, 'translation', 'list.total') as string, empty: 'No things yet', loadFailed: 'The things could not be loaded' },
});

/** A list page at its smallest: a server-paged query read through DataList. */
function ThingList({ columns: shownColumns = columns }: { columns?: DataListColumn<Thing>[] }) {
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['things', paging.pageNo, paging.pageSize],
    queryFn: () => fetchPage({ pageNo: paging.pageNo, pageSize: paging.pageSize }),
  });
  return (
    <DataList<Thing>
      name="things"
      query={query}
      columns={shownColumns}
      rowKey="id"
      paging={paging}
      texts="things"
      testId="thing"
      filters={<span data-testid="thing-filter" />}
    />
  );
}

let view: Rendered;
const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="thing-row"]')];
const headers = () => [...view.container.querySelectorAll('thead th')].map((th) => th.textContent);
const settled = 10_000;
/** A column's tick box in the column settings (antd hands the test id to the input). */
const columnBox = (key: string) => byTestId(document.body, `list-column-${key}`) as HTMLInputElement;

async function openSelect(select: Element) {
  await act(async () => {
    select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await settle();
  return [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
}

beforeEach(() => {
  fetchPage.mockReset();
  localStorage.clear();
});
afterEach(() => {
  view.unmount();
  setScreenWidth('reset');
});

describe('DataList', { timeout: 20_000 }, () => {
  it('spins while the first page loads, without saying the list is empty', async () => {
    let answer!: (page: Page) => void;
    fetchPage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    view = await render(<ThingList />);
    expect(view.container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="thing-empty"]')).toBeNull();
    expect(byTestId(view.container, 'thing-filter')).toBeTruthy();

    await act(async () => answer({ list: things(2), total: 2 }));
    await waitFor(() => expect(rows().map((row) => row.dataset.id)).toEqual(['t1', 't2']), settled);
    expect(view.container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('says the list is empty, with no pager', async () => {
    fetchPage.mockResolvedValue({ list: [], total: 0 });
    view = await render(<ThingList />);
    await waitFor(() => expect(byTestId(view.container, 'thing-empty').textContent).toContain('No things yet'), settled);
    expect(view.container.querySelector('.ant-pagination')).toBeNull();
  });

  it('offers a retry when the list could not be loaded, and shows the rows it then gets', async () => {
    fetchPage.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ list: things(1), total: 1 });
    view = await render(<ThingList />);
    await waitFor(() => expect(view.container.textContent).toContain('The things could not be loaded'), settled);
    expect(rows()).toHaveLength(0);
    // The toolbar stays: the user may change a filter instead.
    expect(byTestId(view.container, 'thing-filter')).toBeTruthy();

    const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === t('common.retry').replace(/\s/g, ''));
    await click(retry!);
    await waitFor(() => expect(rows()).toHaveLength(1), settled);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('pages with the total, and a new page size starts again from page 1; no size above the server maximum', async () => {
    fetchPage.mockImplementation(async ({ pageNo, pageSize }) => ({ list: things(Math.min(pageSize, 45 - (pageNo - 1) * pageSize), (pageNo - 1) * pageSize + 1), total: 45 }));
    view = await render(<ThingList />);
    await waitFor(() => expect(rows()).toHaveLength(10), settled);
    expect(view.container.querySelector('.ant-pagination-total-text')!.textContent).toBe(t('list.total', { count: 45 }));

    await click(view.container.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(rows()[0]!.dataset.id).toBe('t21'), settled);
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 });

    const options = await openSelect(view.container.querySelector('.ant-pagination-options .ant-select')!);
    const sizes = options.map((option) => Number.parseInt(option.textContent ?? '', 10));
    expect(sizes).toEqual([10, 20, 50, 100]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    await click(options[1]!);
    await waitFor(() => expect(rows()).toHaveLength(20), settled);
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 });
    expect(rows()[0]!.dataset.id).toBe('t1');
  });

  it('hides the columns the user unticks, remembers them for the next visit, and shows them all again', async () => {
    fetchPage.mockResolvedValue({ list: things(1), total: 1 });
    view = await render(<ThingList />);
    await waitFor(() => expect(rows()).toHaveLength(1), settled);
    expect(headers()).toEqual(['Name', 'Color']);

    await click(byTestId(view.container, 'list-columns'));
    await click(columnBox('color'));
    // The hidden column moves into the rows' details (the expand column has no title).
    expect(headers()).toEqual(['', 'Name']);
    // The last column shown cannot go: a list without columns would show nothing.
    expect(columnBox('name').disabled).toBe(true);

    view.unmount();
    view = await render(<ThingList />);
    await waitFor(() => expect(rows()).toHaveLength(1), settled);
    expect(headers()).toEqual(['', 'Name']);

    await click(byTestId(view.container, 'list-columns'));
    await click([...document.querySelectorAll<HTMLElement>('[data-testid="list-columns-reset"]')].at(-1)!);
    expect(headers()).toEqual(['Name', 'Color']);
    expect(localStorage.getItem('iotc.listColumns.things')).toBeNull();
  });

  it('leaves the secondary columns out of the table and shows them in the row\'s details, until the user shows them', async () => {
    const withSecondary: DataListColumn<Thing>[] = [
      { key: 'name', title: 'Name', dataIndex: 'name' },
      { key: 'color', title: 'Color', dataIndex: 'color', secondary: true, render: (color: string) => `colour ${color}` },
    ];
    fetchPage.mockResolvedValue({ list: things(1), total: 1 });
    view = await render(<ThingList columns={withSecondary} />);
    await waitFor(() => expect(rows()).toHaveLength(1), settled);
    expect(headers().filter(Boolean)).toEqual(['Name']);

    await click(view.container.querySelector('.ant-table-row-expand-icon')!);
    expect(byTestId(view.container, 'list-row-details').textContent).toBe('Colorcolour red');

    await click(byTestId(view.container, 'list-columns'));
    expect(columnBox('color').checked).toBe(false);
    await click(columnBox('color'));
    expect(headers()).toEqual(['Name', 'Color']);
    // Every column in the table: no details left to expand.
    expect(view.container.querySelector('.ant-table-row-expand-icon')).toBeNull();
    expect(localStorage.getItem('iotc.listColumns.things')).toBe('[]');
  });

  it('shows cards made of the columns on a phone: the title, the key fields with their labels, the actions', async () => {
    setScreenWidth(390);
    const withActions: DataListColumn<Thing>[] = [
      { key: 'name', title: 'Name', dataIndex: 'name' },
      { key: 'color', title: 'Color', dataIndex: 'color' },
      { key: 'id', title: 'Id', dataIndex: 'id', secondary: true },
      { key: 'actions', title: 'Actions', render: (_, thing) => <button type="button">Edit {thing.name}</button> },
    ];
    fetchPage.mockResolvedValue({ list: things(2), total: 2 });
    view = await render(<ThingList columns={withActions} />);
    await waitFor(() => expect(rows()).toHaveLength(2), settled);
    expect(view.container.querySelector('table')).toBeNull();
    const card = byTestId(rows()[0]!, 'list-card');
    expect(card.firstElementChild!.textContent).toBe('thing 1');
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Color']);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['red']);
    expect(card.querySelector('button')!.textContent).toBe('Edit thing 1');
    // The column chooser is the table's: cards have no columns to choose.
    expect(view.container.querySelector('[data-testid="list-columns"]')).toBeNull();
  });
});
