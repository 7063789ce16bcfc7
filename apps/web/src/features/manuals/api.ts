import { type DocAddBody, manualPaths, type ProductDoc } from '@iotc/shared/manuals';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function listManuals(productId: string): Promise<ProductDoc[]> {
  return request.post<ProductDoc[]>(manualPaths.docList, { productId });
}

export function addManual(body: DocAddBody): Promise<ProductDoc> {
  return request.post<ProductDoc>(manualPaths.docAdd, body, { successMessage: t('manuals.uploaded') });
}

export function deleteManual(id: string): Promise<void> {
  return request.post<void>(manualPaths.docDelete(id), undefined, { successMessage: t('manuals.deleted') });
}
