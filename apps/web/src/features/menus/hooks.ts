import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminMenuBody } from '@iotc/shared/menus';
import { useRefreshingMutation } from '@/lib/adminApi';
import { loadMenus, loadProfile } from '@/lib/session';
import { createMenu, deleteMenu, listMenus, updateMenu } from './api';

export const menuKeys = {
  all: ['admin', 'menus'] as const,
  tree: (keyword: string) => ['admin', 'menus', keyword] as const,
};

export function useMenuTree(keyword = '') {
  return useQuery({ queryKey: menuKeys.tree(keyword), queryFn: () => listMenus(keyword), placeholderData: keepPreviousData });
}

/**
 * Menus and roles make the signed-in operator's own side menu and permissions too: after a change they
 * are read again, so the console shows it without a reload. Best effort: the page's own data is what
 * the operator is looking at.
 */
export async function refreshOwnAccess(): Promise<void> {
  await Promise.all([loadProfile(), loadMenus()]).catch(() => undefined);
}

/** This page's tree, and the operator's own access, which the menus make. */
async function refreshMenus(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: menuKeys.all });
  await refreshOwnAccess();
}

export function useSaveMenu() {
  return useRefreshingMutation(
    ({ body, editing }: { body: AdminMenuBody; editing: boolean }) => (editing ? updateMenu(body) : createMenu(body)),
    refreshMenus,
  );
}

export function useDeleteMenu() {
  return useRefreshingMutation((id: string) => deleteMenu(id), refreshMenus);
}
