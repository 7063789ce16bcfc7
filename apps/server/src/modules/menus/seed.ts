import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db.ts';
import { RoleKey } from './service.ts';
import { menus, roleMenus, roles } from './tables.ts';

type MenuRow = typeof menus.$inferInsert;

/** Reference menus. The web app maps `component` to a page file; a new page needs a row here. */
const seededMenus: MenuRow[] = [
  {
    id: 'home',
    name: 'Home',
    title: '首页',
    titleEn: 'Home',
    path: '/dashboard/index',
    component: 'dashboard/DashboardPage',
    icon: 'HomeOutlined',
    menuType: 1,
    moduleType: 'sys_admin',
    parentId: null,
    visible: 1,
    weigh: 1,
  },
];

const seededRoles = [
  { id: RoleKey.Owner, key: RoleKey.Owner, name: '空间所有者', nameEn: 'Space owner' },
  { id: RoleKey.Member, key: RoleKey.Member, name: '空间成员', nameEn: 'Space member' },
  { id: RoleKey.Operator, key: RoleKey.Operator, name: '平台运营', nameEn: 'Platform operator' },
];

const grants: Record<RoleKey, string[]> = {
  [RoleKey.Owner]: ['home'],
  [RoleKey.Member]: ['home'],
  [RoleKey.Operator]: ['home'],
};

/** Upserts the reference menus, roles and grants, so a restart brings them up to date. */
export async function seedMenus(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(menus)
      .values(seededMenus)
      .onConflictDoUpdate({
        target: menus.id,
        set: {
          name: sql`excluded.name`,
          title: sql`excluded.title`,
          titleEn: sql`excluded.title_en`,
          path: sql`excluded.path`,
          component: sql`excluded.component`,
          icon: sql`excluded.icon`,
          menuType: sql`excluded.menu_type`,
          moduleType: sql`excluded.module_type`,
          parentId: sql`excluded.parent_id`,
          visible: sql`excluded.visible`,
          weigh: sql`excluded.weigh`,
        },
      });
    await tx
      .insert(roles)
      .values(seededRoles)
      .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en` } });
    const grantRows = Object.entries(grants).flatMap(([roleId, menuIds]) => menuIds.map((menuId) => ({ roleId, menuId })));
    await tx.insert(roleMenus).values(grantRows).onConflictDoNothing();
  });
}
