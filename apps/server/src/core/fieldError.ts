import { ErrorCode, translate } from '@iotc/shared';
import type { Lang, MessageParams } from '@iotc/shared';
import { AppError } from './errors.ts';

/**
 * A 422 naming one field, shaped like the answers of schema validation ("<field>: <reason>" as msg,
 * data.errors with the field's path), for rules a schema cannot check: those that read the database.
 */
export function fieldError(lang: Lang, field: string, reasonKey: string, params: MessageParams = {}, labelKey = `field.${field}`): AppError {
  const texts = { field: translate(lang, labelKey), reason: translate(lang, reasonKey, params) };
  return new AppError(ErrorCode.Validation, texts, 'error.validation', { errors: [{ field, msg: translate(lang, 'error.validation', texts) }] });
}
