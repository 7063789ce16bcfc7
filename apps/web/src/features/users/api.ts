import {
  adminPaths,
  type AdminUser,
  type AdminUserBody,
  type AdminUserQuery,
  type AdminUserStatusBody,
  type AdminUserUpdateBody,
  type PageResult,
} from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listUsers(query: AdminUserQuery): Promise<PageResult<AdminUser>> {
  return request.get<PageResult<AdminUser>>(adminPaths.userList, query);
}

export function createUser(body: AdminUserBody): Promise<AdminUser> {
  return request.post<AdminUser>(adminPaths.userSave, body, { successMessage: t('users.saved') });
}

export function updateUser(body: AdminUserUpdateBody): Promise<AdminUser> {
  return request.post<AdminUser>(adminPaths.userUpdate, body, { successMessage: t('users.saved') });
}

export function setUserStatus(body: AdminUserStatusBody): Promise<void> {
  return request.post<void>(adminPaths.userStatus, body, { successMessage: t(body.status === 1 ? 'users.enabled' : 'users.disabled') });
}
