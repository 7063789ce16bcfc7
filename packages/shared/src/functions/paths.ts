import { productPath as product } from '../products/paths.ts';

/** Functions (data points): the product's thing model (spec 001 §7). Paths the spec does not show are marked. */
export const functionPaths = {
  functions: product('functions'),
  funcList: product('funcList'),
  standardFuncList: product('standardFuncList'),
  addStandardFunc: product('addStandardFunc'),
  addFunc: product('addFunc'),
  editFunc: product('editFunc'),
  deleteFunc: product('deleteFunc'),
  resetStandardFunc: product('resetStandardFunc'),
  setSceneFunc: product('setSceneFunc'),
  /** Not shown in the spec: the timer-config view's choice of functions. */
  setTimerFunc: product('setTimerFunc'),
  /** Not shown in the spec: replaces the whole model with an imported JSON one. */
  importFunc: product('importFunc'),
} as const;
