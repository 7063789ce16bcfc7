import { FunctionKind } from '@iotc/shared/functions';
import type { ProductPart } from '../products/parts.ts';
import { addDefaultStandardFunctions, copyFunctions, functionCountColumn, functionCounts } from './service.ts';

/** The thing model: a new product starts with its class's default standard functions; a copy carries every function with its scene and timer settings. */
export const functionsPart: ProductPart = {
  name: 'functions',
  create: (tx, scope, product, lang, now) => addDefaultStandardFunctions(tx, scope, product.id, product.productType, lang, now),
  copy: copyFunctions,
  copied: async (db, scope, productId) => {
    const counts = await functionCounts(db, scope, productId);
    return [
      { item: 'standardFunctions', count: counts[FunctionKind.Standard] },
      { item: 'customFunctions', count: counts[FunctionKind.Custom] },
      { item: 'advancedFunctions', count: counts[FunctionKind.Advanced] },
      { item: 'sceneSettings', count: counts.scene },
      { item: 'timerSettings', count: counts.timer },
    ];
  },
  checks: async (db, scope, product) => {
    const counts = await functionCounts(db, scope, product.id);
    const functions = counts[FunctionKind.Standard] + counts[FunctionKind.Custom] + counts[FunctionKind.Advanced];
    return [{ key: 'functions', passed: functions > 0, required: true, coming: false }];
  },
  counts: { functionCount: functionCountColumn },
};
