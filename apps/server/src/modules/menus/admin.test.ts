import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Perm, adminPaths, shellPaths } from '@iotc/shared';
import type { AdminMenuBody, AdminRole, MenuItem, PageResult, TokenPair, UserInfo } from '@iotc/shared';
import { call, createDemoApp, loginAs, OWNER_PERMISSIONS } from '../../../test/helpers.ts';
import type { CallerAs, TestApp } from '../../../test/helpers.ts';
import { menus, roleMenus, userRoles } from './tables.ts';

let t: TestApp;
let admin: TokenPair;
let asAdmin: CallerAs;

beforeAll(async () => ({ t, admin, asAdmin } = await createDemoApp('admin')));
afterAll(() => t.close());

const menu = (over: Partial<AdminMenuBody> = {}): AdminMenuBody => ({
  id: 'test-reports',
  name: 'Reports',
  title: '报表',
  titleEn: 'Reports',
  menuType: 1,
  path: 'reports/index',
  component: 'reports/ReportsPage',
  icon: 'chart',
  perms: 'system:report:list',
  moduleType: 'sys_admin',
  parentId: 'system',
  weigh: 20,
  ...over,
});

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
const find = (items: MenuItem[], id: string) => flatten(items).find((item) => item.id === id);
const profileOf = async (token: string) => (await call<UserInfo>(t.app, 'GET', shellPaths.profile, { token })).body.data;
const routersOf = async (token: string) => (await call<MenuItem[]>(t.app, 'GET', shellPaths.getRouters, { token })).body.data;

describe('menu administration', () => {
  it('lists every menu and button as a tree, disabled and hidden ones included', async () => {
    const { status, body } = await asAdmin<MenuItem[]>('GET', adminPaths.menuList);
    expect(status).toBe(200);
    const system = body.data.find((item) => item.id === 'system')!;
    const menuPage = system.children.find((item) => item.id === 'system-menu')!;
    expect(menuPage.children.map((item) => [item.perms, item.menuType])).toEqual([
      [Perm.menuAdd, 2],
      [Perm.menuEdit, 2],
      [Perm.menuDelete, 2],
    ]);
    // Hidden entries (the account section, visible 0) are there too.
    expect(body.data.find((item) => item.id === 'account')?.visible).toBe(0);
  });

  it('finds entries by keyword, with the parents that lead to them', async () => {
    const tree = (await asAdmin<MenuItem[]>('GET', adminPaths.menuList, { query: { keyword: 'system:dict:' } })).body.data;
    expect(tree.map((item) => item.id)).toEqual(['system']);
    expect(tree[0]!.children.map((item) => item.id)).toEqual(['system-dict']);
    expect(tree[0]!.children[0]!.children.map((item) => item.perms)).toEqual([Perm.dictAdd, Perm.dictEdit, Perm.dictDelete]);
  });

  it('refuses a name, authority flag or module shorter than 2 characters (spec 000 §5), naming the field', async () => {
    for (const [field, message] of [
      ['name', 'Name: Enter 2-50 characters'],
      ['perms', 'Authority flag: Enter 2-100 characters'],
      ['moduleType', 'Module: Enter 2-50 characters'],
    ] as const) {
      const r = await asAdmin('POST', adminPaths.menuSave, { body: menu({ [field]: 'x' }) });
      expect([r.status, r.body.code, r.body.msg], field).toEqual([422, ErrorCode.Validation, message]);
    }
    const zh = await call(t.app, 'POST', adminPaths.menuSave, { token: admin.token, lang: 'zh-CN', body: menu({ moduleType: 'x' }) });
    expect(zh.body.msg).toBe('所属模块：长度须为 2-50 个字符');
    expect(await t.db.select().from(menus).where(eq(menus.id, 'test-reports'))).toEqual([]);
  });

  it('requires an authority flag on a button, a path on a menu, and a code of letters, digits, - and _', async () => {
    const button = await asAdmin('POST', adminPaths.menuSave, { body: menu({ menuType: 2, perms: '', path: '' }) });
    expect([button.status, button.body.msg]).toEqual([422, 'Authority flag: This field is required']);
    const noPath = await asAdmin('POST', adminPaths.menuSave, { body: menu({ path: '' }) });
    expect([noPath.status, noPath.body.msg]).toEqual([422, 'Route path: This field is required']);
    const code = await asAdmin('POST', adminPaths.menuSave, { body: menu({ id: 'bad code!' }) });
    expect([code.status, code.body.msg]).toEqual([422, 'ID: Only letters, digits, hyphens and underscores']);
    const flag = await asAdmin('POST', adminPaths.menuSave, { body: menu({ perms: 'system menu' }) });
    expect(flag.status).toBe(422);
  });

  it('creates a menu, refuses its code a second time, and checks the parent', async () => {
    const created = await asAdmin<MenuItem>('POST', adminPaths.menuSave, { body: menu() });
    expect(created.body).toMatchObject({ code: 0, data: { id: 'test-reports', parentId: 'system', perms: 'system:report:list', redirect: null } });

    const again = await asAdmin('POST', adminPaths.menuSave, { body: menu({ name: 'Other' }) });
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      ErrorCode.Conflict,
      'A menu with the code "test-reports" already exists; choose another code',
    ]);
    const missing = await asAdmin('POST', adminPaths.menuSave, { body: menu({ id: 'test-x', parentId: 'no-such-menu' }) });
    expect([missing.status, missing.body.msg]).toEqual([422, 'Parent menu: the chosen parent does not exist']);
    const underButton = await asAdmin('POST', adminPaths.menuSave, { body: menu({ id: 'test-x', parentId: 'system-menu-add' }) });
    expect([underButton.status, underButton.body.msg]).toEqual([422, 'Parent menu: a button cannot have sub-entries; choose a menu as the parent']);
  });

  it('refuses to put an entry under itself or under one of its sub-entries', async () => {
    const self = await asAdmin('POST', adminPaths.menuUpdate, { body: menu({ parentId: 'test-reports' }) });
    expect(self.status).toBe(422);
    const underChild = await asAdmin('POST', adminPaths.menuUpdate, {
      body: menu({ id: 'system', name: 'System', title: '运营管理', titleEn: 'Operations', path: '/system', component: 'RouteView', perms: '', parentId: 'test-reports' }),
    });
    expect([underChild.status, underChild.body.msg]).toEqual([422, 'Parent menu: an entry cannot be placed under itself or one of its sub-entries']);
    const unknown = await asAdmin('POST', adminPaths.menuUpdate, { body: menu({ id: 'never-created' }) });
    expect(unknown.status).toBe(404);
  });

  it("shows a change of menus in every user's menus and permissions at once (the caches are cleared)", async () => {
    // Warm the operator's cached routers and profile.
    expect(find(await routersOf(admin.token), 'system-dict')?.titleEn).toBe('Dictionaries');
    expect((await profileOf(admin.token)).permissions).toContain(Perm.dictAdd);

    const dictPage = (await t.db.select().from(menus).where(eq(menus.id, 'system-dict')))[0]!;
    const renamed = await asAdmin('POST', adminPaths.menuUpdate, { body: { ...dictPage, redirect: dictPage.redirect ?? '', titleEn: 'Dictionary data' } });
    expect(renamed.body.code).toBe(0);
    expect(find(await routersOf(admin.token), 'system-dict')?.titleEn).toBe('Dictionary data');

    // A button's flag renamed: the profile lists the new one straight away.
    const addButton = (await t.db.select().from(menus).where(eq(menus.id, 'system-dict-add')))[0]!;
    await asAdmin('POST', adminPaths.menuUpdate, { body: { ...addButton, redirect: '', perms: 'system:dict:create' } });
    const permissions = (await profileOf(admin.token)).permissions;
    expect(permissions).toContain('system:dict:create');
    expect(permissions).not.toContain(Perm.dictAdd);
    await asAdmin('POST', adminPaths.menuUpdate, { body: { ...addButton, redirect: '' } });
    expect((await profileOf(admin.token)).permissions).toContain(Perm.dictAdd);
  });

  it('refuses to turn a menu with sub-entries into a button', async () => {
    const dictPage = (await t.db.select().from(menus).where(eq(menus.id, 'system-dict')))[0]!;
    const r = await asAdmin('POST', adminPaths.menuUpdate, { body: { ...dictPage, redirect: '', menuType: 2 } });
    expect([r.status, r.body.msg]).toEqual([409, 'This entry has sub-entries, so it cannot become a button']);
  });

  it('refuses to delete an entry with sub-entries, and deletes a leaf with its grants', async () => {
    const parent = await asAdmin('POST', adminPaths.menuDelete, { body: { id: 'system-menu' } });
    expect([parent.status, parent.body.code, parent.body.msg]).toEqual([409, ErrorCode.Conflict, 'This entry has 3 sub-entries; delete or move them first']);
    expect(await t.db.select().from(menus).where(eq(menus.id, 'system-menu'))).toHaveLength(1);

    await t.db.insert(roleMenus).values({ roleId: 'operator', menuId: 'test-reports' });
    expect((await profileOf(admin.token)).permissions).not.toContain('system:report:list');
    // Granted through the database behind the cache's back: the next admin write clears it anyway.
    const leaf = await asAdmin('POST', adminPaths.menuDelete, { body: { id: 'test-reports' } });
    expect(leaf.body.code).toBe(0);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, 'test-reports'))).toEqual([]);
    expect((await asAdmin('POST', adminPaths.menuDelete, { body: { id: 'test-reports' } })).status).toBe(404);
  });
});

describe('role administration', () => {
  it('lists the built-in roles first, with their authorities and holders', async () => {
    const { body } = await asAdmin<PageResult<AdminRole>>('GET', adminPaths.roleList, { query: { pageNo: '1', pageSize: '10' } });
    expect(body.data.list.slice(0, 3).map((role) => [role.key, role.builtIn])).toEqual([
      ['owner', true],
      ['member', true],
      ['operator', true],
    ]);
    const operator = body.data.list.find((role) => role.key === 'operator')!;
    expect(operator.menuIds).toEqual(expect.arrayContaining(['system', 'system-menu', 'system-menu-add']));
    expect(operator.userCount).toBe(1);
    expect(body.data.total).toBe(3);
    const found = await asAdmin<PageResult<AdminRole>>('GET', adminPaths.roleList, { query: { keyword: 'operator' } });
    expect(found.body.data.list.map((role) => role.key)).toEqual(['operator']);
  });

  it('creates a role with a subset of authorities, their parents granted with them', async () => {
    const created = await asAdmin<{ id: string }>('POST', adminPaths.roleSave, {
      body: { name: '字典维护', nameEn: 'Dictionary keeper', description: 'Keeps the dictionary', menuIds: ['system-dict-edit'] },
    });
    expect(created.body.code).toBe(0);
    const roles = (await asAdmin<PageResult<AdminRole>>('GET', adminPaths.roleList, { query: { keyword: 'keeper' } })).body.data.list;
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ id: created.body.data.id, builtIn: false, userCount: 0, description: 'Keeps the dictionary' });
    expect(roles[0]!.menuIds).toEqual(['system', 'system-dict', 'system-dict-edit']);
  });

  it('refuses a taken name, unknown menus and a missing name', async () => {
    const taken = await asAdmin('POST', adminPaths.roleSave, { body: { name: '平台运营', nameEn: 'Ops', menuIds: [] } });
    expect([taken.status, taken.body.msg]).toEqual([409, 'A role named "平台运营" already exists']);
    const takenEn = await asAdmin('POST', adminPaths.roleSave, { body: { name: '运营', nameEn: 'platform OPERATOR', menuIds: [] } });
    expect([takenEn.status, takenEn.body.msg]).toEqual([409, 'A role named "platform OPERATOR" already exists']);
    const unknown = await asAdmin('POST', adminPaths.roleSave, { body: { name: '新角色', nameEn: 'New role', menuIds: ['home', 'nope'] } });
    expect([unknown.status, unknown.body.msg]).toEqual([422, 'Authorities: these menus do not exist: nope']);
    const blank = await asAdmin('POST', adminPaths.roleSave, { body: { name: ' ', nameEn: 'New role' } });
    expect([blank.status, blank.body.msg]).toEqual([422, 'Name: This field is required']);
  });

  it('refuses to delete the built-in roles and roles still held, and deletes an unused one', async () => {
    for (const [id, name] of [['owner', 'Space owner'], ['member', 'Space member'], ['operator', 'Platform operator']]) {
      const r = await asAdmin('POST', adminPaths.roleDelete, { body: { id } });
      expect([r.status, r.body.msg]).toEqual([409, `The built-in role "${name}" cannot be deleted`]);
    }
    const created = await asAdmin<{ id: string }>('POST', adminPaths.roleSave, { body: { name: '临时', nameEn: 'Temporary', menuIds: ['home'] } });
    const demo = await profileOf((await loginAs(t.app, 'demo')).token);
    await t.db.insert(userRoles).values({ userId: demo.id, tenantId: demo.tenantId, roleId: created.body.data.id });
    const held = await asAdmin('POST', adminPaths.roleDelete, { body: { id: created.body.data.id } });
    expect([held.status, held.body.msg]).toEqual([409, 'The role "Temporary" is still held by 1 user(s); take it from them first']);

    await t.db.delete(userRoles).where(eq(userRoles.roleId, created.body.data.id));
    expect((await asAdmin('POST', adminPaths.roleDelete, { body: { id: created.body.data.id } })).body.code).toBe(0);
    expect((await asAdmin('POST', adminPaths.roleDelete, { body: { id: created.body.data.id } })).status).toBe(404);
  });

  it("replaces a role's authorities, and its holders' menus and permissions follow at once", async () => {
    const demo = await loginAs(t.app, 'demo');
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    const owner = (await asAdmin<PageResult<AdminRole>>('GET', adminPaths.roleList, { query: { keyword: 'owner' } })).body.data.list[0]!;

    const granted = await asAdmin('POST', adminPaths.roleUpdate, {
      body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, description: owner.description, menuIds: [...owner.menuIds, 'system-dict'] },
    });
    expect(granted.body.code).toBe(0);
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual([...OWNER_PERMISSIONS, Perm.dictList].sort());
    expect(find(await routersOf(demo.token), 'system-dict')).toBeDefined();

    await asAdmin('POST', adminPaths.roleUpdate, { body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, menuIds: owner.menuIds } });
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    expect(find(await routersOf(demo.token), 'system')).toBeUndefined();
  });
});
