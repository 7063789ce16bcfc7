import { productPaths, type ProductRule, type RuleDeleteBody, type RuleEditBody, type RuleSaveBody } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request, type RequestOptions } from '@/lib/request';

export function listRules(productId: string): Promise<ProductRule[]> {
  return request.get<ProductRule[]>(productPaths.ruleList, { productId });
}

/** The editor shows a refusal next to its fields, so the client's toast is suppressed. */
export function createRule(body: RuleSaveBody): Promise<ProductRule> {
  return request.post<ProductRule>(productPaths.ruleSave, body, { suppressError: true, successMessage: t('productRules.saved') });
}

/** From the editor: quiet on refusal like createRule. The list's switch passes its own options. */
export function editRule(body: RuleEditBody, options: RequestOptions = { suppressError: true, successMessage: t('productRules.saved') }): Promise<ProductRule> {
  return request.post<ProductRule>(productPaths.ruleEdit, body, options);
}

export function deleteRule(body: RuleDeleteBody): Promise<void> {
  return request.post<void>(productPaths.ruleDelete, body, { successMessage: t('productRules.deleted') });
}
