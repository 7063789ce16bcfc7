import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '@/lib/session';
import { Perm } from '@iotc/shared';
import type { MenuItem } from '@iotc/shared/menus';
import { t } from '@/lib/i18n';
import { loadMenus, loadProfile } from '@/lib/session';
import { menuItemFixture } from '@/test/fixtures';
import { renderAs } from '@/test/adminPage';
import { click, typeInto, waitFor, type Rendered } from '@/test/render';
import { createMenu, deleteMenu, listMenus } from '../api';
import MenuAdminPage from './MenuAdminPage';

vi.mock('../api', () => ({ listMenus: vi.fn(), createMenu: vi.fn(), updateMenu: vi.fn(), deleteMenu: vi.fn() }));
vi.mock('@/lib/session', async (original) => ({
  ...(await original<typeof Session>()),
  loadProfile: vi.fn(async () => undefined),
  loadMenus: vi.fn(async () => []),
}));

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem => menuItemFixture({ weigh: 0, ...over });

const tree: MenuItem[] = [
  item({
    id: 'system',
    title: '运营管理',
    titleEn: 'Operations',
    path: '/system',
    children: [
      item({
        id: 'system-dict',
        parentId: 'system',
        title: '字典管理',
        titleEn: 'Dictionaries',
        path: 'dict/index',
        perms: Perm.dictList,
        children: [item({ id: 'system-dict-add', parentId: 'system-dict', menuType: 2, perms: Perm.dictAdd })],
      }),
    ],
  }),
];

let view: Rendered;
const testIds = () => [...view.container.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid'));
const open = (permissions: string[], ready?: string) => renderAs(permissions, <MenuAdminPage />, ready);

beforeEach(() => {
  vi.mocked(listMenus).mockReset().mockResolvedValue(tree);
  vi.mocked(createMenu).mockReset();
  vi.mocked(deleteMenu).mockReset().mockResolvedValue(undefined);
});
afterEach(() => view.unmount());

describe('MenuAdminPage', { timeout: 20_000 }, () => {
  it('shows the tree but no action to a user who may only list menus', async () => {
    view = await open([Perm.menuList]);
    await waitFor(() => expect(view.container.textContent).toContain('system-dict'));
    const ids = testIds();
    expect(ids.filter((id) => id?.startsWith('menu-') && id !== 'menu-search')).toEqual([]);
    expect(view.container.textContent).not.toContain(t('common.actions'));
  });

  it('offers add, edit and delete to a user holding those permissions', async () => {
    view = await open([Perm.menuList, Perm.menuAdd, Perm.menuEdit, Perm.menuDelete], 'menu-edit-system-dict');
    const ids = testIds();
    expect(ids).toEqual(expect.arrayContaining(['menu-add', 'menu-add-child-system', 'menu-delete-system-dict', 'menu-edit-system-dict-add']));
    // A button holds no sub-entries.
    expect(ids).not.toContain('menu-add-child-system-dict-add');
  });

  it('asks before deleting, then deletes and reads the operator\'s own menus again', async () => {
    view = await open([Perm.menuList, Perm.menuDelete], 'menu-delete-system-dict-add');
    await click(view.container.querySelector('[data-testid="menu-delete-system-dict-add"]')!);
    expect(deleteMenu).not.toHaveBeenCalled();
    const confirm = await vi.waitFor(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="menu-delete-confirm"]');
      if (!button) throw new Error('no confirmation');
      return button;
    });
    await click(confirm);
    await waitFor(() => expect(deleteMenu).toHaveBeenCalledWith('system-dict-add'));
    await waitFor(() => expect(loadMenus).toHaveBeenCalled());
    expect(loadProfile).toHaveBeenCalled();
  });

  it('checks the 2-character rule in the form before calling (spec 000 §5)', async () => {
    view = await open([Perm.menuList, Perm.menuAdd], 'menu-add');
    await click(view.container.querySelector('[data-testid="menu-add"]')!);
    const field = (id: string) => document.querySelector<HTMLInputElement>(`#menu_${id}`)!;
    await waitFor(() => expect(field('name')).not.toBeNull());
    await typeInto(field('id'), 'reports');
    await typeInto(field('name'), 'R');
    await typeInto(field('title'), '报表');
    await typeInto(field('titleEn'), 'Reports');
    await typeInto(field('path'), 'reports/index');
    await typeInto(field('moduleType'), 'x');
    await click(document.querySelector('[data-testid="menu-form-submit"]')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.lengthRange', { min: 2, max: 50 })));
    expect(createMenu).not.toHaveBeenCalled();
  });
});
