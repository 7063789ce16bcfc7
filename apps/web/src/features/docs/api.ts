import { docsPaths, type DocumentType, type IntroduceDoc } from '@iotc/shared/docs';
import { request } from '@/lib/request';

/**
 * A public document (markdown). `silent`: the page shows its own error state with a retry, and a
 * failure here says nothing about a session (these pages are read signed out).
 */
export function getIntroduce(type: DocumentType): Promise<IntroduceDoc> {
  return request.get<IntroduceDoc>(docsPaths.document, { type }, { silent: true });
}
