import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { t } from './i18n';
import { request } from './request';

/**
 * The writes of an operator's list: create (`save`), update (`update`, or `edit` where the server calls it so)
 * and delete, each saying `<texts>.saved` or `<texts>.deleted` once done.
 */
export function adminWrites<Item, CreateBody, UpdateBody, Id>(
  paths: { save: string; update: string; delete: string },
  texts: string,
) {
  return {
    create: (body: CreateBody) => request.post<Item>(paths.save, body, { successMessage: t(`${texts}.saved`) }),
    update: (body: UpdateBody) => request.post<Item>(paths.update, body, { successMessage: t(`${texts}.saved`) }),
    remove: (id: Id) => request.post<void>(paths.delete, { id }, { successMessage: t(`${texts}.deleted`) }),
  };
}

/** A write that reads again, once it succeeded, what it changed (`refresh`). */
export function useRefreshingMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>, refresh: (client: QueryClient) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(client) });
}
