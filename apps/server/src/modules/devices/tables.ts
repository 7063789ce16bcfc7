import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { DeviceInfo, Dps } from '@iotc/shared';
import { at, serialIdColumn, timestamps } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { productRowColumns } from '../products/tables.ts';

/**
 * Devices: one row per credential (manufacture triple, spec 001 §3 Device and Manufacture triple),
 * created by the triple generator (nature real), the virtual-device runner (virtual) or debugging
 * (debug). The device connects with client id = `id` (the did), `username`, and the password the
 * server derives from the did with its device secret (core/deviceSecret.ts), so no password is stored.
 */
export const devices = pgTable(
  'devices',
  {
    /** The did: devices connect with it, so it is unique platform-wide. */
    ...productRowColumns(),
    /** DeviceNature: 1 real, 2 virtual, 3 debug. */
    nature: smallint('nature').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    sn: text('sn'),
    mac: text('mac'),
    batch: text('batch'),
    /** The triple generation that made it (modules/triples); null for virtual and debug devices. */
    generationId: text('generation_id'),
    /** The user who created it (virtual and debug devices: the userAccount). */
    createdBy: text('created_by'),
    /** First successful connect; null while not activated. */
    activatedAt: at('activated_at'),
    /** Last successful connect. */
    lastActivatedAt: at('last_activated_at'),
    online: boolean('online').notNull().default(false),
    onlineChangedAt: at('online_changed_at'),
    /** The last info/report (firmware keys and versions, module SN, production UUID). */
    info: jsonb('info').$type<DeviceInfo>(),
    productionUuid: text('production_uuid'),
    moduleFirmwareKey: text('module_firmware_key'),
    moduleFirmwareVersion: text('module_firmware_version'),
    mcuFirmwareKey: text('mcu_firmware_key'),
    mcuFirmwareVersion: text('mcu_firmware_version'),
    moduleSn: text('module_sn'),
    boundUser: text('bound_user'),
    boundApp: text('bound_app'),
    location: text('location'),
    channel: text('channel'),
    timezone: text('timezone'),
    isAi: boolean('is_ai').notNull().default(false),
    /** How many times the triple was exported. */
    exportCount: smallint('export_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // The device list reads newest first, (createdAt, id) descending: each index it pages through ends in that order,
    // so a page is the first entries of one range, whatever the filter keeps of a big space (a product, a batch, the
    // virtual or debug devices, the online or activated ones of the space or of a product: these as partial indexes,
    // which a new device (offline, not activated) does not enter, and which let the capped counts stop early).
    index('devices_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('devices_tenant_product_idx').on(t.tenantId, t.productId, t.createdAt, t.id),
    index('devices_tenant_batch_idx').on(t.tenantId, t.batch, t.createdAt, t.id),
    index('devices_tenant_nature_idx').on(t.tenantId, t.nature, t.createdAt, t.id),
    index('devices_online_idx').on(t.tenantId, t.createdAt, t.id).where(sql`${t.online}`),
    index('devices_product_online_idx').on(t.tenantId, t.productId, t.createdAt, t.id).where(sql`${t.online}`),
    index('devices_activated_idx').on(t.tenantId, t.createdAt, t.id).where(sql`${t.activatedAt} is not null`),
    index('devices_product_activated_idx').on(t.tenantId, t.productId, t.createdAt, t.id).where(sql`${t.activatedAt} is not null`),
    index('devices_generation_idx').on(t.generationId),
    index('devices_product_sn_idx').on(t.productId, t.sn),
    // The list's search by part of the did or SN (ILIKE '%...%') reads these instead of every device of the space.
    index('devices_id_trgm_idx').using('gin', sql`${t.id} gin_trgm_ops`),
    index('devices_sn_trgm_idx').using('gin', sql`${t.sn} gin_trgm_ops`),
  ],
);

/** The last known value of every data point a device reported: a narrow row, updated on each report. */
export const deviceStates = pgTable('device_states', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  state: jsonb('state').$type<Dps>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The columns a record of a device's messages starts with (log, malfunction, set-aside row). The device and product
 * ids are no foreign keys: the records are kept, and deleted by age, apart from the device's row.
 */
const deviceRecordColumns = () => ({
  id: serialIdColumn(),
  tenantId: tenantIdColumn(),
  deviceId: text('device_id').notNull(),
  productId: text('product_id').notNull(),
});

/** Device log (spec 001 §3): every message in and out, kept DEVICE_LOG_RETENTION_DAYS. */
export const deviceLogs = pgTable(
  'device_logs',
  {
    ...deviceRecordColumns(),
    /** DeviceEvent */
    eventType: smallint('event_type').notNull(),
    /** The function identifier when the entry concerns one function. */
    funcKey: text('func_key'),
    funcName: text('func_name'),
    value: jsonb('value'),
    /** OriginChannel */
    originChannel: text('origin_channel').notNull(),
    originDetail: text('origin_detail').notNull(),
    mid: text('mid'),
    createdAt: at('created_at').notNull(),
  },
  // The log list reads one device's window in (createdAt, id) order, and counts it from the index alone (hence
  // tenantId, which every read is scoped by, and eventType, its main filter); retention deletes by createdAt.
  (t) => [
    index('device_logs_device_idx').on(t.deviceId, t.createdAt, t.id, t.tenantId, t.eventType),
    index('device_logs_created_idx').on(t.createdAt),
  ],
);

/** Malfunctions (spec 001 §3): fault bits a device set, and messages the server refused with the reason. */
export const deviceFaults = pgTable(
  'device_faults',
  {
    ...deviceRecordColumns(),
    code: text('code').notNull(),
    /** Params of the description's message key (the description is localized when read). */
    params: jsonb('params').$type<Record<string, string | number>>(),
    reportFrom: text('report_from').notNull(),
    /** FaultReportType */
    reportType: smallint('report_type').notNull(),
    parameter: jsonb('parameter'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('device_faults_tenant_idx').on(t.tenantId, t.createdAt),
    index('device_faults_device_idx').on(t.deviceId, t.createdAt),
    // Retention deletes by createdAt.
    index('device_faults_created_idx').on(t.createdAt),
  ],
);

/**
 * Rows of device messages the database refused despite the ingest's checks, set aside so that they hold up
 * nothing (spec 001 §3's malfunction list shows each with its reason). Kept as long as the device log.
 */
export const deviceDeadLetters = pgTable(
  'device_dead_letters',
  {
    ...deviceRecordColumns(),
    /** What the row was: log, fault, state, info or presence. */
    kind: text('kind').notNull(),
    /** The database's refusal (SQLSTATE and message). */
    reason: text('reason').notNull(),
    /** The row as escaped JSON text, cut to a bounded length. */
    row: text('row').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('device_dead_letters_device_idx').on(t.deviceId, t.createdAt), index('device_dead_letters_created_idx').on(t.createdAt)],
);
