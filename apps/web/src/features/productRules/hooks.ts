import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RuleDeleteBody, RuleEditBody, RuleSaveBody } from '@iotc/shared/productRules';
import { productQueryKeys } from '@/features/products/queryKeys';
import { t } from '@/lib/i18n';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import { createRule, deleteRule, editRule, listRules } from './api';

export function useRules(productId: string) {
  return useQuery({ queryKey: productQueryKeys.part(productId, 'rules'), queryFn: () => listRules(productId) });
}

/** Rules are part of the product (its copy scope, its update time): the product's queries go stale. */
function useRuleMutation<T>(productId: string, call: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: [...PRODUCTS_QUERY_KEY, productId] }) });
}

/** Create (no id) or edit (with id) from the editor. */
export const useSaveRule = (productId: string) =>
  useRuleMutation(productId, (body: RuleSaveBody | RuleEditBody) => ('id' in body ? editRule(body) : createRule(body)));
/** The list's enabled switch: a refusal is toasted by the client, as there is no form to show it in. */
export const useToggleRule = (productId: string) =>
  useRuleMutation(productId, (body: RuleEditBody) =>
    editRule(body, { successMessage: t(body.enabled === false ? 'productRules.disabledToast' : 'productRules.enabledToast') }),
  );
export const useDeleteRule = (productId: string) => useRuleMutation(productId, (body: RuleDeleteBody) => deleteRule(body));
