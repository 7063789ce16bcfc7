import type { PageResult } from '@iotc/shared';
import {
  type AdminDict,
  type AdminDictBody,
  type AdminDictQuery,
  type AdminDictType,
  type AdminDictUpdateBody,
  dictionaryAdminPaths,
} from '@iotc/shared/dictionary';
import { adminWrites } from '@/lib/adminApi';
import { request } from '@/lib/request';

export function listDicts(query: AdminDictQuery): Promise<PageResult<AdminDict>> {
  return request.get<PageResult<AdminDict>>(dictionaryAdminPaths.list, query);
}

export function listDictTypes(): Promise<AdminDictType[]> {
  return request.get<AdminDictType[]>(dictionaryAdminPaths.types);
}

export const {
  create: createDict,
  update: updateDict,
  remove: deleteDict,
} = adminWrites<AdminDict, AdminDictBody, AdminDictUpdateBody, number>(dictionaryAdminPaths, 'dictionary');
