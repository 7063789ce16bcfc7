import { z } from 'zod';
import { FIRMWARE_TYPES, type FirmwareType } from '../api/mqtt.ts';
import {
  FIRMWARE_DESCRIPTION_MAX_LENGTH,
  FIRMWARE_FILE_MAX_MB,
  FIRMWARE_PRODUCTION_FILE_MAX_MB,
  FIRMWARE_UPGRADE_TIMEOUT_MAX_S,
  FIRMWARE_UPGRADE_TIMEOUT_MIN_S,
} from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { identifierSchema, lengthRange, versionSchema } from '../validation/index.ts';
import { productIdSchema } from '../products/schemas.ts';

/**
 * Firmware (spec 001 §3, §5): a product's module or MCU firmware (one of each type per product), or a custom
 * firmware of the space (no product) that products choose (selectCustomerFirmware). Versions are drafts until
 * published; a published version may be unlisted (no new release may use it). The file of a version is a .bin
 * of at most 10M, kept with its SHA-256 and MD5.
 */

export { FIRMWARE_TYPES, type FirmwareType };

/** How the app offers the upgrade: asks the user, upgrades without asking (forced), or silently with no word to the user. */
export const FIRMWARE_UPGRADE_MODES = ['notify', 'forced', 'silent'] as const;
export type FirmwareUpgradeMode = (typeof FIRMWARE_UPGRADE_MODES)[number];

export const FLASH_SIZES = ['1M', '2M', '4M', '8M', '16M', '32M'] as const;
export type FlashSize = (typeof FLASH_SIZES)[number];

/** The device-side channel number of the upgrade (the module's own image is 0, an MCU behind it usually 9). */
export const UPGRADE_CHANNEL_MIN = 0;
export const UPGRADE_CHANNEL_MAX = 9;
export const DEFAULT_UPGRADE_CHANNEL: Readonly<Record<FirmwareType, number>> = { module: 0, mcu: 9 };

export const FIRMWARE_VERSION_STATUSES = ['draft', 'published', 'unlisted'] as const;
export type FirmwareVersionStatus = (typeof FIRMWARE_VERSION_STATUSES)[number];

export const FIRMWARE_FILE_KINDS = ['upgrade', 'production'] as const;
export type FirmwareFileKind = (typeof FIRMWARE_FILE_KINDS)[number];

/** What the firmware upload accepts, by file kind (the form's checks; the server checks the bytes). */
export const firmwareUpload: Readonly<Record<FirmwareFileKind, { accept: string; maxSizeMb: number }>> = {
  upgrade: { accept: '.bin', maxSizeMb: FIRMWARE_FILE_MAX_MB },
  production: { accept: '.bin', maxSizeMb: FIRMWARE_PRODUCTION_FILE_MAX_MB },
};

/** -1, 0 or 1 as version a is below, equal to or above b (xx.xx.xx, compared number by number). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

const required = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });

const firmwareFields = {
  nameZh: lengthRange(1, 50),
  nameEn: lengthRange(1, 50),
  /** The firmware's own identifier, as its makers call it (letters, digits, underscore; starts with a letter). */
  flag: identifierSchema.max(32, 'validation.maxLength'),
  upgradeChannel: z.coerce.number({ error: 'validation.required' }).int().min(UPGRADE_CHANNEL_MIN, 'validation.minValue').max(UPGRADE_CHANNEL_MAX, 'validation.maxValue'),
  flashSize: required(FLASH_SIZES),
  upgradeTimeoutS: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .min(FIRMWARE_UPGRADE_TIMEOUT_MIN_S, 'validation.minValue')
    .max(FIRMWARE_UPGRADE_TIMEOUT_MAX_S, 'validation.maxValue'),
  upgradeMode: required(FIRMWARE_UPGRADE_MODES),
};

/** A new firmware: of a product (standard, one per type), or with no product a custom firmware of the space. */
export const firmwareSaveBody = z.object({ productId: productIdSchema.nullish(), type: required(FIRMWARE_TYPES), ...firmwareFields });
export type FirmwareSaveBody = z.input<typeof firmwareSaveBody>;
/** Type and product stay what they were. */
export const firmwareEditBody = z.object({ id: productIdSchema, ...firmwareFields });
export type FirmwareEditBody = z.input<typeof firmwareEditBody>;
export const firmwareIdBody = z.object({ id: productIdSchema });
export type FirmwareIdBody = z.input<typeof firmwareIdBody>;

export const firmwareListQuery = z.object({
  /** A part of either name, the key or the flag. */
  keyword: z.string().trim().max(100, 'validation.maxLength').optional(),
  productId: productIdSchema.optional(),
  type: z.enum(FIRMWARE_TYPES).optional(),
  /** true: custom firmware only; false: products' firmware only. */
  custom: z.boolean().optional(),
  ...pageFields,
});
export type FirmwareListQuery = z.input<typeof firmwareListQuery>;

export const firmware = z.object({
  id: z.string(),
  /** Null for a custom firmware. */
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  custom: z.boolean(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The platform's key of the firmware: devices report it (info/report) and upgrades name it. */
  key: z.string(),
  flag: z.string(),
  type: z.enum(FIRMWARE_TYPES),
  upgradeChannel: z.number().int(),
  flashSize: z.enum(FLASH_SIZES),
  upgradeTimeoutS: z.number().int(),
  upgradeMode: z.enum(FIRMWARE_UPGRADE_MODES),
  /** The highest published (listed) version; null before the first publish. */
  newestVersion: z.string().nullable(),
  versionCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Firmware = z.infer<typeof firmware>;

// ── Files and versions ───────────────────────────────────────────────────────

/** A stored firmware file: `token` names it in a version's save or edit (only the uploading space may use it). */
export const firmwareUploadResult = z.object({
  token: z.string(),
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  sha256: z.string(),
  md5: z.string(),
});
export type FirmwareUploadResult = z.infer<typeof firmwareUploadResult>;

const fileToken = z.string({ error: 'firmware.fileRequired' }).trim().min(1, 'firmware.fileRequired').max(300);
const fileName = z.string().trim().min(1).max(255);

const versionFields = {
  description: z.string().trim().max(FIRMWARE_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').default(''),
  /** The upgrade file (upload token). */
  file: fileToken,
  fileName,
  productionFile: z.string().trim().max(300).nullish(),
  productionFileName: z.string().trim().max(255).nullish(),
  /** Critical version: devices below it must upgrade (the app cannot postpone it). */
  isMust: z.boolean({ error: 'validation.required' }),
  /** Needs another firmware (of the same product) at this version or above first. */
  dependencyFirmwareId: productIdSchema.nullish(),
  dependencyVersion: versionSchema.nullish(),
};

function refineDependency(v: { dependencyFirmwareId?: string | null; dependencyVersion?: string | null }, ctx: z.RefinementCtx): void {
  if (!v.dependencyFirmwareId !== !v.dependencyVersion) {
    ctx.addIssue({ code: 'custom', path: [v.dependencyFirmwareId ? 'dependencyVersion' : 'dependencyFirmwareId'], message: 'validation.required' });
  }
}

export const firmwareVersionSaveBody = z.object({ firmwareId: productIdSchema, version: versionSchema, ...versionFields }).superRefine(refineDependency);
export type FirmwareVersionSaveBody = z.input<typeof firmwareVersionSaveBody>;
/** A draft only: the version number stays. */
export const firmwareVersionEditBody = z.object({ id: productIdSchema, ...versionFields }).superRefine(refineDependency);
export type FirmwareVersionEditBody = z.input<typeof firmwareVersionEditBody>;
export const firmwareVersionIdBody = z.object({ id: productIdSchema });
export type FirmwareVersionIdBody = z.input<typeof firmwareVersionIdBody>;
export const firmwareVersionListQuery = z.object({
  firmwareId: productIdSchema,
  status: z.enum(FIRMWARE_VERSION_STATUSES).optional(),
  ...pageFields,
});
export type FirmwareVersionListQuery = z.input<typeof firmwareVersionListQuery>;

export const firmwareVersion = z.object({
  id: z.string(),
  firmwareId: z.string(),
  version: z.string(),
  description: z.string(),
  /** The upgrade file's token (as the upload answered it): an edit of the draft that keeps its file sends it back. */
  file: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  sha256: z.string(),
  md5: z.string(),
  /** The production file's token, like `file`. */
  productionFile: z.string().nullable(),
  productionFileName: z.string().nullable(),
  productionFileSize: z.number().int().nullable(),
  isMust: z.boolean(),
  dependency: z.object({ firmwareId: z.string(), firmwareKey: z.string(), firmwareName: z.string(), version: z.string() }).nullable(),
  status: z.enum(FIRMWARE_VERSION_STATUSES),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  publishedAt: z.number().int().nullable(),
});
export type FirmwareVersion = z.infer<typeof firmwareVersion>;

// ── A product's firmware (hardware development tab) ──────────────────────────

export const productFirmwareQuery = z.object({ productId: productIdSchema });
export type ProductFirmwareQuery = z.input<typeof productFirmwareQuery>;

/** One firmware as the product uses it: the version it ships (chosen with changeVersionSubmit) and the newest one. */
export const productFirmwareItem = z.object({
  firmware,
  currentVersionId: z.string().nullable(),
  currentVersion: z.string().nullable(),
  newestVersion: z.string().nullable(),
});
export type ProductFirmwareItem = z.infer<typeof productFirmwareItem>;

export const productFirmwareResult = z.object({
  /** The product's own firmware, module first. */
  standard: z.array(productFirmwareItem),
  /** The custom firmware the product chose. */
  custom: z.array(productFirmwareItem),
});
export type ProductFirmwareResult = z.infer<typeof productFirmwareResult>;

/** changeVersionList and changeCustomVersionList: the published versions of one firmware the product may ship, newest first. */
export const changeVersionListQuery = z.object({ productId: productIdSchema, firmwareId: productIdSchema });
export type ChangeVersionListQuery = z.input<typeof changeVersionListQuery>;
export const changeVersionSubmitBody = z.object({ productId: productIdSchema, firmwareId: productIdSchema, versionId: productIdSchema });
export type ChangeVersionSubmitBody = z.input<typeof changeVersionSubmitBody>;

/** queryCustomFirmware: the space's custom firmware, each with whether the product chose it. */
export const customFirmwareQuery = z.object({ productId: productIdSchema, keyword: z.string().trim().max(100, 'validation.maxLength').optional() });
export type CustomFirmwareQuery = z.input<typeof customFirmwareQuery>;
export const customFirmwareItem = firmware.extend({ selected: z.boolean() });
export type CustomFirmwareItem = z.infer<typeof customFirmwareItem>;
export const customFirmwareBody = z.object({ productId: productIdSchema, firmwareId: productIdSchema });
export type CustomFirmwareBody = z.input<typeof customFirmwareBody>;
