import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import type { AdminUser } from '@iotc/shared/users';
import { listRoles } from '@/features/roles/api';
import { confirm } from '@/lib/feedback';
import { renderAs, testIds } from '@/test/adminPage';
import { click, typeInto, waitFor, type Rendered } from '@/test/render';
import { createUser, listUsers, setUserStatus } from '../api';
import UserAdminPage from './UserAdminPage';

vi.mock('../api', () => ({ listUsers: vi.fn(), createUser: vi.fn(), updateUser: vi.fn(), setUserStatus: vi.fn() }));
vi.mock('@/features/roles/api', () => ({ listRoles: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

const user = (over: Partial<AdminUser> & Pick<AdminUser, 'id' | 'account'>): AdminUser => ({
  realName: '',
  email: null,
  phone: null,
  accountType: 0,
  status: 1,
  activated: true,
  roles: [{ id: 'owner', name: '空间所有者', nameEn: 'Space owner' }],
  createdAt: 1_700_000_000,
  ...over,
});
const users = [user({ id: 'me', account: 'admin@example.com' }), user({ id: 'u2', account: 'dev@example.com', realName: 'Dev' })];

let view: Rendered;
const open = (permissions: string[], ready?: string) => renderAs(permissions, <UserAdminPage />, ready, { id: 'me' });
const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

beforeEach(() => {
  vi.mocked(listUsers).mockReset().mockResolvedValue({ list: users, total: 2, pageNo: 1, pageSize: 10 });
  vi.mocked(listRoles).mockReset().mockResolvedValue({
    list: [{ id: 'owner', key: 'owner', name: '空间所有者', nameEn: 'Space owner', description: '', descriptionEn: '', builtIn: true, menuIds: [], userCount: 2 }],
    total: 1,
    pageNo: 1,
    pageSize: 100,
  });
  vi.mocked(createUser).mockReset().mockResolvedValue(users[1]!);
  vi.mocked(setUserStatus).mockReset().mockResolvedValue(undefined);
  vi.mocked(confirm).mockReset();
});
afterEach(() => view.unmount());

describe('UserAdminPage', { timeout: 20_000 }, () => {
  it('shows users and their status, but no add, edit or status switch, to a user who may only list', async () => {
    view = await open([Perm.userList]);
    await waitFor(() => expect(view.container.textContent).toContain('dev@example.com'));
    expect(testIds().filter((id) => /^user-(add|edit|status-)/.test(id ?? ''))).toEqual([]);
  });

  it('offers add, edit and the status switch by permission; the own switch is locked', async () => {
    view = await open([Perm.userList, Perm.userAdd, Perm.userEdit], 'user-edit-dev@example.com');
    expect(testIds()).toEqual(expect.arrayContaining(['user-add', 'user-status-dev@example.com', 'user-status-admin@example.com']));
    expect(byId('user-status-admin@example.com').hasAttribute('disabled')).toBe(true);
  });

  it('asks before disabling a user, and disables them once confirmed', async () => {
    view = await open([Perm.userList, Perm.userEdit], 'user-status-dev@example.com');
    await click(byId('user-status-dev@example.com'));
    expect(setUserStatus).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
    await vi.mocked(confirm).mock.calls[0]![0].onOk!();
    expect(setUserStatus).toHaveBeenCalledWith({ id: 'u2', status: 0 });
  });

  it('checks the account and password rules before adding a user', async () => {
    view = await open([Perm.userList, Perm.userAdd], 'user-add');
    await click(byId('user-add'));
    await waitFor(() => expect(document.querySelector('#user_account')).not.toBeNull());
    await typeInto(document.querySelector<HTMLInputElement>('#user_account')!, 'not an account');
    await typeInto(document.querySelector<HTMLInputElement>('#user_realName')!, 'Wang Fang');
    await typeInto(document.querySelector<HTMLInputElement>('#user_password')!, 'weak');
    await click(byId('user-form-submit'));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(2));
    expect(createUser).not.toHaveBeenCalled();

    await typeInto(document.querySelector<HTMLInputElement>('#user_account')!, 'wang@example.com');
    await typeInto(document.querySelector<HTMLInputElement>('#user_password')!, 'Welcome2025');
    await click(byId('user-form-submit'));
    await waitFor(() => expect(createUser).toHaveBeenCalled());
    expect(vi.mocked(createUser).mock.calls[0]![0]).toEqual({
      account: 'wang@example.com',
      realName: 'Wang Fang',
      email: '',
      password: 'Welcome2025',
      roleIds: ['owner'],
      status: 1,
    });
  });
});
