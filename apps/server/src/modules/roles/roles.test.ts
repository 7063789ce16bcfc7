import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import { menuPaths } from '@iotc/shared/menus';
import { roleAdminPaths } from '@iotc/shared/roles';
import type { PageResult } from '@iotc/shared';
import type { UserInfo } from '@iotc/shared/spaces';
import type { MenuItem } from '@iotc/shared/menus';
import type { AdminRole } from '@iotc/shared/roles';
import { call, useDemoApp, loginAs, OWNER_PERMISSIONS } from '../../../test/helpers.ts';
import { userRoles } from './tables.ts';

const env = useDemoApp('admin');

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
const find = (items: MenuItem[], id: string) => flatten(items).find((item) => item.id === id);
const profileOf = async (token: string) => (await call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token })).body.data;
const routersOf = async (token: string) => (await call<MenuItem[]>(env.t.app, 'GET', menuPaths.routers, { token })).body.data;

describe('role administration', () => {
  it('lists the built-in roles first, with their authorities and holders', async () => {
    const { body } = await env.asAdmin<PageResult<AdminRole>>('GET', roleAdminPaths.list, { query: { pageNo: '1', pageSize: '10' } });
    expect(body.data.list.slice(0, 3).map((role) => [role.key, role.builtIn])).toEqual([
      ['owner', true],
      ['member', true],
      ['operator', true],
    ]);
    const operator = body.data.list.find((role) => role.key === 'operator')!;
    expect(operator.menuIds).toEqual(expect.arrayContaining(['system', 'system-menu', 'system-menu-add']));
    expect(operator.userCount).toBe(1);
    expect(body.data.total).toBe(3);
    const found = await env.asAdmin<PageResult<AdminRole>>('GET', roleAdminPaths.list, { query: { keyword: 'operator' } });
    expect(found.body.data.list.map((role) => role.key)).toEqual(['operator']);
  });

  it('creates a role with a subset of authorities, their parents granted with them', async () => {
    const created = await env.asAdmin<{ id: string }>('POST', roleAdminPaths.save, {
      body: { name: '字典维护', nameEn: 'Dictionary keeper', description: 'Keeps the dictionary', menuIds: ['system-dict-edit'] },
    });
    expect(created.body.code).toBe(0);
    const roles = (await env.asAdmin<PageResult<AdminRole>>('GET', roleAdminPaths.list, { query: { keyword: 'keeper' } })).body.data.list;
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ id: created.body.data.id, builtIn: false, userCount: 0, description: 'Keeps the dictionary' });
    expect(roles[0]!.menuIds).toEqual(['system', 'system-dict', 'system-dict-edit']);
  });

  it('refuses a taken name, unknown menus and a missing name', async () => {
    const taken = await env.asAdmin('POST', roleAdminPaths.save, { body: { name: '平台运营', nameEn: 'Ops', menuIds: [] } });
    expect([taken.status, taken.body.msg]).toEqual([409, 'A role named "平台运营" already exists']);
    const takenEn = await env.asAdmin('POST', roleAdminPaths.save, { body: { name: '运营', nameEn: 'platform OPERATOR', menuIds: [] } });
    expect([takenEn.status, takenEn.body.msg]).toEqual([409, 'A role named "platform OPERATOR" already exists']);
    const unknown = await env.asAdmin('POST', roleAdminPaths.save, { body: { name: '新角色', nameEn: 'New role', menuIds: ['home', 'nope'] } });
    expect([unknown.status, unknown.body.msg]).toEqual([422, 'Authorities: these menus do not exist: nope']);
    const blank = await env.asAdmin('POST', roleAdminPaths.save, { body: { name: ' ', nameEn: 'New role' } });
    expect([blank.status, blank.body.msg]).toEqual([422, 'Name: This field is required']);
  });

  it('refuses to delete the built-in roles and roles still held, and deletes an unused one', async () => {
    for (const [id, name] of [['owner', 'Space owner'], ['member', 'Space member'], ['operator', 'Platform operator']]) {
      const r = await env.asAdmin('POST', roleAdminPaths.delete, { body: { id } });
      expect([r.status, r.body.msg]).toEqual([409, `The built-in role "${name}" cannot be deleted`]);
    }
    const created = await env.asAdmin<{ id: string }>('POST', roleAdminPaths.save, { body: { name: '临时', nameEn: 'Temporary', menuIds: ['home'] } });
    const demo = await profileOf((await loginAs(env.t.app, 'demo')).token);
    await env.t.db.insert(userRoles).values({ userId: demo.id, tenantId: demo.tenantId, roleId: created.body.data.id });
    const held = await env.asAdmin('POST', roleAdminPaths.delete, { body: { id: created.body.data.id } });
    expect([held.status, held.body.msg]).toEqual([409, 'The role "Temporary" is still held by 1 user(s); take it from them first']);

    await env.t.db.delete(userRoles).where(eq(userRoles.roleId, created.body.data.id));
    expect((await env.asAdmin('POST', roleAdminPaths.delete, { body: { id: created.body.data.id } })).body.code).toBe(0);
    expect((await env.asAdmin('POST', roleAdminPaths.delete, { body: { id: created.body.data.id } })).status).toBe(404);
  });

  it("replaces a role's authorities, and its holders' menus and permissions follow at once", async () => {
    const demo = await loginAs(env.t.app, 'demo');
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    const owner = (await env.asAdmin<PageResult<AdminRole>>('GET', roleAdminPaths.list, { query: { keyword: 'owner' } })).body.data.list[0]!;

    const granted = await env.asAdmin('POST', roleAdminPaths.update, {
      body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, description: owner.description, menuIds: [...owner.menuIds, 'system-dict'] },
    });
    expect(granted.body.code).toBe(0);
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual([...OWNER_PERMISSIONS, Perm.dictList].sort());
    expect(find(await routersOf(demo.token), 'system-dict')).toBeDefined();

    await env.asAdmin('POST', roleAdminPaths.update, { body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, menuIds: owner.menuIds } });
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    expect(find(await routersOf(demo.token), 'system')).toBeUndefined();
  });

  it("shows a role's new authorities to a holder whose role set another holder's request read just before", async () => {
    const [demo, partner] = [await loginAs(env.t.app, 'demo'), await loginAs(env.t.app, 'partner')];
    // Demo and partner each hold the owner role in their own space: demo's calls read that set's grants.
    expect([...(await profileOf(demo.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    expect(find(await routersOf(demo.token), 'system-dict')).toBeUndefined();
    const owner = (await env.asAdmin<PageResult<AdminRole>>('GET', roleAdminPaths.list, { query: { keyword: 'owner' } })).body.data.list[0]!;

    await env.asAdmin('POST', roleAdminPaths.update, {
      body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, description: owner.description, menuIds: [...owner.menuIds, 'system-dict'] },
    });
    try {
      // Partner's first calls: no entries of their own, the set's grants read after the change.
      expect((await profileOf(partner.token)).permissions).toContain(Perm.dictList);
      expect(find(await routersOf(partner.token), 'system-dict')).toBeDefined();
    } finally {
      await env.asAdmin('POST', roleAdminPaths.update, { body: { id: 'owner', name: owner.name, nameEn: owner.nameEn, description: owner.description, menuIds: owner.menuIds } });
    }
    expect([...(await profileOf(partner.token)).permissions].sort()).toEqual(OWNER_PERMISSIONS);
    expect(find(await routersOf(demo.token), 'system-dict')).toBeUndefined();
  });
});
