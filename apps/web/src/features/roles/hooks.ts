import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_MAX, type AdminPageQuery } from '@iotc/shared';
import type { AdminRoleBody } from '@iotc/shared/roles';
import { refreshOwnAccess } from '@/features/menus/hooks';
import { useRefreshingMutation } from '@/lib/adminApi';
import { currentLanguage } from '@/lib/i18n';
import { createRole, deleteRole, listRoles, updateRole } from './api';

/** A role's name in the page's language. */
export const roleName = (role: { name: string; nameEn: string }) => (currentLanguage === 'en-US' ? role.nameEn : role.name);
/** A role's description in the page's language. */
export const roleDescription = (role: { description: string; descriptionEn: string }) => (currentLanguage === 'en-US' ? role.descriptionEn : role.description);

export const roleKeys = {
  all: ['admin', 'roles'] as const,
  page: (query: AdminPageQuery) => ['admin', 'roles', query] as const,
};

export function useRoles(query: AdminPageQuery) {
  return useQuery({ queryKey: roleKeys.page(query), queryFn: () => listRoles(query), placeholderData: keepPreviousData });
}

/** The roles to choose from in the user form (an installation has a handful; the page size covers them). */
export function useRoleOptions() {
  return useRoles({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE_MAX });
}

export function useSaveRole() {
  return useRefreshingMutation(
    ({ body, id }: { body: AdminRoleBody; id: string | null }) => (id ? updateRole({ ...body, id }) : createRole(body).then(() => undefined)),
    async (client) => {
      await client.invalidateQueries({ queryKey: roleKeys.all });
      // The operator may hold the role they just changed.
      await refreshOwnAccess();
    },
  );
}

export function useDeleteRole() {
  return useRefreshingMutation((id: string) => deleteRole(id), (client) => client.invalidateQueries({ queryKey: roleKeys.all }));
}
