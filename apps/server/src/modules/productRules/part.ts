import { ErrorCode } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import type { ProductPart } from '../products/parts.ts';
import { copyRules, ruleBrokenBy, ruleCount } from './service.ts';

/** Linkage rules over the functions: copied with the product, and a function change that would break one is refused, naming both. */
export const productRulesPart: ProductPart = {
  name: 'productRules',
  copy: copyRules,
  copied: async (db, scope, productId) => [{ item: 'rules', count: await ruleCount(db, scope, productId) }],
  functionsChanging: async (db, scope, productId, after) => {
    const broken = await ruleBrokenBy(db, scope, productId, after);
    if (broken) throw new AppError(ErrorCode.Conflict, { identifier: broken.identifier, rule: broken.rule }, 'error.functionInRule');
  },
};
