import { type AdminMenuBody, menuAdminPaths, type MenuItem } from '@iotc/shared/menus';
import { adminWrites } from '@/lib/adminApi';
import { request } from '@/lib/request';

/** Every menu and button as a tree; with a keyword, the matches and their parents. */
export function listMenus(keyword?: string): Promise<MenuItem[]> {
  return request.get<MenuItem[]>(menuAdminPaths.list, keyword ? { keyword } : undefined);
}

export const {
  create: createMenu,
  update: updateMenu,
  remove: deleteMenu,
} = adminWrites<MenuItem, AdminMenuBody, AdminMenuBody, string>(menuAdminPaths, 'menus');
