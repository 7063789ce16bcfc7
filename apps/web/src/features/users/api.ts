import type { PageResult } from '@iotc/shared';
import {
  type AdminUser,
  type AdminUserBody,
  type AdminUserQuery,
  type AdminUserStatusBody,
  type AdminUserUpdateBody,
  userAdminPaths,
} from '@iotc/shared/users';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listUsers(query: AdminUserQuery): Promise<PageResult<AdminUser>> {
  return request.get<PageResult<AdminUser>>(userAdminPaths.list, query);
}

export function createUser(body: AdminUserBody): Promise<AdminUser> {
  return request.post<AdminUser>(userAdminPaths.save, body, { successMessage: t('users.saved') });
}

export function updateUser(body: AdminUserUpdateBody): Promise<AdminUser> {
  return request.post<AdminUser>(userAdminPaths.update, body, { successMessage: t('users.saved') });
}

export function setUserStatus(body: AdminUserStatusBody): Promise<void> {
  return request.post<void>(userAdminPaths.status, body, { successMessage: t(body.status === 1 ? 'users.enabled' : 'users.disabled') });
}
