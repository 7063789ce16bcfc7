import { z } from 'zod';
import { FUNCTION_IDENTIFIER_PATTERN } from '../functions/schemas.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Devices (spec 001 §3 Device, Device log, Malfunction, Bluetooth Mesh device): one row per credential
 * (manufacture triple) of a product; a device is activated by its first successful connect.
 */

/** deviceNature: a real device (triple), a virtual one run by the server, a real debug device. */
export const DeviceNature = { Real: 1, Virtual: 2, Debug: 3 } as const;
export type DeviceNature = (typeof DeviceNature)[keyof typeof DeviceNature];
export const DEVICE_NATURES = Object.values(DeviceNature);

/** activeStatus: 0 not yet connected, 1 activated. */
export const ActiveStatus = { Inactive: 0, Active: 1 } as const;
export type ActiveStatus = (typeof ActiveStatus)[keyof typeof ActiveStatus];

/** onlineStatus: 0 offline, 1 online. */
export const OnlineStatus = { Offline: 0, Online: 1 } as const;
export type OnlineStatus = (typeof OnlineStatus)[keyof typeof OnlineStatus];

/** Answer shapes of what a device reports (mqtt.ts Dps, DeviceInfo): DP ID → value. */
export const dpsSchema = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()]));
const firmware = z.object({ firmwareKey: z.string(), version: z.string() });
const deviceInfo = z.object({
  module: firmware.optional(),
  mcu: firmware.optional(),
  moduleSn: z.string().optional(),
  productionUuid: z.string().optional(),
  mac: z.string().optional(),
});
const epochSeconds = z.number().int();

const binary = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const idText = z.string().trim().max(64);

/** activeDevice/list: the space's devices, newest first. */
export const deviceListQuery = z.object({
  ...pageFields,
  productId: idText.optional(),
  /** activeStatus */
  status: binary.optional(),
  /** onlineStatus */
  online: binary.optional(),
  /** Part of the device id. */
  did: idText.optional(),
  /** Part of the serial number. */
  sn: idText.optional(),
  batch: idText.optional(),
  deviceNature: z.coerce.number().pipe(z.union(DEVICE_NATURES.map((n) => z.literal(n)))).optional(),
});
export type DeviceListQuery = z.input<typeof deviceListQuery>;

export const deviceItem = z.object({
  id: z.string(),
  did: z.string(),
  name: z.string(),
  productId: z.string(),
  productName: z.string(),
  productKey: z.string(),
  deviceNature: z.literal(DEVICE_NATURES),
  sn: z.string().nullable(),
  mac: z.string().nullable(),
  batchId: z.string().nullable(),
  activeStatus: z.literal(Object.values(ActiveStatus)),
  onlineStatus: z.literal(Object.values(OnlineStatus)),
  /** Epoch seconds; null until activated. */
  activatedTime: epochSeconds.nullable(),
  /** The last connect. */
  lastActivatedTime: epochSeconds.nullable(),
  updateTime: epochSeconds,
});
export type DeviceItem = z.infer<typeof deviceItem>;

/** activeDevice/detail/{id}: every field of 001 §3 Device. */
export const deviceDetail = deviceItem.extend({
  productionUuid: z.string().nullable(),
  moduleFirmwareKey: z.string().nullable(),
  moduleFirmwareVersion: z.string().nullable(),
  mcuFirmwareKey: z.string().nullable(),
  mcuFirmwareVersion: z.string().nullable(),
  moduleSn: z.string().nullable(),
  deviceSn: z.string().nullable(),
  boundUser: z.string().nullable(),
  boundApp: z.string().nullable(),
  location: z.string().nullable(),
  channel: z.string().nullable(),
  timezone: z.string().nullable(),
  /** The account of the space owner the device belongs to. */
  owner: z.string(),
  isAI: z.boolean(),
  /** The device's last known state: DP ID → value. */
  state: dpsSchema,
  /** Epoch seconds of the last state change; null when none was reported. */
  stateTime: epochSeconds.nullable(),
  /** The last info/report as the device sent it. */
  info: deviceInfo.nullable(),
});
export type DeviceDetail = z.infer<typeof deviceDetail>;

/** activeDevice/count: counts of the space, or of one product. */
export const deviceCountQuery = z.object({ productId: idText.optional() });
export type DeviceCountQuery = z.input<typeof deviceCountQuery>;
export const deviceCount = z.object({ total: z.number().int(), active: z.number().int(), online: z.number().int() });
export type DeviceCount = z.infer<typeof deviceCount>;

/** Device log events (eventTypeName is their localized name). */
export const DeviceEvent = {
  Online: 1,
  Offline: 2,
  Report: 3,
  Control: 4,
  ControlAck: 5,
  Query: 6,
  QueryAck: 7,
  Info: 8,
  Reboot: 9,
  Restore: 10,
  Upgrade: 11,
  UpgradeProgress: 12,
  Activated: 13,
} as const;
export type DeviceEvent = (typeof DeviceEvent)[keyof typeof DeviceEvent];
export const DEVICE_EVENTS = Object.values(DeviceEvent);

/** Where a logged message came from (originChannel). */
export const ORIGIN_CHANNELS = ['device', 'console', 'virtual', 'app', 'cloud'] as const;
export type OriginChannel = (typeof ORIGIN_CHANNELS)[number];

export const deviceLogQuery = z.object({
  ...pageFields,
  did: idText.min(1, 'validation.required'),
  eventType: z.coerce.number().pipe(z.union(DEVICE_EVENTS.map((e) => z.literal(e)))).optional(),
  /** A function identifier. */
  funcKey: idText.optional(),
  /** Epoch seconds. */
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type DeviceLogQuery = z.input<typeof deviceLogQuery>;

export const deviceLogItem = z.object({
  id: z.string(),
  /** Position in the answer's order (1-based across pages). */
  sort: z.number().int(),
  /** Epoch seconds; shown in GMT+8. */
  createdAt: epochSeconds,
  eventType: z.literal(DEVICE_EVENTS),
  eventTypeName: z.string(),
  funcKey: z.string().nullable(),
  funcName: z.string().nullable(),
  /** The value for a single function, else the message's payload. */
  value: z.unknown(),
  originChannel: z.enum(ORIGIN_CHANNELS),
  /** Who or what: the console user's account, the virtual-device runner, the client id. */
  originDetail: z.string(),
  mid: z.string().nullable(),
});
export type DeviceLogItem = z.infer<typeof deviceLogItem>;

/** data/open/overview/failLoglist: malfunctions and refused messages. */
export const deviceFaultQuery = z.object({
  ...pageFields,
  did: idText.optional(),
  productId: idText.optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});
export type DeviceFaultQuery = z.input<typeof deviceFaultQuery>;

/** reportType: a fault bit the device set, or a message the server refused. */
export const FaultReportType = { Fault: 1, Rejected: 2 } as const;
export type FaultReportType = (typeof FaultReportType)[keyof typeof FaultReportType];

/**
 * The code of a Fault row: the fault function's identifier and the bit's index, e.g. "fault.2" (identifiers
 * hold no dot). The fault list shows the bit's name as its description; a Rejected row's code is a
 * `device.problem.*` key instead, its params in the row's params.
 */
export function faultBitCode(identifier: string, bit: number): string {
  return `${identifier}.${bit}`;
}

/** The identifier and bit of a Fault row's code; null for anything else. */
export function parseFaultBitCode(code: string): { identifier: string; bit: number } | null {
  const dot = code.lastIndexOf('.');
  const identifier = code.slice(0, dot);
  const bit = code.slice(dot + 1);
  return dot > 0 && FUNCTION_IDENTIFIER_PATTERN.test(identifier) && /^\d+$/.test(bit) ? { identifier, bit: Number(bit) } : null;
}

export const deviceFaultItem = z.object({
  id: z.string(),
  did: z.string(),
  productId: z.string(),
  createdAt: epochSeconds,
  /** The fault function's identifier and bit, or the refusal's reason key. */
  code: z.string(),
  /** Localized description. */
  description: z.string(),
  /** The topic or client the message came from. */
  reportFrom: z.string(),
  reportType: z.literal(Object.values(FaultReportType)),
  /** The offending payload or fault value. */
  parameter: z.unknown(),
});
export type DeviceFaultItem = z.infer<typeof deviceFaultItem>;

/** meshDevice/list: Bluetooth mesh devices of a product (its products of network type ble_mesh). */
export const meshDeviceListQuery = z.object({ ...pageFields, productId: idText.optional(), keyword: idText.optional() });
export type MeshDeviceListQuery = z.input<typeof meshDeviceListQuery>;
export const meshDeviceItem = z.object({
  id: z.string(),
  did: z.string(),
  deviceKey: z.string(),
  /** Bluetooth SIG company id, hex. */
  companyId: z.string(),
  /** The product's mesh product id (setMeshProductCode); null until one is set. */
  productId: z.string().nullable(),
  productName: z.string(),
  version: z.string().nullable(),
  onlineStatus: z.literal(Object.values(OnlineStatus)),
});
export type MeshDeviceItem = z.infer<typeof meshDeviceItem>;
