import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddFuncBody,
  AddStandardFuncBody,
  DeleteFuncBody,
  EditFuncBody,
  FunctionKind,
  SetSceneFuncBody,
  SetTimerFuncBody,
} from '@iotc/shared/functions';
import { productQueryKeys } from '@/features/products/queryKeys';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import {
  addFunctions,
  addStandardFunctions,
  deleteFunctions,
  editFunction,
  getFunctionTemplates,
  getFunctions,
  importModel,
  resetStandardFunctions,
  setSceneFunctions,
  setTimerFunctions,
} from './api';
import { byDpId } from './model';

export const functionKeys = {
  model: (productId: string) => productQueryKeys.part(productId, 'functions'),
  templates: (productId: string, kind: FunctionKind) => productQueryKeys.part(productId, 'functions', 'templates', kind),
};

/** The product's functions, in DP ID order. */
export function useProductFunctions(productId: string) {
  return useQuery({
    queryKey: functionKeys.model(productId),
    queryFn: async () => (await getFunctions(productId)).sort(byDpId),
  });
}

/** The standard (class) or advanced (platform) functions that can be added, read when the picker opens. */
export function useFunctionTemplates(productId: string, kind: FunctionKind, enabled: boolean) {
  return useQuery({
    queryKey: functionKeys.templates(productId, kind),
    queryFn: async () => (await getFunctionTemplates({ productId, kind })).sort(byDpId),
    enabled,
    staleTime: 0,
  });
}

/**
 * A change of the model changes the product too (its function count, updatedAt, the scene and timer
 * views), so every product query is marked stale.
 */
function useModelMutation<T>(call: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}

export const useAddStandardFunctions = () => useModelMutation((body: AddStandardFuncBody) => addStandardFunctions(body));
export const useAddFunctions = () => useModelMutation((body: AddFuncBody) => addFunctions(body));
export const useEditFunction = () => useModelMutation((body: EditFuncBody) => editFunction(body));
export const useDeleteFunctions = () => useModelMutation((body: DeleteFuncBody) => deleteFunctions(body));
export const useResetStandardFunctions = () => useModelMutation((productId: string) => resetStandardFunctions(productId));
export const useSetSceneFunctions = () => useModelMutation((body: SetSceneFuncBody) => setSceneFunctions(body));
export const useSetTimerFunctions = () => useModelMutation((body: SetTimerFuncBody) => setTimerFunctions(body));
export const useImportModel = () => useModelMutation(({ productId, model }: { productId: string; model: unknown }) => importModel(productId, model));
