import {
  type ProductRule,
  productRulePaths,
  type RuleDeleteBody,
  type RuleEditBody,
  type RuleSaveBody,
} from '@iotc/shared/productRules';
import { t } from '@/lib/i18n';
import { request, type RequestOptions } from '@/lib/request';

export function listRules(productId: string): Promise<ProductRule[]> {
  return request.get<ProductRule[]>(productRulePaths.ruleList, { productId });
}

/** The editor shows a refusal next to its fields, so the client's toast is suppressed. */
export function createRule(body: RuleSaveBody): Promise<ProductRule> {
  return request.post<ProductRule>(productRulePaths.ruleSave, body, { suppressError: true, successMessage: t('productRules.saved') });
}

/** From the editor: quiet on refusal like createRule. The list's switch passes its own options. */
export function editRule(body: RuleEditBody, options: RequestOptions = { suppressError: true, successMessage: t('productRules.saved') }): Promise<ProductRule> {
  return request.post<ProductRule>(productRulePaths.ruleEdit, body, options);
}

export function deleteRule(body: RuleDeleteBody): Promise<void> {
  return request.post<void>(productRulePaths.ruleDelete, body, { successMessage: t('productRules.deleted') });
}
