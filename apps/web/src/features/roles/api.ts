import type { AdminPageQuery, PageResult } from '@iotc/shared';
import { type AdminRole, type AdminRoleBody, type AdminRoleUpdateBody, roleAdminPaths } from '@iotc/shared/roles';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listRoles(query: AdminPageQuery): Promise<PageResult<AdminRole>> {
  return request.get<PageResult<AdminRole>>(roleAdminPaths.list, query);
}

export function createRole(body: AdminRoleBody): Promise<{ id: string }> {
  return request.post<{ id: string }>(roleAdminPaths.save, body, { successMessage: t('roles.saved') });
}

export function updateRole(body: AdminRoleUpdateBody): Promise<void> {
  return request.post<void>(roleAdminPaths.update, body, { successMessage: t('roles.saved') });
}

export function deleteRole(id: string): Promise<void> {
  return request.post<void>(roleAdminPaths.delete, { id }, { successMessage: t('roles.deleted') });
}
