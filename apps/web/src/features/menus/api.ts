import { adminPaths, type AdminMenuBody, type MenuItem } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

/** Every menu and button as a tree; with a keyword, the matches and their parents. */
export function listMenus(keyword?: string): Promise<MenuItem[]> {
  return request.get<MenuItem[]>(adminPaths.menuList, keyword ? { keyword } : undefined);
}

export function createMenu(body: AdminMenuBody): Promise<MenuItem> {
  return request.post<MenuItem>(adminPaths.menuSave, body, { successMessage: t('menus.saved') });
}

export function updateMenu(body: AdminMenuBody): Promise<MenuItem> {
  return request.post<MenuItem>(adminPaths.menuUpdate, body, { successMessage: t('menus.saved') });
}

export function deleteMenu(id: string): Promise<void> {
  return request.post<void>(adminPaths.menuDelete, { id }, { successMessage: t('menus.deleted') });
}
