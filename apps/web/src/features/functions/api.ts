import {
  type AddFuncBody,
  type AddStandardFuncBody,
  type DeleteFuncBody,
  type EditFuncBody,
  functionPaths,
  type FunctionTemplate,
  type ProductFunction,
  type SetSceneFuncBody,
  type SetTimerFuncBody,
  type StandardFuncListQuery,
} from '@iotc/shared/functions';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

/** The product's whole thing model, every kind, in DP ID order. */
export function getFunctions(productId: string): Promise<ProductFunction[]> {
  return request.get<ProductFunction[]>(functionPaths.functions, { productId });
}

/** Standard functions of the product's class (kind 1) or the platform's advanced ones (kind 3). */
export function getFunctionTemplates(query: StandardFuncListQuery): Promise<FunctionTemplate[]> {
  return request.get<FunctionTemplate[]>(functionPaths.standardFuncList, query);
}

export function addStandardFunctions(body: AddStandardFuncBody): Promise<unknown> {
  return request.post(functionPaths.addStandardFunc, body, { successMessage: t('functions.toast.added') });
}

/** The form shows a refusal next to its fields, so the client's toast is suppressed. */
export function addFunctions(body: AddFuncBody): Promise<unknown> {
  return request.post(functionPaths.addFunc, body, { suppressError: true, successMessage: t('functions.toast.added') });
}

export function editFunction(body: EditFuncBody): Promise<unknown> {
  return request.post(functionPaths.editFunc, body, { suppressError: true, successMessage: t('functions.toast.saved') });
}

export function deleteFunctions(body: DeleteFuncBody): Promise<unknown> {
  return request.post(functionPaths.deleteFunc, body, { successMessage: t('functions.toast.deleted') });
}

export function resetStandardFunctions(productId: string): Promise<unknown> {
  return request.get(functionPaths.resetStandardFunc, { productId }, { successMessage: t('functions.toast.reset') });
}

export function setSceneFunctions(body: SetSceneFuncBody): Promise<unknown> {
  return request.post(functionPaths.setSceneFunc, body, { successMessage: t('functions.toast.saved') });
}

export function setTimerFunctions(body: SetTimerFuncBody): Promise<unknown> {
  return request.post(functionPaths.setTimerFunc, body, { successMessage: t('functions.toast.saved') });
}

/** A refused import lists its problems in a dialog, so the client's toast is suppressed. */
export function importModel(productId: string, model: unknown): Promise<unknown> {
  return request.post(functionPaths.importFunc, { productId, model }, { suppressError: true, successMessage: t('functions.toast.imported') });
}
