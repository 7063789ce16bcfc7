import {
  adminPaths,
  type AdminDict,
  type AdminDictBody,
  type AdminDictQuery,
  type AdminDictType,
  type AdminDictUpdateBody,
  type PageResult,
} from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listDicts(query: AdminDictQuery): Promise<PageResult<AdminDict>> {
  return request.get<PageResult<AdminDict>>(adminPaths.dictList, query);
}

export function listDictTypes(): Promise<AdminDictType[]> {
  return request.get<AdminDictType[]>(adminPaths.dictTypes);
}

export function createDict(body: AdminDictBody): Promise<AdminDict> {
  return request.post<AdminDict>(adminPaths.dictSave, body, { successMessage: t('dictionary.saved') });
}

export function updateDict(body: AdminDictUpdateBody): Promise<AdminDict> {
  return request.post<AdminDict>(adminPaths.dictUpdate, body, { successMessage: t('dictionary.saved') });
}

export function deleteDict(id: number): Promise<void> {
  return request.post<void>(adminPaths.dictDelete, { id }, { successMessage: t('dictionary.deleted') });
}
