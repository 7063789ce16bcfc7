import type { PageResult } from '@iotc/shared';
import {
  type AdminDict,
  type AdminDictBody,
  type AdminDictQuery,
  type AdminDictType,
  type AdminDictUpdateBody,
  dictionaryAdminPaths,
} from '@iotc/shared/dictionary';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listDicts(query: AdminDictQuery): Promise<PageResult<AdminDict>> {
  return request.get<PageResult<AdminDict>>(dictionaryAdminPaths.list, query);
}

export function listDictTypes(): Promise<AdminDictType[]> {
  return request.get<AdminDictType[]>(dictionaryAdminPaths.types);
}

export function createDict(body: AdminDictBody): Promise<AdminDict> {
  return request.post<AdminDict>(dictionaryAdminPaths.save, body, { successMessage: t('dictionary.saved') });
}

export function updateDict(body: AdminDictUpdateBody): Promise<AdminDict> {
  return request.post<AdminDict>(dictionaryAdminPaths.update, body, { successMessage: t('dictionary.saved') });
}

export function deleteDict(id: number): Promise<void> {
  return request.post<void>(dictionaryAdminPaths.delete, { id }, { successMessage: t('dictionary.deleted') });
}
