import { adminPaths, type AdminPageQuery, type AdminRole, type AdminRoleBody, type AdminRoleUpdateBody, type PageResult } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listRoles(query: AdminPageQuery): Promise<PageResult<AdminRole>> {
  return request.get<PageResult<AdminRole>>(adminPaths.roleList, query);
}

export function createRole(body: AdminRoleBody): Promise<{ id: string }> {
  return request.post<{ id: string }>(adminPaths.roleSave, body, { successMessage: t('roles.saved') });
}

export function updateRole(body: AdminRoleUpdateBody): Promise<void> {
  return request.post<void>(adminPaths.roleUpdate, body, { successMessage: t('roles.saved') });
}

export function deleteRole(id: string): Promise<void> {
  return request.post<void>(adminPaths.roleDelete, { id }, { successMessage: t('roles.deleted') });
}
