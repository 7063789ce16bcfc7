import {
  productPaths,
  type AddFuncBody,
  type AddStandardFuncBody,
  type DeleteFuncBody,
  type EditFuncBody,
  type FunctionTemplate,
  type ProductFunction,
  type SetSceneFuncBody,
  type SetTimerFuncBody,
  type StandardFuncListQuery,
} from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

/** The product's whole thing model, every kind, in DP ID order. */
export function getFunctions(productId: string): Promise<ProductFunction[]> {
  return request.get<ProductFunction[]>(productPaths.functions, { productId });
}

/** Standard functions of the product's class (kind 1) or the platform's advanced ones (kind 3). */
export function getFunctionTemplates(query: StandardFuncListQuery): Promise<FunctionTemplate[]> {
  return request.get<FunctionTemplate[]>(productPaths.standardFuncList, query);
}

export function addStandardFunctions(body: AddStandardFuncBody): Promise<unknown> {
  return request.post(productPaths.addStandardFunc, body, { successMessage: t('functions.toast.added') });
}

/** The form shows a refusal next to its fields, so the client's toast is suppressed. */
export function addFunctions(body: AddFuncBody): Promise<unknown> {
  return request.post(productPaths.addFunc, body, { suppressError: true, successMessage: t('functions.toast.added') });
}

export function editFunction(body: EditFuncBody): Promise<unknown> {
  return request.post(productPaths.editFunc, body, { suppressError: true, successMessage: t('functions.toast.saved') });
}

export function deleteFunctions(body: DeleteFuncBody): Promise<unknown> {
  return request.post(productPaths.deleteFunc, body, { successMessage: t('functions.toast.deleted') });
}

export function resetStandardFunctions(productId: string): Promise<unknown> {
  return request.get(productPaths.resetStandardFunc, { productId }, { successMessage: t('functions.toast.reset') });
}

export function setSceneFunctions(body: SetSceneFuncBody): Promise<unknown> {
  return request.post(productPaths.setSceneFunc, body, { successMessage: t('functions.toast.saved') });
}

export function setTimerFunctions(body: SetTimerFuncBody): Promise<unknown> {
  return request.post(productPaths.setTimerFunc, body, { successMessage: t('functions.toast.saved') });
}

/** A refused import lists its problems in a dialog, so the client's toast is suppressed. */
export function importModel(productId: string, model: unknown): Promise<unknown> {
  return request.post(productPaths.importFunc, { productId, model }, { suppressError: true, successMessage: t('functions.toast.imported') });
}
