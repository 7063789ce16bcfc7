import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FirmwareType } from '@iotc/shared';
import type { FirmwareUpgradeMode, FirmwareVersionStatus, FlashSize } from '@iotc/shared/firmware';
import { at, timestamps } from '../../core/columns.ts';
import { tenantIdColumn, tenantRowColumns } from '../../core/tenancy.tables.ts';
import { productIdColumn, products } from '../products/tables.ts';

/**
 * Firmware (spec 001 §3): a product's module or MCU firmware (product_id set, one per type), or a custom firmware
 * of the space (product_id null) that products choose through product_firmware.
 */
export const firmwares = pgTable(
  'firmwares',
  {
    ...tenantRowColumns(),
    /** Null: a custom firmware of the space. */
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** The platform's key: devices report it in info/report and upgrades name it; unique platform-wide. */
    key: text('key').notNull(),
    flag: text('flag').notNull(),
    type: text('type').$type<FirmwareType>().notNull(),
    upgradeChannel: smallint('upgrade_channel').notNull(),
    flashSize: text('flash_size').$type<FlashSize>().notNull(),
    upgradeTimeoutS: integer('upgrade_timeout_s').notNull(),
    upgradeMode: text('upgrade_mode').$type<FirmwareUpgradeMode>().notNull(),
    createdBy: text('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('firmwares_key_idx').on(t.key),
    // One firmware per type and product (spec 001 §5).
    uniqueIndex('firmwares_product_type_idx').on(t.productId, t.type).where(sql`${t.productId} is not null`),
    index('firmwares_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
  ],
);

/** A firmware's versions: drafts until published; a published one may be unlisted. Files are immutable once stored. */
export const firmwareVersions = pgTable(
  'firmware_versions',
  {
    ...tenantRowColumns(),
    firmwareId: text('firmware_id')
      .notNull()
      .references(() => firmwares.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    description: text('description').notNull(),
    /** Storage key of the upgrade file (never served by the public files route). */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    md5: text('md5').notNull(),
    productionFileKey: text('production_file_key'),
    productionFileName: text('production_file_name'),
    productionFileSize: integer('production_file_size'),
    isMust: boolean('is_must').notNull(),
    dependencyFirmwareId: text('dependency_firmware_id').references(() => firmwares.id, { onDelete: 'set null' }),
    dependencyVersion: text('dependency_version'),
    status: text('status').$type<FirmwareVersionStatus>().notNull(),
    publishedAt: at('published_at'),
    publishedBy: text('published_by'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('firmware_versions_version_idx').on(t.firmwareId, t.version), index('firmware_versions_tenant_idx').on(t.tenantId)],
);

/**
 * The firmware a product ships: a row per firmware of its own (custom false, made with the firmware) and per custom
 * firmware it chose (selectCustomerFirmware), with the version it ships (changeVersionSubmit; null until chosen).
 */
export const productFirmware = pgTable(
  'product_firmware',
  {
    tenantId: tenantIdColumn(),
    productId: productIdColumn(),
    firmwareId: text('firmware_id')
      .notNull()
      .references(() => firmwares.id, { onDelete: 'cascade' }),
    custom: boolean('custom').notNull(),
    versionId: text('version_id').references(() => firmwareVersions.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.firmwareId] }), index('product_firmware_firmware_idx').on(t.firmwareId)],
);
