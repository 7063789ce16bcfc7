import { BYTES_PER_MB } from '@iotc/shared';
import { type Firmware, type FirmwareFileKind, type FirmwareType, firmwareUpload } from '@iotc/shared/firmware';
import { currentLanguage, t } from '@/lib/i18n';

/** The firmware's name in the console's language, and the other one (shown beside it in details). */
export function firmwareName(firmware: Pick<Firmware, 'nameZh' | 'nameEn'>): string {
  return currentLanguage === 'en-US' ? firmware.nameEn : firmware.nameZh;
}

export function otherFirmwareName(firmware: Pick<Firmware, 'nameZh' | 'nameEn'>): string {
  return currentLanguage === 'en-US' ? firmware.nameZh : firmware.nameEn;
}

/** The type's name (the shared messages': the server says it in its refusals too). */
export const typeLabel = (type: FirmwareType) => t(`firmware.type.${type}`);

/** The product's name, or "Custom" for a custom firmware of the space. */
export const ownerLabel = (firmware: Pick<Firmware, 'custom' | 'productName'>) => (firmware.custom ? t('firmware.custom') : (firmware.productName ?? '—'));

/** The first and last characters of a hash, for a table cell (the whole one is copied). */
export const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/**
 * The refusal of a chosen firmware file by its name and size (spec 001 §8: only .bin, at most 10M for an upgrade
 * file), or null. The server checks the bytes again.
 */
export function firmwareFileProblem(file: Pick<File, 'name' | 'size'>, kind: FirmwareFileKind): string | null {
  const { maxSizeMb } = firmwareUpload[kind];
  if (!/\.bin$/i.test(file.name)) return t('firmware.onlyBin');
  if (file.size === 0) return t('upload.noFile');
  if (file.size > maxSizeMb * BYTES_PER_MB) return t('firmware.tooLarge', { maxMb: maxSizeMb });
  return null;
}
