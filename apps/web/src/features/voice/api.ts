import type { PageResult } from '@iotc/shared';
import {
  type VoiceDoc,
  voicePaths,
  type VoicePlatform,
  type VoicePublishBody,
  type VoicePublishRecord,
  type VoiceRecordQuery,
  type VoiceSaveBody,
  type VoiceScheme,
  type VoiceSchemeSummary,
  type VoiceSecretFile,
  type VoiceUnit,
} from '@iotc/shared/voice';
import { request } from '@/lib/request';

export function listVoiceSchemes(productId: string): Promise<VoiceSchemeSummary[]> {
  return request.post<VoiceSchemeSummary[]>(voicePaths.list, { productId });
}

export function getVoiceScheme(productId: string, platform: VoicePlatform): Promise<VoiceScheme> {
  return request.post<VoiceScheme>(voicePaths.detail, { productId, platform });
}

/** The form shows the server's field refusals under the fields. */
export function saveVoiceScheme(body: VoiceSaveBody): Promise<VoiceScheme> {
  return request.post<VoiceScheme>(voicePaths.save, body);
}

export function publishVoiceScheme(body: VoicePublishBody): Promise<VoiceScheme> {
  return request.post<VoiceScheme>(voicePaths.publish, body);
}

export function reviseVoiceScheme(productId: string, platform: VoicePlatform): Promise<VoiceScheme> {
  return request.post<VoiceScheme>(voicePaths.revise, { productId, platform });
}

export function listVoiceUnits(): Promise<VoiceUnit[]> {
  return request.post<VoiceUnit[]>(voicePaths.unitList, {});
}

export function listVoicePublishRecords(query: VoiceRecordQuery): Promise<PageResult<VoicePublishRecord>> {
  return request.get<PageResult<VoicePublishRecord>>(voicePaths.publishRecord, query);
}

export function getVoiceDoc(platform: VoicePlatform): Promise<VoiceDoc> {
  return request.get<VoiceDoc>(voicePaths.getDoc, { platform });
}

/** The file goes up as soon as it is chosen; the form shows a refusal under the field, so no toast. */
export function uploadVoiceSecret(productId: string, platform: VoicePlatform, file: File, onProgress: (percent: number) => void): Promise<VoiceSecretFile> {
  const form = new FormData();
  form.append('productId', productId);
  form.append('platform', platform);
  form.append('file', file);
  return request.upload<VoiceSecretFile>(voicePaths.uploadSecret, form, { onProgress, suppressError: true });
}
