import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DEVICE_COUNT_MAX, DEVICE_LOG_COUNT_MAX, ErrorCode, MESH_COMPANY_ID, translate } from '@iotc/shared';
import { ActiveStatus, DeviceNature, FaultReportType, OnlineStatus, parseFaultBitCode } from '@iotc/shared/devices';
import type { Dps, Lang, PageResult } from '@iotc/shared';
import type {
  DeviceCount,
  deviceCountQuery,
  DeviceDetail,
  DeviceEvent,
  DeviceFaultItem,
  deviceFaultQuery,
  DeviceItem,
  deviceListQuery,
  DeviceLogItem,
  deviceLogQuery,
  MeshDeviceItem,
  meshDeviceListQuery,
  OriginChannel,
} from '@iotc/shared/devices';
import type { FaultBit } from '@iotc/shared/functions';
import { RealtimeKind } from '@iotc/shared/realtime';
import { epochSeconds } from '../../core/clock.ts';
import { qualified, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { containing, keywordMatch, listPage, page, pageOffset } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { AppContext } from '../../core/context.ts';
import { listFunctions } from '../functions/service.ts';
import { productIdsOfNetwork, productLabels, type ProductLabel } from '../products/readModel.ts';
import { spaceOwnerAccount, spaceUserIds } from '../spaces/service.ts';
import { deviceFaults, deviceLogs, deviceStates, devices } from './tables.ts';

/** Devices activated with the product's credentials: a product with any cannot be deleted. */
export async function activatedCountOf(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(scope.where(devices, eq(devices.productId, productId), isNotNull(devices.activatedAt)));
  return row?.n ?? 0;
}

/**
 * The stored states of devices, by did, whatever their space: for the server's own pipelines (the push
 * evaluator), which hold the devices' identities from the broker already.
 */
export async function storedStates(db: Db, dids: readonly string[]): Promise<Map<string, Dps>> {
  if (dids.length === 0) return new Map();
  const rows = await db.select({ did: deviceStates.deviceId, state: deviceStates.state }).from(deviceStates).where(inArray(deviceStates.deviceId, [...dids]));
  return new Map(rows.map((row) => [row.did, row.state]));
}

/** A product's activated-device count as a column of a query over products (the product detail). */
export function activatedCountColumn(productId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*) from ${devices} where ${qualified(devices.productId)} = ${qualified(productId)} and ${qualified(devices.activatedAt)} is not null)`.mapWith(Number);
}

/** Removes the product's devices that never connected (a product being deleted). */
export async function deleteUnusedCredentials(db: Db, scope: TenantScope, productId: string): Promise<void> {
  await db.delete(devices).where(scope.where(devices, and(eq(devices.productId, productId), isNull(devices.activatedAt))));
}

/** Manufacture triples generated in the space and how many are activated: what the device quota counts (virtual and debug devices are not counted). */
export async function credentialCounts(db: Db, scope: TenantScope): Promise<{ generated: number; activated: number }> {
  const [row] = await db
    .select({ generated: count(), activated: count(devices.activatedAt) })
    .from(devices)
    .where(scope.where(devices, eq(devices.nature, DeviceNature.Real)));
  return { generated: row?.generated ?? 0, activated: row?.activated ?? 0 };
}

// ── Devices of one nature (the virtual-device module's reads and deletes) ────

export type DeviceRow = typeof devices.$inferSelect;

/** The space's devices of the product of one nature (all of them, or those among `dids`), newest first. */
export async function devicesOfNature(db: Db, scope: TenantScope, productId: string, nature: DeviceNature, dids?: readonly string[]): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(scope.where(devices, eq(devices.productId, productId), eq(devices.nature, nature), dids ? inArray(devices.id, [...dids]) : undefined))
    .orderBy(desc(devices.createdAt), desc(devices.id));
}

/** How many of these devices of the space are online (or offline, with `online` false). */
export async function countByOnline(db: Db, scope: TenantScope, dids: readonly string[], online: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(scope.where(devices, inArray(devices.id, [...dids]), eq(devices.online, online)));
  return row?.n ?? 0;
}

/** Those of `dids` whose rows still exist, whatever their space. */
export async function existingDids(db: Db, dids: readonly string[]): Promise<Set<string>> {
  if (dids.length === 0) return new Set();
  const rows = await db.select({ id: devices.id }).from(devices).where(inArray(devices.id, [...dids]));
  return new Set(rows.map((row) => row.id));
}

/** The products (among `productIds`, or all) with devices of this nature, each with its space. */
export async function productsWithNature(db: Db, nature: DeviceNature, productIds: readonly string[] | null): Promise<{ tenantId: string; productId: string }[]> {
  return db
    .selectDistinct({ tenantId: devices.tenantId, productId: devices.productId })
    .from(devices)
    .where(and(eq(devices.nature, nature), productIds ? inArray(devices.productId, [...productIds]) : undefined));
}

/** The space's devices of the product of one nature with their last stored state (null when none was reported). */
export async function devicesWithState(
  db: Db,
  scope: TenantScope,
  productId: string,
  nature: DeviceNature,
): Promise<{ id: string; username: string; info: DeviceRow['info']; state: Dps | null }[]> {
  return db
    .select({ id: devices.id, username: devices.username, info: devices.info, state: deviceStates.state })
    .from(devices)
    .leftJoin(deviceStates, eq(deviceStates.deviceId, devices.id))
    .where(scope.where(devices, eq(devices.productId, productId), eq(devices.nature, nature)));
}

/** Deletes devices of the space with their state, logs and malfunctions, all or nothing. */
export async function deleteDevices(db: Db, scope: TenantScope, dids: readonly string[]): Promise<void> {
  const ids = [...dids];
  await db.transaction(async (tx) => {
    await tx.delete(deviceLogs).where(scope.where(deviceLogs, inArray(deviceLogs.deviceId, ids)));
    await tx.delete(deviceFaults).where(scope.where(deviceFaults, inArray(deviceFaults.deviceId, ids)));
    // device_states go with the row (foreign key, on delete cascade).
    await tx.delete(devices).where(scope.where(devices, inArray(devices.id, ids)));
  });
}

// ── Registry reads (activeDevice/*, failLoglist, meshDevice/list) ────────────

export interface RegistryEntry {
  id: string;
  productId: string;
  nature: DeviceNature;
  name: string;
  online: boolean;
}

/** The space's devices among `dids` (in no order): what other modules check a did against and show of it. */
export async function registryEntries(db: Db, scope: TenantScope, dids: readonly string[]): Promise<RegistryEntry[]> {
  if (dids.length === 0) return [];
  const rows = await db
    .select({ id: devices.id, productId: devices.productId, nature: devices.nature, name: devices.name, online: devices.online })
    .from(devices)
    .where(scope.where(devices, inArray(devices.id, [...dids])));
  return rows.map((row) => ({ ...row, nature: row.nature as DeviceNature }));
}

const itemColumns = {
  id: devices.id,
  name: devices.name,
  productId: devices.productId,
  nature: devices.nature,
  sn: devices.sn,
  mac: devices.mac,
  batch: devices.batch,
  activatedAt: devices.activatedAt,
  lastActivatedAt: devices.lastActivatedAt,
  online: devices.online,
  updatedAt: devices.updatedAt,
};

interface ItemRow {
  id: string;
  name: string;
  productId: string;
  nature: number;
  sn: string | null;
  mac: string | null;
  batch: string | null;
  activatedAt: Date | null;
  lastActivatedAt: Date | null;
  online: boolean;
  updatedAt: Date;
}

const seconds = (date: Date | null) => (date ? epochSeconds(date) : null);

/** A device as the lists answer it, with its product's name and key. */
export function deviceItemOf(row: ItemRow, product: Pick<ProductLabel, 'name' | 'productKey'>): DeviceItem {
  return {
    id: row.id,
    did: row.id,
    name: row.name,
    productId: row.productId,
    productName: product.name,
    productKey: product.productKey,
    deviceNature: row.nature as DeviceNature,
    sn: row.sn,
    mac: row.mac,
    batchId: row.batch,
    activeStatus: row.activatedAt ? ActiveStatus.Active : ActiveStatus.Inactive,
    onlineStatus: row.online ? OnlineStatus.Online : OnlineStatus.Offline,
    activatedTime: seconds(row.activatedAt),
    lastActivatedTime: seconds(row.lastActivatedAt),
    updateTime: epochSeconds(row.updatedAt),
  };
}

/** The rows as items with their product's name and key; a row whose product went meanwhile is left out (deleted with it). */
async function toItems(db: Db, rows: readonly ItemRow[]): Promise<DeviceItem[]> {
  const labels = await productLabels(db, rows.map((row) => row.productId));
  return rows.flatMap((row) => {
    const product = labels.get(row.productId);
    return product ? [deviceItemOf(row, product)] : [];
  });
}

/**
 * One page of the space's devices, newest first, with their product's name and key, and the total counted up to
 * DEVICE_COUNT_MAX. Each filter that keeps few devices has an index in list order (tables.ts), so the page is the
 * first entries of one index range. A part of the did or SN is found in the trigram indexes; the planner cannot
 * tell how many devices it matches, and would often rather walk the whole space newest first looking for them. So
 * the matches, when fewer than DEVICE_COUNT_MAX, are read unordered (the trigram index's one bitmap scan) and sorted
 * on their own, and only a part matching more than that (common enough that the walk finds a page at once) is
 * paged in list order.
 */
export async function listDevices(db: Db, scope: TenantScope, query: z.output<typeof deviceListQuery>): Promise<PageResult<DeviceItem>> {
  const where = scope.where(
    devices,
    query.productId ? eq(devices.productId, query.productId) : undefined,
    query.status === undefined ? undefined : query.status === ActiveStatus.Active ? isNotNull(devices.activatedAt) : isNull(devices.activatedAt),
    query.online === undefined ? undefined : eq(devices.online, query.online === OnlineStatus.Online),
    query.did ? ilike(devices.id, containing(query.did)) : undefined,
    query.sn ? ilike(devices.sn, containing(query.sn)) : undefined,
    query.batch ? eq(devices.batch, query.batch) : undefined,
    query.deviceNature === undefined ? undefined : eq(devices.nature, query.deviceNature),
  );
  const total = cappedCount(db, devices, where, DEVICE_COUNT_MAX);
  const inListOrder = () => db.select(itemColumns).from(devices).where(where).orderBy(desc(devices.createdAt), desc(devices.id)).$dynamic();
  let found: PageResult<ItemRow>;
  if (query.did || query.sn) {
    // The LIMIT keeps the planner from merging the subquery into the ordered walk.
    const matches = db.select({ ...itemColumns, createdAt: devices.createdAt }).from(devices).where(where).limit(DEVICE_COUNT_MAX).as('matches');
    const fewFound = await listPage(query, db.select().from(matches).orderBy(desc(matches.createdAt), desc(matches.id)).$dynamic(), total);
    found = fewFound.total < DEVICE_COUNT_MAX ? fewFound : await listPage(query, inListOrder(), fewFound.total);
  } else {
    found = await listPage(query, inListOrder(), total);
  }
  return { ...found, list: await toItems(db, found.list) };
}

/** One device of the space with every field of 001 §3, its last state and info, and the space owner's account; 404 otherwise. */
export async function deviceDetailOf(db: Db, scope: TenantScope, id: string): Promise<DeviceDetail> {
  // The space owner's account does not depend on the row: both are read at once.
  const [[row], owner] = await Promise.all([
    db
      .select({
        ...itemColumns,
        productionUuid: devices.productionUuid,
        moduleFirmwareKey: devices.moduleFirmwareKey,
        moduleFirmwareVersion: devices.moduleFirmwareVersion,
        mcuFirmwareKey: devices.mcuFirmwareKey,
        mcuFirmwareVersion: devices.mcuFirmwareVersion,
        moduleSn: devices.moduleSn,
        boundUser: devices.boundUser,
        boundApp: devices.boundApp,
        location: devices.location,
        channel: devices.channel,
        timezone: devices.timezone,
        isAi: devices.isAi,
        info: devices.info,
        state: deviceStates.state,
        stateAt: deviceStates.updatedAt,
      })
      .from(devices)
      .leftJoin(deviceStates, and(eq(deviceStates.deviceId, devices.id), eq(deviceStates.tenantId, devices.tenantId)))
      .where(scope.where(devices, eq(devices.id, id))),
    spaceOwnerAccount(db, scope.tenantId),
  ]);
  const [item] = row ? await toItems(db, [row]) : [];
  if (!row || !item) throw new AppError(ErrorCode.NotFound);
  return {
    ...item,
    productionUuid: row.productionUuid,
    moduleFirmwareKey: row.moduleFirmwareKey,
    moduleFirmwareVersion: row.moduleFirmwareVersion,
    mcuFirmwareKey: row.mcuFirmwareKey,
    mcuFirmwareVersion: row.mcuFirmwareVersion,
    moduleSn: row.moduleSn,
    deviceSn: row.sn,
    boundUser: row.boundUser,
    boundApp: row.boundApp,
    location: row.location,
    channel: row.channel,
    timezone: row.timezone,
    owner,
    isAI: row.isAi,
    state: row.state ?? {},
    stateTime: seconds(row.stateAt),
    info: row.info,
  };
}

/**
 * Devices of the space, or of one of its products: all of them, the activated ones and those online now, each
 * counted up to DEVICE_COUNT_MAX (the space's index, and the partial indexes of activated and online devices).
 */
export async function countDevices(db: Db, scope: TenantScope, query: z.output<typeof deviceCountQuery>): Promise<DeviceCount> {
  const matching = (condition?: SQL) =>
    cappedCount(db, devices, scope.where(devices, query.productId ? eq(devices.productId, query.productId) : undefined, condition), DEVICE_COUNT_MAX);
  const [total, active, online] = await Promise.all([matching(), matching(isNotNull(devices.activatedAt)), matching(eq(devices.online, true))]);
  return { total, active, online };
}

/** Rows of a time window given in epoch seconds, both ends included. */
function within(column: PgColumn, window: { startTime?: number; endTime?: number }): (SQL | undefined)[] {
  return [
    window.startTime === undefined ? undefined : gte(column, new Date(window.startTime * 1000)),
    window.endTime === undefined ? undefined : lt(column, new Date((window.endTime + 1) * 1000)),
  ];
}

/**
 * The number of matching rows, counting no further than `max` (the LIMIT stops the scan there). For the log and
 * malfunctions (max DEVICE_LOG_COUNT_MAX) the conditions always hold a device (the log) or a space (faults) and the
 * retention keeps at most 7 days, so the count reads one range of an index; the cap bounds it for a chatty device
 * all the same (a report a second is 600,000 rows a week), and no page past it can be reached by an offset in
 * reasonable time anyway. Devices count up to DEVICE_COUNT_MAX: a space can hold a million.
 */
async function cappedCount(db: Db, table: typeof devices | typeof deviceLogs | typeof deviceFaults, where: SQL | undefined, max: number): Promise<number> {
  const matching = db.select({ id: table.id }).from(table).where(where).limit(max).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * One page of a device's log (the device must be of the caller's space, else the page is empty), in time order
 * either way: device_logs_device_idx reads exactly the device's window. `sort` is the 1-based position in the
 * whole answer, the event's name is in the request's language; times are epoch seconds (the console shows GMT+8).
 */
export async function deviceLogList(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof deviceLogQuery>): Promise<PageResult<DeviceLogItem>> {
  const where = scope.where(
    deviceLogs,
    eq(deviceLogs.deviceId, query.did),
    ...within(deviceLogs.createdAt, query),
    query.eventType === undefined ? undefined : eq(deviceLogs.eventType, query.eventType),
    query.funcKey ? eq(deviceLogs.funcKey, query.funcKey) : undefined,
  );
  const order = query.sort === 'asc' ? [asc(deviceLogs.createdAt), asc(deviceLogs.id)] : [desc(deviceLogs.createdAt), desc(deviceLogs.id)];
  const found = await listPage(query, db.select().from(deviceLogs).where(where).orderBy(...order).$dynamic(), cappedCount(db, deviceLogs, where, DEVICE_LOG_COUNT_MAX));
  const first = pageOffset(query) + 1;
  const list = found.list.map(
    (row, i): DeviceLogItem => ({
      id: String(row.id),
      sort: first + i,
      createdAt: epochSeconds(row.createdAt),
      eventType: row.eventType as DeviceEvent,
      eventTypeName: translate(lang, `device.event.${row.eventType}`),
      funcKey: row.funcKey,
      funcName: row.funcName,
      value: row.value,
      originChannel: row.originChannel as OriginChannel,
      originDetail: row.originDetail,
      mid: row.mid,
    }),
  );
  return page(list, found.total, query);
}

/** The fault functions of the products in `lang`, by product and identifier (a product deleted since has none). */
async function faultFunctionsOf(db: Db, scope: TenantScope, lang: Lang, productIds: readonly string[]): Promise<Map<string, Map<string, FaultBit[]>>> {
  const entries = await Promise.all(
    [...new Set(productIds)].map(async (productId) => {
      const functions = await listFunctions(db, scope, productId, lang).catch((error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.NotFound) return [];
        throw error;
      });
      const faults = new Map(functions.flatMap((f) => (f.dataType === 'fault' ? [[f.identifier, f.faultBits] as const] : [])));
      return [productId, faults] as const;
    }),
  );
  return new Map(entries);
}

/**
 * One page of the space's malfunctions, newest first: fault bits a device set (described by the bit's name as the
 * product defines it now) and messages the server refused (described by their `device.problem.*` reason in the
 * request's language). Filters: device, product, time window.
 */
export async function deviceFaultList(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof deviceFaultQuery>): Promise<PageResult<DeviceFaultItem>> {
  const where = scope.where(
    deviceFaults,
    query.did ? eq(deviceFaults.deviceId, query.did) : undefined,
    query.productId ? eq(deviceFaults.productId, query.productId) : undefined,
    ...within(deviceFaults.createdAt, query),
  );
  const found = await listPage(
    query,
    db.select().from(deviceFaults).where(where).orderBy(desc(deviceFaults.createdAt), desc(deviceFaults.id)).$dynamic(),
    cappedCount(db, deviceFaults, where, DEVICE_LOG_COUNT_MAX),
  );
  const rows = found.list;
  const faultRows = rows.filter((row) => row.reportType === FaultReportType.Fault);
  const faultFunctions = await faultFunctionsOf(db, scope, lang, faultRows.map((row) => row.productId));
  const describe = (row: (typeof rows)[number]): string => {
    if (row.reportType === FaultReportType.Rejected) return translate(lang, row.code, row.params ?? undefined);
    const bit = parseFaultBitCode(row.code);
    return (bit && faultFunctions.get(row.productId)?.get(bit.identifier)?.[bit.bit]?.name) ?? row.code;
  };
  const list = rows.map(
    (row): DeviceFaultItem => ({
      id: String(row.id),
      did: row.deviceId,
      productId: row.productId,
      createdAt: epochSeconds(row.createdAt),
      code: row.code,
      description: describe(row),
      reportFrom: row.reportFrom,
      reportType: row.reportType as FaultReportType,
      parameter: row.parameter,
    }),
  );
  return page(list, found.total, query);
}

/**
 * Bluetooth mesh devices: the devices of the space's products of network type ble_mesh, newest first; filters by
 * product (our product id) and a part of the device id or name. Each row carries what a mesh provisioner needs:
 * deviceKey = the device's credential username (the key it pairs with beside the product key), companyId = the
 * platform's Bluetooth SIG company id (MESH_COMPANY_ID), productId = the product's mesh product id, version = the
 * MCU firmware version from the device's last info/report.
 */
export async function meshDeviceList(db: Db, scope: TenantScope, query: z.output<typeof meshDeviceListQuery>): Promise<PageResult<MeshDeviceItem>> {
  const meshProducts = await productIdsOfNetwork(db, scope, 'ble_mesh');
  const where = scope.where(
    devices,
    inArray(devices.productId, meshProducts),
    query.productId ? eq(devices.productId, query.productId) : undefined,
    keywordMatch(query.keyword, devices.id, devices.name),
  );
  const rows = db
    .select({ id: devices.id, productId: devices.productId, username: devices.username, version: devices.mcuFirmwareVersion, online: devices.online })
    .from(devices)
    .where(where)
    .orderBy(desc(devices.createdAt), desc(devices.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(devices).where(where));
  const labels = await productLabels(db, found.list.map((row) => row.productId));
  const list = found.list.flatMap((row): MeshDeviceItem[] => {
    const product = labels.get(row.productId);
    if (!product) return [];
    return [
      {
        id: row.id,
        did: row.id,
        deviceKey: row.username,
        companyId: MESH_COMPANY_ID,
        productId: product.meshProductId,
        productName: product.name,
        version: row.version,
        onlineStatus: row.online ? OnlineStatus.Online : OnlineStatus.Offline,
      },
    ];
  });
  return { ...found, list };
}

/** Tells the space's open tabs that these devices changed (the device lists' real-time message); call it after the commit. */
export async function devicesChanged(ctx: Pick<AppContext, 'db' | 'realtime'>, scope: TenantScope, dids: readonly string[]): Promise<void> {
  await ctx.realtime.publish(RealtimeKind.Device, await spaceUserIds(ctx.db, scope.tenantId), { ids: [...dids] });
}

/** What an OTA release reads of a device it may target. */
export interface UpgradeCandidate {
  did: string;
  moduleVersion: string | null;
  mcuVersion: string | null;
  location: string | null;
  boundUser: string | null;
}

/** The product's activated devices (real, virtual and debug alike): the targets of its OTA releases. */
export async function activatedDevicesOf(db: Db, scope: TenantScope, productId: string): Promise<UpgradeCandidate[]> {
  return db
    .select({ did: devices.id, moduleVersion: devices.moduleFirmwareVersion, mcuVersion: devices.mcuFirmwareVersion, location: devices.location, boundUser: devices.boundUser })
    .from(devices)
    .where(scope.where(devices, eq(devices.productId, productId), isNotNull(devices.activatedAt)));
}

/** The dids online now, as a subquery another module filters its rows by (`inArray(table.did, onlineDids(db))`). */
export function onlineDids(db: Db) {
  return db.select({ id: devices.id }).from(devices).where(eq(devices.online, true));
}

/** The time zones (IANA, null when the device said none) of these devices. */
export async function timeZonesOf(db: Db, dids: readonly string[]): Promise<Map<string, string | null>> {
  if (dids.length === 0) return new Map();
  const rows = await db.select({ id: devices.id, timezone: devices.timezone }).from(devices).where(inArray(devices.id, [...dids]));
  return new Map(rows.map((row) => [row.id, row.timezone]));
}
