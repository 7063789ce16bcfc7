import { productPaths, type DocAddBody, type ProductDoc } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listManuals(productId: string): Promise<ProductDoc[]> {
  return request.post<ProductDoc[]>(productPaths.docList, { productId });
}

export function addManual(body: DocAddBody): Promise<ProductDoc> {
  return request.post<ProductDoc>(productPaths.docAdd, body, { successMessage: t('manuals.uploaded') });
}

export function deleteManual(id: string): Promise<void> {
  return request.post<void>(productPaths.docDelete(id), undefined, { successMessage: t('manuals.deleted') });
}
