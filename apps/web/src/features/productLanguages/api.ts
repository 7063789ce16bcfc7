import type { PageResult } from '@iotc/shared';
import {
  type LanguageEntry,
  type LanguageImportCheck,
  type LanguageListQuery,
  productLanguagePaths,
  type LanguageSaveBody,
  type ProductTexts,
} from '@iotc/shared/productLanguages';
import { timeZone } from '@/lib/format';
import { download, request } from '@/lib/request';

export function listLanguageEntries(query: LanguageListQuery): Promise<PageResult<LanguageEntry>> {
  return request.get<PageResult<LanguageEntry>>(productLanguagePaths.list, query);
}

/** The views fall back to the stored names when the texts cannot load, so no toast. */
export function getProductTexts(productId: string): Promise<ProductTexts> {
  return request.get<ProductTexts>(productLanguagePaths.texts, { productId }, { suppressError: true });
}

export function saveLanguageEntries(body: LanguageSaveBody): Promise<unknown> {
  return request.post<unknown>(productLanguagePaths.save, body);
}

export function resetLanguageEntries(productId: string, keys: string[]): Promise<unknown> {
  return request.post<unknown>(productLanguagePaths.reset, { productId, keys });
}

/** The pack; the limit's "try again after" is told on the user's clock. */
export function exportLanguagePack(productId: string): Promise<boolean> {
  return download(productLanguagePaths.export, { productId, timeZone: timeZone() });
}

/** The import dialog shows the refusal (the format message or the pack's problems) itself, so no toast. */
export function checkLanguagePack(productId: string, file: File, onProgress: (percent: number) => void): Promise<LanguageImportCheck> {
  const form = new FormData();
  form.append('productId', productId);
  form.append('file', file);
  return request.upload<LanguageImportCheck>(productLanguagePaths.importCheck, form, { onProgress, suppressError: true });
}
