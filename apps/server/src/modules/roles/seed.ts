import type { Db } from '../../core/db.ts';
import { seededMenuIds } from '../menus/seed.ts';
import { RoleKey } from './authority.ts';
import { roleMenus, roles } from './tables.ts';

const seededRoles = [
  { id: RoleKey.Owner, key: RoleKey.Owner, name: '空间所有者', nameEn: 'Space owner', description: '账号自己空间的全部功能', descriptionEn: 'Everything in the account\'s own space' },
  { id: RoleKey.Member, key: RoleKey.Member, name: '空间成员', nameEn: 'Space member', description: '被授权进入他人空间的账号', descriptionEn: 'An account let into another\'s space' },
  { id: RoleKey.Operator, key: RoleKey.Operator, name: '平台运营', nameEn: 'Platform operator', description: '平台运营区的全部功能', descriptionEn: 'Everything in the platform operator area' },
];

const notAccount = (id: string) => !id.startsWith('account');

/** Members of another's space have no account settings (spec 000 §6: userType 1 only). */
const grants: Record<RoleKey, string[]> = {
  [RoleKey.Owner]: seededMenuIds.user,
  [RoleKey.Member]: seededMenuIds.user.filter(notAccount),
  [RoleKey.Operator]: seededMenuIds.operator,
};

/**
 * Inserts the built-in roles that are missing and grants them the reference menus the menus' seed just added
 * (run in its transaction): a grant an operator took away stays away after a restart.
 */
export async function seedRoles(db: Db, addedMenuIds: readonly string[]): Promise<void> {
  await db.insert(roles).values(seededRoles).onConflictDoNothing();
  const added = new Set(addedMenuIds);
  const grantRows = Object.entries(grants).flatMap(([roleId, menuIds]) => menuIds.filter((menuId) => added.has(menuId)).map((menuId) => ({ roleId, menuId })));
  if (grantRows.length > 0) await db.insert(roleMenus).values(grantRows).onConflictDoNothing();
}
