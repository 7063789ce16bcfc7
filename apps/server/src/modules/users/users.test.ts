import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode, Perm, UserType } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { menuAdminPaths, menuPaths } from '@iotc/shared/menus';
import { roleAdminPaths } from '@iotc/shared/roles';
import { userAdminPaths } from '@iotc/shared/users';
import type { PageResult } from '@iotc/shared';
import type { UserInfo } from '@iotc/shared/spaces';
import type { MenuItem } from '@iotc/shared/menus';
import type { AdminUser, AdminUserBody } from '@iotc/shared/users';
import { dictionaryAdminPaths } from '@iotc/shared/dictionary';
import { users } from '../../core/users.tables.ts';
import { call, useDemoApp, login, loginAs, OWNER_PERMISSIONS, refresh } from '../../../test/helpers.ts';

const env = useDemoApp('admin');

const newUser = (over: Partial<AdminUserBody> = {}): AdminUserBody => ({
  account: 'ops.new@example.com',
  realName: 'Wang Fang',
  email: '',
  password: 'Welcome2025',
  roleIds: ['owner'],
  status: 1,
  ...over,
});

const profileOf = (token: string) => call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token });
const listUsers = (query: Record<string, string>) => env.asAdmin<PageResult<AdminUser>>('GET', userAdminPaths.list, { query });

/** Every call of the operator area's menus, roles, users and dictionaries, with a body that would pass validation. */
const adminCalls: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: menuAdminPaths.list },
  { method: 'POST', path: menuAdminPaths.save, body: { id: 'x-menu', name: 'Xx', title: 'X', titleEn: 'X', menuType: 1, path: '/x', moduleType: 'xx' } },
  { method: 'POST', path: menuAdminPaths.update, body: { id: 'home', name: 'Home', title: '首页', titleEn: 'Home', menuType: 1, path: '/dashboard/index', moduleType: 'sys_admin' } },
  { method: 'POST', path: menuAdminPaths.delete, body: { id: 'home' } },
  { method: 'GET', path: roleAdminPaths.list },
  { method: 'POST', path: roleAdminPaths.save, body: { name: '测试', nameEn: 'Test', menuIds: [] } },
  { method: 'POST', path: roleAdminPaths.update, body: { id: 'member', name: '空间成员', nameEn: 'Space member', menuIds: [] } },
  { method: 'POST', path: roleAdminPaths.delete, body: { id: 'member' } },
  { method: 'GET', path: userAdminPaths.list },
  { method: 'POST', path: userAdminPaths.save, body: newUser({ account: 'walk@example.com' }) },
  { method: 'POST', path: userAdminPaths.update, body: { id: 'x', realName: 'X', roleIds: ['owner'], status: 0 } },
  { method: 'POST', path: userAdminPaths.status, body: { id: 'x', status: 0 } },
  { method: 'GET', path: dictionaryAdminPaths.list },
  { method: 'GET', path: dictionaryAdminPaths.types },
  { method: 'POST', path: dictionaryAdminPaths.save, body: { dictType: 'walk', dictLabel: 'x', dictLabelEn: 'x', dictValue: 'x' } },
  { method: 'POST', path: dictionaryAdminPaths.update, body: { id: 1, dictType: 'walk', dictLabel: 'x', dictLabelEn: 'x', dictValue: 'x' } },
  { method: 'POST', path: dictionaryAdminPaths.delete, body: { id: 1 } },
];

describe('access to the operator area', () => {
  it('covers every admin path of menus, roles, users and dictionaries', () => {
    const walked = new Set(adminCalls.map((c) => c.path));
    const expected = [...Object.values(menuAdminPaths), ...Object.values(roleAdminPaths), ...Object.values(userAdminPaths), ...Object.values(dictionaryAdminPaths)];
    expect([...walked].sort()).toEqual([...expected].sort());
  });

  it('refuses every call with 403 to a user whose roles grant no operator permission, and changes nothing', async () => {
    const demo = await loginAs(env.t.app, 'demo');
    for (const c of adminCalls) {
      const r = await call(env.t.app, c.method, c.path, { token: demo.token, body: c.body, lang: 'en-US' });
      expect([r.status, r.body.code, r.body.msg], `${c.method} ${c.path}`).toEqual([403, ErrorCode.Forbidden, 'You do not have permission to do this']);
    }
    expect(await env.t.db.select().from(users).where(eq(users.account, 'walk@example.com'))).toEqual([]);
    const noToken = await call(env.t.app, 'GET', userAdminPaths.list);
    expect([noToken.status, noToken.body.code]).toEqual([401, ErrorCode.TokenExpired]);
  });

  it('grants the seeded operator every permission', async () => {
    const { body } = await profileOf(env.admin.token);
    expect([...body.data.permissions].sort()).toEqual(Object.values(Perm).sort());
  });

  it('lets a custom role granted only the dictionary list see the dictionary page, and refuses its add call', async () => {
    const role = await env.asAdmin<{ id: string }>('POST', roleAdminPaths.save, {
      body: { name: '字典查看', nameEn: 'Dictionary viewer', menuIds: ['home', 'system-dict'] },
    });
    const created = await env.asAdmin<AdminUser>('POST', userAdminPaths.save, {
      body: newUser({ account: 'viewer@example.com', realName: 'Dict Viewer', roleIds: [role.body.data.id] }),
    });
    expect(created.body.code).toBe(0);
    const viewer = await login(env.t.app, 'viewer@example.com', 'Welcome2025');
    expect((await profileOf(viewer.token)).body.data.permissions).toEqual([Perm.dictList]);

    const routers = (await call<MenuItem[]>(env.t.app, 'GET', menuPaths.routers, { token: viewer.token })).body.data;
    const system = routers.find((m) => m.id === 'system');
    expect(system?.children.map((m) => m.id)).toEqual(['system-dict']);

    expect((await call(env.t.app, 'GET', dictionaryAdminPaths.list, { token: viewer.token })).status).toBe(200);
    const add = await call(env.t.app, 'POST', dictionaryAdminPaths.save, {
      token: viewer.token,
      body: { dictType: 'viewer_test', dictLabel: '甲', dictLabelEn: 'A', dictValue: '1' },
    });
    expect([add.status, add.body.code]).toEqual([403, ErrorCode.Forbidden]);
    expect((await call(env.t.app, 'GET', userAdminPaths.list, { token: viewer.token })).status).toBe(403);
  });
});

describe('user administration', () => {
  it('adds an activated user with an own space holding the chosen roles', async () => {
    const r = await env.asAdmin<AdminUser>('POST', userAdminPaths.save, { body: newUser({ roleIds: ['owner', 'operator'] }) });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      account: 'ops.new@example.com',
      realName: 'Wang Fang',
      // The account is an e-mail: it is the user's e-mail too.
      email: 'ops.new@example.com',
      status: 1,
      activated: true,
    });
    expect(r.body.data.roles.map((role) => role.id).sort()).toEqual(['operator', 'owner']);

    const tokens = await login(env.t.app, 'ops.new@example.com', 'Welcome2025');
    const profile = (await profileOf(tokens.token)).body.data;
    expect(profile).toMatchObject({ userType: UserType.Owner, isOperator: true, roles: ['operator', 'owner'], userName: 'Wang Fang' });
    expect(profile.tenantList).toHaveLength(1);
  });

  it('adds a user by China mobile number, with a separate e-mail', async () => {
    const r = await env.asAdmin<AdminUser>('POST', userAdminPaths.save, {
      body: newUser({ account: '13800138000', email: 'li.lei@example.com', realName: 'Li Lei' }),
    });
    expect(r.body.data).toMatchObject({ account: '13800138000', phone: '13800138000', email: 'li.lei@example.com' });
    expect((await login(env.t.app, '13800138000', 'Welcome2025')).token).toBeTruthy();
  });

  it('refuses a bad account, a weak password, no role, an unknown role or a taken account, adding nothing', async () => {
    const cases: [Partial<AdminUserBody>, number, string][] = [
      [{ account: 'not-an-account' }, 422, 'Account: Enter an e-mail address or a China mobile number'],
      [{ password: 'weakpass1' }, 422, 'Password: The password must contain upper-case letters, lower-case letters and digits'],
      [{ roleIds: [] }, 422, 'Role: Choose at least 1'],
      [{ roleIds: ['no-such-role'] }, 422, 'Role: the chosen role does not exist'],
      [{ email: 'not-mail' }, 422, 'E-mail: Enter a valid e-mail address'],
      [{ realName: '' }, 422, 'Real name: This field is required'],
    ];
    for (const [over, status, msg] of cases) {
      const r = await env.asAdmin('POST', userAdminPaths.save, { body: newUser({ account: 'refused@example.com', ...over }) });
      expect([r.status, r.body.msg], JSON.stringify(over)).toEqual([status, msg]);
    }
    expect(await env.t.db.select().from(users).where(eq(users.account, 'refused@example.com'))).toEqual([]);
    const taken = await env.asAdmin('POST', userAdminPaths.save, { body: newUser({ account: 'DEMO@example.com' }) });
    expect([taken.status, taken.body.code]).toEqual([409, ErrorCode.AccountExists]);
  });

  it('lists users newest first, searches account and name, filters by status and pages', async () => {
    const all = (await listUsers({ pageSize: '100' })).body.data;
    expect(all.total).toBe(all.list.length);
    expect(all.list.map((u) => u.account)).toEqual(expect.arrayContaining(['demo@example.com', 'admin@example.com', '13800138000']));
    const demo = all.list.find((u) => u.account === 'demo@example.com')!;
    expect(demo.roles.map((role) => role.id)).toEqual(['owner']);

    expect((await listUsers({ keyword: 'wang fang' })).body.data.list.map((u) => u.account)).toEqual(['ops.new@example.com']);
    expect((await listUsers({ keyword: '138001' })).body.data.list.map((u) => u.account)).toEqual(['13800138000']);
    // % and _ are searched for as they are, not as wildcards.
    expect((await listUsers({ keyword: '%' })).body.data.total).toBe(0);

    const page = (await listUsers({ pageNo: '2', pageSize: '2' })).body.data;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, total: all.total });
    expect(page.list.map((u) => u.id)).toEqual(all.list.slice(2, 4).map((u) => u.id));
    expect((await listUsers({ status: '0' })).body.data.total).toBe(0);
    expect((await listUsers({ pageSize: '1000' })).status).toBe(422);
  });

  it('disables a user: their token stops working at once, the login is refused; enabling lets them in again', async () => {
    const victim = await loginAs(env.t.app, 'dev');
    expect((await profileOf(victim.token)).status).toBe(200);
    const devId = (await profileOf(victim.token)).body.data.id;

    const r = await env.asAdmin('POST', userAdminPaths.status, { body: { id: devId, status: 0 } });
    expect(r.body.code).toBe(0);
    const next = await profileOf(victim.token);
    expect([next.status, next.body.code]).toEqual([401, ErrorCode.TokenExpired]);
    expect((await refresh(env.t.app, victim.refreshToken)).status).toBe(401);
    const refused = await call(env.t.app, 'POST', authPaths.login, { body: { account: 'dev@example.com', password: 'Dev1234567' }, lang: 'en-US' });
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.AccountDisabled]);
    expect((await listUsers({ status: '0' })).body.data.list.map((u) => u.account)).toEqual(['dev@example.com']);

    await env.asAdmin('POST', userAdminPaths.status, { body: { id: devId, status: 1 } });
    expect((await loginAs(env.t.app, 'dev')).token).toBeTruthy();
  });

  it('refuses an operator disabling themself, by either call', async () => {
    const me = (await profileOf(env.admin.token)).body.data;
    const status = await env.asAdmin('POST', userAdminPaths.status, { body: { id: me.id, status: 0 } });
    expect([status.status, status.body.msg]).toEqual([409, 'You cannot disable your own account']);
    const update = await env.asAdmin('POST', userAdminPaths.update, { body: { id: me.id, realName: 'Admin', roleIds: ['owner', 'operator'], status: 0 } });
    expect([update.status, update.body.msg]).toEqual([409, 'You cannot disable your own account']);
    expect((await profileOf(env.admin.token)).status).toBe(200);
  });

  it('edits name, e-mail and roles; the profile follows at once', async () => {
    const tokens = await login(env.t.app, 'ops.new@example.com', 'Welcome2025');
    const me = (await profileOf(tokens.token)).body.data;
    expect(me.permissions.length).toBeGreaterThan(0);

    const r = await env.asAdmin<AdminUser>('POST', userAdminPaths.update, {
      body: { id: me.id, realName: 'Wang Fang Jr', email: 'wf@example.com', roleIds: ['owner'], status: 1 },
    });
    expect(r.body.data).toMatchObject({ realName: 'Wang Fang Jr', email: 'wf@example.com', roles: [{ id: 'owner' }] });
    const after = (await profileOf(tokens.token)).body.data;
    expect(after).toMatchObject({ roles: ['owner'], isOperator: false });
    expect([...after.permissions].sort()).toEqual(OWNER_PERMISSIONS);
  });

  it('sets a new password: the old one and every session of the user end, the new one works', async () => {
    const tokens = await login(env.t.app, 'ops.new@example.com', 'Welcome2025');
    const me = (await profileOf(tokens.token)).body.data;
    const weak = await env.asAdmin('POST', userAdminPaths.update, { body: { id: me.id, realName: 'W', roleIds: ['owner'], status: 1, password: 'short' } });
    expect(weak.status).toBe(422);
    expect((await profileOf(tokens.token)).status).toBe(200);

    await env.asAdmin('POST', userAdminPaths.update, { body: { id: me.id, realName: 'W', roleIds: ['owner'], status: 1, password: 'Changed2025' } });
    expect((await profileOf(tokens.token)).status).toBe(401);
    const old = await call(env.t.app, 'POST', authPaths.login, { body: { account: 'ops.new@example.com', password: 'Welcome2025' } });
    expect(old.body.code).toBe(ErrorCode.WrongCredentials);
    expect((await login(env.t.app, 'ops.new@example.com', 'Changed2025')).token).toBeTruthy();
  });

  it('answers 404 for a user that does not exist', async () => {
    const r = await env.asAdmin('POST', userAdminPaths.status, { body: { id: 'no-such-user', status: 0 } });
    expect([r.status, r.body.code]).toEqual([404, ErrorCode.NotFound]);
  });
});
