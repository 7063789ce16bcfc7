import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { type ProductClass, productClassAdminPaths } from '@iotc/shared/productClasses';
import { jsonOf, typeText } from '@/features/networkGuide/testData';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, setScreenWidth, settle, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import ProductClassAdminPage from './ProductClassAdminPage';

const { server, toastsWithKind: toasts } = await fakeServerSuite();
let view: Rendered;

const leaf = (id: string, parentId: string, nameZh: string, nameEn: string, sort: number, standardFunctionCount = 3): ProductClass => ({
  id,
  parentId,
  nameZh,
  nameEn,
  sort,
  standardFunctionCount,
  defaultFunctionCount: standardFunctionCount,
  children: [],
});
const tree: ProductClass[] = [
  {
    id: 'lighting',
    parentId: null,
    nameZh: '照明',
    nameEn: 'Lighting',
    sort: 1,
    standardFunctionCount: 0,
    defaultFunctionCount: 0,
    children: [leaf('bulb', 'lighting', '灯泡', 'Bulbs', 1, 6), leaf('strip', 'lighting', '灯带', 'Light strips', 2, 5)],
  },
  { id: 'sensors', parentId: null, nameZh: '传感器', nameEn: 'Sensors', sort: 2, standardFunctionCount: 0, defaultFunctionCount: 0, children: [] },
];

const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const testIds = () => [...document.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid') ?? '');
const callsTo = (path: string) => server.calls.filter((c) => c.path === `/api${path}`);
const signIn = (permissions: string[]) => useSessionStore.getState().setUserInfo(userInfoFixture({ permissions, isOperator: true }));
const ALL = [Perm.productClassList, Perm.productClassAdd, Perm.productClassEdit, Perm.productClassDelete];

beforeEach(() => {
  server.on('GET', `/api${productClassAdminPaths.list}`, () => ({ body: envelope(0, 'ok', tree) }));
  server.on('POST', `/api${productClassAdminPaths.save}`, (call) => ({ body: envelope(0, 'Saved', { ...(jsonOf(call) as object), id: 'new' }) }));
  server.on('POST', `/api${productClassAdminPaths.edit}`, (call) => ({ body: envelope(0, 'Saved', jsonOf(call)) }));
  server.on('POST', `/api${productClassAdminPaths.delete}`, () => ({ body: envelope(0, 'Deleted') }));
});
afterEach(() => {
  view.unmount();
  setScreenWidth('reset');
});

async function show(permissions: string[] = ALL) {
  signIn(permissions);
  view = await render(<ProductClassAdminPage />);
  await waitFor(() => expect(view.container.textContent).toContain('传感器'));
}

async function expand(id: string) {
  const row = document.querySelector(`tr[data-row-key="${id}"]`)!;
  await click(row.querySelector('.ant-table-row-expand-icon')!);
}

describe('ProductClassAdminPage', { timeout: 20_000 }, () => {
  it('shows the tree with names, order and standard-function counts; sub-classes under their class', async () => {
    setScreenWidth(390);
    await show();
    expect(q('class-total')!.textContent).toBe(t('productClasses.total', { top: 2, total: 4 }));
    expect(view.container.textContent).not.toContain('Light strips');
    await expand('lighting');
    const strip = document.querySelector('tr[data-row-key="strip"]')!;
    // On a phone both names share one cell.
    expect([...strip.querySelectorAll('td')].map((td) => td.textContent)).toEqual(expect.arrayContaining(['灯带Light strips', '2', '5']));
    // Sub-classes cannot have sub-classes of their own.
    expect(testIds()).toContain('class-add-child-lighting');
    expect(testIds()).not.toContain('class-add-child-strip');
    // Leaves have no expander.
    expect(document.querySelector('tr[data-row-key="sensors"] .ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull();
  });

  it('shows each button only with its own permission', async () => {
    await show([Perm.productClassList]);
    expect(testIds().filter((id) => id.startsWith('class-') && id !== 'class-total' && id !== 'class-search')).toEqual([]);
    view.unmount();
    await show([Perm.productClassList, Perm.productClassEdit]);
    expect(testIds()).toContain('class-edit-lighting');
    expect(testIds()).not.toContain('class-add');
    expect(testIds()).not.toContain('class-delete-lighting');
  });

  it('adds a sub-class under a top-level class', async () => {
    await show();
    await click(byTestId(document.body, 'class-add-child-sensors'));
    await waitFor(() => expect(document.querySelector('#productClass_nameZh')).not.toBeNull());
    expect(document.body.textContent).toContain(t('productClasses.form.addTitle'));
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameZh')!, '温湿度传感器');
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameEn')!, 'Temperature and humidity');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.save)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.save)[0]!)).toEqual({ nameZh: '温湿度传感器', nameEn: 'Temperature and humidity', parentId: 'sensors', sort: 0 });
  });

  it('needs both names before adding a top-level class', async () => {
    await show();
    await click(byTestId(document.body, 'class-add'));
    await waitFor(() => expect(document.querySelector('#productClass_nameZh')).not.toBeNull());
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameZh')!, '大家电');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(t('validation.required')));
    expect(callsTo(productClassAdminPaths.save)).toEqual([]);
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameEn')!, 'Large appliances');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.save)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.save)[0]!)).toEqual({ nameZh: '大家电', nameEn: 'Large appliances', parentId: null, sort: 0 });
  });

  it('edits a class; a class with sub-classes keeps no parent', async () => {
    await show();
    await click(byTestId(document.body, 'class-edit-lighting'));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('#productClass_nameEn')?.value).toBe('Lighting'));
    expect(document.body.textContent).toContain(t('productClasses.form.editTitle'));
    expect(document.body.textContent).toContain(t('productClasses.hint.hasChildren'));
    expect(byTestId(document.body, 'class-parent').closest('.ant-select')!.className).toContain('ant-select-disabled');
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameEn')!, 'Lights');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.edit)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.edit)[0]!)).toEqual({ id: 'lighting', nameZh: '照明', nameEn: 'Lights', parentId: null, sort: 1 });
  });

  it('opens each form with its own class, after another one was saved', async () => {
    await show();
    await click(byTestId(document.body, 'class-add-child-sensors'));
    await waitFor(() => expect(document.querySelector('#productClass_nameZh')).not.toBeNull());
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameZh')!, '温湿度传感器');
    await typeText(document.querySelector<HTMLInputElement>('#productClass_nameEn')!, 'Temperature and humidity');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.save)).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('#productClass_nameZh')).toBeNull());
    await click(byTestId(document.body, 'class-edit-lighting'));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('#productClass_nameEn')?.value).toBe('Lighting'));
    expect(document.querySelector<HTMLInputElement>('#productClass_nameZh')!.value).toBe('照明');
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.edit)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.edit)[0]!)).toEqual({ id: 'lighting', nameZh: '照明', nameEn: 'Lighting', parentId: null, sort: 1 });
  });

  it('moves a sub-class to another top-level class', async () => {
    await show();
    await expand('lighting');
    await click(byTestId(document.body, 'class-edit-strip'));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('#productClass_nameEn')?.value).toBe('Light strips'));
    const select = byTestId(document.body, 'class-parent').closest('.ant-select')!;
    await act(async () => {
      select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    await click(options.find((o) => o.textContent === '传感器 / Sensors')!);
    await click(byTestId(document.body, 'class-form-submit'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.edit)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.edit)[0]!)).toMatchObject({ id: 'strip', parentId: 'sensors' });
  });

  it("asks before deleting, and shows the server's refusal of a class in use", async () => {
    server.on('POST', `/api${productClassAdminPaths.delete}`, () => ({ status: 409, body: envelope(32009, 'This class still has sub-classes or products and cannot be deleted') }));
    await show();
    await click(byTestId(document.body, 'class-delete-lighting'));
    expect(callsTo(productClassAdminPaths.delete)).toEqual([]);
    await waitFor(() => expect(q('class-delete-confirm')).not.toBeNull());
    await click(byTestId(document.body, 'class-delete-confirm'));
    await waitFor(() => expect(callsTo(productClassAdminPaths.delete)).toHaveLength(1));
    expect(jsonOf(callsTo(productClassAdminPaths.delete)[0]!)).toEqual({ id: 'lighting' });
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'This class still has sub-classes or products and cannot be deleted' }));
  });

  it('finds classes by name, showing matching sub-classes under their class', async () => {
    await show();
    await typeText(byTestId(document.body, 'class-search') as HTMLInputElement, 'strip');
    await act(async () => {
      byTestId(document.body, 'class-search').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    await waitFor(() => expect(view.container.textContent).toContain('灯带'));
    expect(view.container.textContent).not.toContain('灯泡');
    expect(view.container.textContent).not.toContain('传感器');
  });
});
