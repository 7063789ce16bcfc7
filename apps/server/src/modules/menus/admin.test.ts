import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import { menuAdminPaths, menuPaths } from '@iotc/shared/menus';
import type { UserInfo } from '@iotc/shared/spaces';
import type { AdminMenuBody, MenuItem } from '@iotc/shared/menus';
import { call, loginAs, useDemoApp } from '../../../test/helpers.ts';
import { roleMenus } from '../roles/tables.ts';
import { menus } from './tables.ts';

const env = useDemoApp('admin');

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
const profileOf = async (token: string) => (await call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token })).body.data;
const routersOf = async (token: string) => (await call<MenuItem[]>(env.t.app, 'GET', menuPaths.routers, { token })).body.data;

describe('menu administration', () => {
  it('lists every menu and button as a tree, disabled and hidden ones included', async () => {
    const { status, body } = await env.asAdmin<MenuItem[]>('GET', menuAdminPaths.list);
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
    const tree = (await env.asAdmin<MenuItem[]>('GET', menuAdminPaths.list, { query: { keyword: 'system:dict:' } })).body.data;
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
      const r = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ [field]: 'x' }) });
      expect([r.status, r.body.code, r.body.msg], field).toEqual([422, ErrorCode.Validation, message]);
    }
    const zh = await call(env.t.app, 'POST', menuAdminPaths.save, { token: env.admin.token, lang: 'zh-CN', body: menu({ moduleType: 'x' }) });
    expect(zh.body.msg).toBe('所属模块：长度须为 2-50 个字符');
    expect(await env.t.db.select().from(menus).where(eq(menus.id, 'test-reports'))).toEqual([]);
  });

  it('requires an authority flag on a button, a path on a menu, and a code of letters, digits, - and _', async () => {
    const button = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ menuType: 2, perms: '', path: '' }) });
    expect([button.status, button.body.msg]).toEqual([422, 'Authority flag: This field is required']);
    const noPath = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ path: '' }) });
    expect([noPath.status, noPath.body.msg]).toEqual([422, 'Route path: This field is required']);
    const code = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ id: 'bad code!' }) });
    expect([code.status, code.body.msg]).toEqual([422, 'ID: Only letters, digits, hyphens and underscores']);
    const flag = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ perms: 'system menu' }) });
    expect(flag.status).toBe(422);
  });

  it('creates a menu, refuses its code a second time, and checks the parent', async () => {
    const created = await env.asAdmin<MenuItem>('POST', menuAdminPaths.save, { body: menu() });
    expect(created.body).toMatchObject({ code: 0, data: { id: 'test-reports', parentId: 'system', perms: 'system:report:list', redirect: null } });

    const again = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ name: 'Other' }) });
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      ErrorCode.Conflict,
      'A menu with the code "test-reports" already exists; choose another code',
    ]);
    const missing = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ id: 'test-x', parentId: 'no-such-menu' }) });
    expect([missing.status, missing.body.msg]).toEqual([422, 'Parent menu: the chosen parent does not exist']);
    const underButton = await env.asAdmin('POST', menuAdminPaths.save, { body: menu({ id: 'test-x', parentId: 'system-menu-add' }) });
    expect([underButton.status, underButton.body.msg]).toEqual([422, 'Parent menu: a button cannot have sub-entries; choose a menu as the parent']);
  });

  it('refuses to put an entry under itself or under one of its sub-entries', async () => {
    const self = await env.asAdmin('POST', menuAdminPaths.update, { body: menu({ parentId: 'test-reports' }) });
    expect(self.status).toBe(422);
    const underChild = await env.asAdmin('POST', menuAdminPaths.update, {
      body: menu({ id: 'system', name: 'System', title: '运营管理', titleEn: 'Operations', path: '/system', component: 'RouteView', perms: '', parentId: 'test-reports' }),
    });
    expect([underChild.status, underChild.body.msg]).toEqual([422, 'Parent menu: an entry cannot be placed under itself or one of its sub-entries']);
    const unknown = await env.asAdmin('POST', menuAdminPaths.update, { body: menu({ id: 'never-created' }) });
    expect(unknown.status).toBe(404);
  });

  it("shows a change of menus in every user's menus and permissions at once (the caches are cleared)", async () => {
    // Warm the operator's cached routers and profile.
    expect(find(await routersOf(env.admin.token), 'system-dict')?.titleEn).toBe('Dictionaries');
    expect((await profileOf(env.admin.token)).permissions).toContain(Perm.dictAdd);

    const dictPage = (await env.t.db.select().from(menus).where(eq(menus.id, 'system-dict')))[0]!;
    const renamed = await env.asAdmin('POST', menuAdminPaths.update, { body: { ...dictPage, redirect: dictPage.redirect ?? '', titleEn: 'Dictionary data' } });
    expect(renamed.body.code).toBe(0);
    expect(find(await routersOf(env.admin.token), 'system-dict')?.titleEn).toBe('Dictionary data');

    // A button's flag renamed: the profile lists the new one straight away.
    const addButton = (await env.t.db.select().from(menus).where(eq(menus.id, 'system-dict-add')))[0]!;
    await env.asAdmin('POST', menuAdminPaths.update, { body: { ...addButton, redirect: '', perms: 'system:dict:create' } });
    const permissions = (await profileOf(env.admin.token)).permissions;
    expect(permissions).toContain('system:dict:create');
    expect(permissions).not.toContain(Perm.dictAdd);
    await env.asAdmin('POST', menuAdminPaths.update, { body: { ...addButton, redirect: '' } });
    expect((await profileOf(env.admin.token)).permissions).toContain(Perm.dictAdd);
  });

  it("shows a renamed page to a holder of a role set another holder's request read just before", async () => {
    const [demo, partner] = [await loginAs(env.t.app, 'demo'), await loginAs(env.t.app, 'partner')];
    // Both own a space (role owner): demo's call reads the set's menus, partner's first call comes after the change.
    expect(find(await routersOf(demo.token), 'device-log')?.titleEn).toBe('Device log');
    const logPage = (await env.t.db.select().from(menus).where(eq(menus.id, 'device-log')))[0]!;
    await env.asAdmin('POST', menuAdminPaths.update, { body: { ...logPage, redirect: '', titleEn: 'Device history' } });
    try {
      expect(find(await routersOf(partner.token), 'device-log')?.titleEn).toBe('Device history');
      expect(find(await routersOf(demo.token), 'device-log')?.titleEn).toBe('Device history');
    } finally {
      await env.asAdmin('POST', menuAdminPaths.update, { body: { ...logPage, redirect: '' } });
    }
  });

  it('refuses to turn a menu with sub-entries into a button', async () => {
    const dictPage = (await env.t.db.select().from(menus).where(eq(menus.id, 'system-dict')))[0]!;
    const r = await env.asAdmin('POST', menuAdminPaths.update, { body: { ...dictPage, redirect: '', menuType: 2 } });
    expect([r.status, r.body.msg]).toEqual([409, 'This entry has sub-entries, so it cannot become a button']);
  });

  it('refuses to delete an entry with sub-entries, and deletes a leaf with its grants', async () => {
    const parent = await env.asAdmin('POST', menuAdminPaths.delete, { body: { id: 'system-menu' } });
    expect([parent.status, parent.body.code, parent.body.msg]).toEqual([409, ErrorCode.Conflict, 'This entry has sub-entries (3); delete or move them first']);
    expect(await env.t.db.select().from(menus).where(eq(menus.id, 'system-menu'))).toHaveLength(1);

    await env.t.db.insert(roleMenus).values({ roleId: 'operator', menuId: 'test-reports' });
    expect((await profileOf(env.admin.token)).permissions).not.toContain('system:report:list');
    // Granted through the database behind the cache's back: the next admin write clears it anyway.
    const leaf = await env.asAdmin('POST', menuAdminPaths.delete, { body: { id: 'test-reports' } });
    expect(leaf.body.code).toBe(0);
    expect(await env.t.db.select().from(roleMenus).where(eq(roleMenus.menuId, 'test-reports'))).toEqual([]);
    expect((await env.asAdmin('POST', menuAdminPaths.delete, { body: { id: 'test-reports' } })).status).toBe(404);
  });
});
