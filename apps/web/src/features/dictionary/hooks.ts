import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminDictBody, AdminDictQuery } from '@iotc/shared/dictionary';
import { useRefreshingMutation } from '@/lib/adminApi';
import { createDict, deleteDict, listDictTypes, listDicts, updateDict } from './api';

export const dictAdminKeys = {
  all: ['admin', 'dicts'] as const,
  page: (query: AdminDictQuery) => ['admin', 'dicts', 'page', query] as const,
  types: ['admin', 'dicts', 'types'] as const,
};

export function useDicts(query: AdminDictQuery) {
  return useQuery({ queryKey: dictAdminKeys.page(query), queryFn: () => listDicts(query), placeholderData: keepPreviousData });
}

export function useDictTypes() {
  return useQuery({ queryKey: dictAdminKeys.types, queryFn: listDictTypes });
}

/**
 * After a change: this page's lists, and every copy of the public dictionary the console holds (the
 * help-centre address, form options): those are cached by key segment 'dict', wherever they sit.
 */
async function refreshDictionaries(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: dictAdminKeys.all }),
    client.invalidateQueries({ predicate: (query) => query.queryKey.includes('dict') }),
  ]);
}

export function useSaveDict() {
  return useRefreshingMutation(
    ({ body, id }: { body: AdminDictBody; id: number | null }) => (id === null ? createDict(body) : updateDict({ ...body, id })),
    refreshDictionaries,
  );
}

export function useDeleteDict() {
  return useRefreshingMutation((id: number) => deleteDict(id), refreshDictionaries);
}
