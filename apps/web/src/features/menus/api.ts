import { type AdminMenuBody, menuAdminPaths, type MenuItem } from '@iotc/shared/menus';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

/** Every menu and button as a tree; with a keyword, the matches and their parents. */
export function listMenus(keyword?: string): Promise<MenuItem[]> {
  return request.get<MenuItem[]>(menuAdminPaths.list, keyword ? { keyword } : undefined);
}

export function createMenu(body: AdminMenuBody): Promise<MenuItem> {
  return request.post<MenuItem>(menuAdminPaths.save, body, { successMessage: t('menus.saved') });
}

export function updateMenu(body: AdminMenuBody): Promise<MenuItem> {
  return request.post<MenuItem>(menuAdminPaths.update, body, { successMessage: t('menus.saved') });
}

export function deleteMenu(id: string): Promise<void> {
  return request.post<void>(menuAdminPaths.delete, { id }, { successMessage: t('menus.deleted') });
}
