import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '@/lib/session';
import { Perm } from '@iotc/shared';
import type { MenuItem } from '@iotc/shared/menus';
import type { AdminRole } from '@iotc/shared/roles';
import { listMenus } from '@/features/menus/api';
import { renderAs, testIds } from '@/test/adminPage';
import { click, typeInto, waitFor, type Rendered } from '@/test/render';
import { createRole, deleteRole, listRoles } from '../api';
import RoleAdminPage from './RoleAdminPage';

vi.mock('../api', () => ({ listRoles: vi.fn(), createRole: vi.fn(), updateRole: vi.fn(), deleteRole: vi.fn() }));
vi.mock('@/features/menus/api', () => ({ listMenus: vi.fn() }));
vi.mock('@/lib/session', async (original) => ({
  ...(await original<typeof Session>()),
  loadProfile: vi.fn(async () => undefined),
  loadMenus: vi.fn(async () => []),
}));

const role = (over: Partial<AdminRole> & Pick<AdminRole, 'id'>): AdminRole => ({
  key: over.id,
  name: over.id,
  nameEn: over.id,
  description: '',
  descriptionEn: '',
  builtIn: false,
  menuIds: [],
  userCount: 0,
  ...over,
});
const roles = [role({ id: 'owner', name: '空间所有者', nameEn: 'Space owner', builtIn: true, userCount: 4 }), role({ id: 'r1', name: '字典维护', nameEn: 'Dictionary keeper' })];
const menu = (id: string, children: MenuItem[] = [], menuType = 1) => ({ id, title: id, titleEn: id, menuType, children }) as MenuItem;

let view: Rendered;
const open = (permissions: string[], ready?: string) => renderAs(permissions, <RoleAdminPage />, ready);

beforeEach(() => {
  vi.mocked(listRoles).mockReset().mockResolvedValue({ list: roles, total: 2, pageNo: 1, pageSize: 10 });
  vi.mocked(listMenus).mockReset().mockResolvedValue([menu('system', [menu('system-dict', [menu('system-dict-add', [], 2)])])]);
  vi.mocked(createRole).mockReset().mockResolvedValue({ id: 'new' });
  vi.mocked(deleteRole).mockReset();
});
afterEach(() => view.unmount());

describe('RoleAdminPage', { timeout: 20_000 }, () => {
  it('lists roles without actions for a user who may only list them', async () => {
    view = await open([Perm.roleList]);
    await waitFor(() => expect(view.container.textContent).toContain('字典维护'));
    expect(testIds().filter((id) => /^role-(add|edit|delete)/.test(id ?? ''))).toEqual([]);
  });

  it('offers edit and delete by permission, never delete of a built-in role', async () => {
    view = await open([Perm.roleList, Perm.roleEdit, Perm.roleDelete], 'role-edit-r1');
    expect(testIds()).toEqual(expect.arrayContaining(['role-edit-owner', 'role-delete-r1']));
    expect(testIds()).not.toContain('role-delete-owner');
    expect(testIds()).not.toContain('role-add');
  });

  it('creates a role with the authorities checked in the tree, the parents included', async () => {
    view = await open([Perm.roleList, Perm.roleAdd], 'role-add');
    await click(document.querySelector('[data-testid="role-add"]')!);
    await waitFor(() => expect(document.querySelector('[data-testid="authority-system-dict-add"]')).not.toBeNull());
    await typeInto(document.querySelector<HTMLInputElement>('#role_name')!, '字典录入');
    await typeInto(document.querySelector<HTMLInputElement>('#role_nameEn')!, 'Dictionary clerk');
    // The checkbox sits beside the title in the tree node.
    const checkbox = document.querySelector('[data-testid="authority-system-dict-add"]')!.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    await click(checkbox);
    await click(document.querySelector('[data-testid="role-form-submit"]')!);
    await waitFor(() => expect(createRole).toHaveBeenCalled());
    const body = vi.mocked(createRole).mock.calls[0]![0];
    expect(body).toMatchObject({ name: '字典录入', nameEn: 'Dictionary clerk' });
    expect([...body.menuIds!].sort()).toEqual(['system', 'system-dict', 'system-dict-add']);
  });
});
