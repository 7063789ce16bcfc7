import { ErrorCode, translate } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import type { ProductPart } from '../products/parts.ts';
import { copySchemes, schemeBrokenBy, schemeCount } from './service.ts';

/**
 * Voice control: a copy carries the schemes as drafts (with their secret files, no records). A change of the functions
 * that would leave a scheme mapping a function or value that no longer exists is refused, naming both. Deleting the
 * product needs nothing more: schemes, records and secret files go with it by foreign keys.
 */
export const voicePart: ProductPart = {
  name: 'voice',
  copy: copySchemes,
  copied: async (db, scope, productId) => [{ item: 'voiceScheme', count: await schemeCount(db, scope, productId) }],
  functionsChanging: async (db, scope, productId, after, lang) => {
    const broken = await schemeBrokenBy(db, scope, productId, after);
    if (broken) {
      throw new AppError(ErrorCode.Conflict, { identifier: broken.identifier, platform: translate(lang, `voice.platform.${broken.platform}`) }, 'error.functionInVoice');
    }
  },
};
