import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserBody, AdminUserQuery, AdminUserStatusBody, AdminUserUpdateBody } from '@iotc/shared/users';
import { roleKeys } from '@/features/roles/hooks';
import { createUser, listUsers, setUserStatus, updateUser } from './api';

export const userKeys = {
  all: ['admin', 'users'] as const,
  page: (query: AdminUserQuery) => ['admin', 'users', query] as const,
};

export function useUsers(query: AdminUserQuery) {
  return useQuery({ queryKey: userKeys.page(query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
}

export type SaveUser = { kind: 'create'; body: AdminUserBody } | { kind: 'update'; body: AdminUserUpdateBody };

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveUser) => (save.kind === 'create' ? createUser(save.body) : updateUser(save.body)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
      // The roles list counts the users holding each role.
      await client.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserStatusBody) => setUserStatus(body),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
