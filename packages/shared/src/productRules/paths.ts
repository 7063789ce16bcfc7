import { productPath as product } from '../products/paths.ts';

/** Rule config (device-side linkage rules); not shown in the spec. */
export const productRulePaths = {
  ruleList: product('rule/list'),
  ruleSave: product('rule/save'),
  ruleEdit: product('rule/edit'),
  ruleDelete: product('rule/delete'),
} as const;
