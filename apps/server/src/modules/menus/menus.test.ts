import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import { menuPaths } from '@iotc/shared/menus';
import type { TokenPair } from '@iotc/shared/auth';
import type { MenuItem } from '@iotc/shared/menus';
import { users } from '../../core/users.tables.ts';
import { seed } from '../../db/seed/index.ts';
import { call, createTestApp, login, OWNER_PERMISSIONS } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { roleMenus, roles, userRoles } from '../roles/tables.ts';
import { menus } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const home = {
  id: 'home',
  name: 'Home',
  title: '首页',
  titleEn: 'Home',
  path: '/dashboard/index',
  component: 'dashboard/DashboardPage',
  icon: 'HomeOutlined',
  redirect: null,
  menuType: 1,
  moduleType: 'sys_admin',
  parentId: null,
  status: 1,
  visible: 1,
  weigh: 1,
  isCache: 0,
  isFrame: 0,
  isHideChildMenu: 0,
  children: [],
};

const routers = (tokens: TokenPair) => call<MenuItem[]>(t.app, 'GET', menuPaths.routers, { token: tokens.token });

describe('getRouters', () => {
  it('gives the owner of a space Home, the account section, work orders and notices', async () => {
    const r = await routers(await login(t.app, 'demo@example.com', 'Demo123456'));
    expect(r.body.code).toBe(0);
    expect(r.body.data[0]).toEqual({ ...home, perms: '' });
    expect(r.body.data.map((m) => m.id)).toEqual(['home', 'product', 'device', 'manufacture', 'firmware', 'account', 'work-order', 'notice']);
    expect(r.body.data.find((m) => m.id === 'account')!.children.map((m) => m.path)).toEqual(['basicInfo/index', 'enterpriseInfo/index', 'enterpriseCertification/index', 'securitySet/index']);
  });

  it('gives a member no account section, and the operator the operator area without its buttons', async () => {
    const demo = await login(t.app, 'demo@example.com', 'Demo123456');
    const partnerSpace = (await login(t.app, 'partner@example.com', 'Partner12345')).tenantId;
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partnerSpace } });
    expect((await routers(switched.body.data)).body.data.map((m) => m.id)).toEqual(['home', 'product', 'device', 'manufacture', 'firmware', 'work-order', 'notice']);

    const admin = await login(t.app, 'admin@example.com', 'Admin123456');
    const tree = (await routers(admin)).body.data;
    expect(tree.map((m) => m.id)).toEqual(['home', 'product', 'device', 'manufacture', 'firmware', 'system', 'account', 'work-order', 'notice']);
    const system = tree.find((m) => m.id === 'system')!;
    expect(system.children.every((m) => m.menuType === 1)).toBe(true);
    const profile = await call<{ roles: string[]; isOperator: boolean; permissions: string[] }>(t.app, 'GET', spacePaths.profile, { token: admin.token });
    expect(profile.body.data).toMatchObject({ roles: ['operator', 'owner'], isOperator: true });
    expect(profile.body.data.permissions).toEqual(expect.arrayContaining(Object.values(Perm)));
  });

  it('grants the owner of a space no operator permission, only the product area', async () => {
    const demo = await login(t.app, 'demo@example.com', 'Demo123456');
    const profile = await call<{ permissions: string[] }>(t.app, 'GET', spacePaths.profile, { token: demo.token });
    expect([...profile.body.data.permissions].sort()).toEqual(OWNER_PERMISSIONS);
  });

  it('answers an empty list (never null) to a user without roles in the space', async () => {
    const dev = await login(t.app, 'dev@example.com', 'Dev1234567');
    const [user] = await t.db.select().from(users).where(eq(users.account, 'dev@example.com'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, user!.id));
    expect((await routers(dev)).body).toMatchObject({ code: 0, data: [] });
  });

  it('nests children under their parent, ordered by weight', async () => {
    await t.db.insert(menus).values([
      { id: 'test-parent', name: 'Parent', title: '父', titleEn: 'Parent', path: '/p', component: 'p/P', menuType: 1, moduleType: 'x', weigh: 5 },
      { id: 'test-b', name: 'B', title: 'B', titleEn: 'B', path: '/p/b', component: 'p/B', menuType: 1, moduleType: 'x', parentId: 'test-parent', weigh: 2 },
      { id: 'test-a', name: 'A', title: 'A', titleEn: 'A', path: '/p/a', component: 'p/A', menuType: 1, moduleType: 'x', parentId: 'test-parent', weigh: 1 },
    ]);
    await t.db.insert(roleMenus).values(['test-parent', 'test-a', 'test-b'].map((menuId) => ({ roleId: 'owner', menuId })));
    // Written behind the caches' back (the menu and role administration clears them): the owner role's grants were read above.
    t.app.accountViews.forgetAll();
    const tree = (await routers(await login(t.app, 'partner@example.com', 'Partner12345'))).body.data;
    expect(tree.map((m) => m.id)).toEqual(['home', 'product', 'device', 'manufacture', 'firmware', 'test-parent', 'account', 'work-order', 'notice']);
    expect(tree.find((m) => m.id === 'test-parent')!.children.map((m) => m.id)).toEqual(['test-a', 'test-b']);
  });

  it('needs a token', async () => {
    const r = await call(t.app, 'GET', menuPaths.routers);
    expect([r.status, r.body.code]).toEqual([401, ErrorCode.TokenExpired]);
  });
});

describe('seed', () => {
  it('is idempotent: a second run adds no rows', async () => {
    const counts = async () => ({
      users: (await t.db.select({ n: count() }).from(users))[0]!.n,
      menus: (await t.db.select({ n: count() }).from(menus))[0]!.n,
      roles: (await t.db.select({ n: count() }).from(roles))[0]!.n,
      grants: (await t.db.select({ n: count() }).from(roleMenus))[0]!.n,
      userRoles: (await t.db.select({ n: count() }).from(userRoles))[0]!.n,
    });
    const before = await counts();
    await seed(t.db, { demo: true, now: t.clock.now() });
    expect(await counts()).toEqual(before);
  });
});
