import { z } from 'zod';
import { FUNCTION_IDENTIFIER_PATTERN } from '../functions/schemas.ts';
import { pageFields } from './paging.ts';
import type { DeviceInfo, Dps } from './mqtt.ts';

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

export interface DeviceItem {
  id: string;
  did: string;
  name: string;
  productId: string;
  productName: string;
  productKey: string;
  deviceNature: DeviceNature;
  sn: string | null;
  mac: string | null;
  batchId: string | null;
  activeStatus: ActiveStatus;
  onlineStatus: OnlineStatus;
  /** Epoch seconds; null until activated. */
  activatedTime: number | null;
  /** The last connect. */
  lastActivatedTime: number | null;
  updateTime: number;
}

/** activeDevice/detail/{id}: every field of 001 §3 Device. */
export interface DeviceDetail extends DeviceItem {
  productionUuid: string | null;
  moduleFirmwareKey: string | null;
  moduleFirmwareVersion: string | null;
  mcuFirmwareKey: string | null;
  mcuFirmwareVersion: string | null;
  moduleSn: string | null;
  deviceSn: string | null;
  boundUser: string | null;
  boundApp: string | null;
  location: string | null;
  channel: string | null;
  timezone: string | null;
  /** The account of the space owner the device belongs to. */
  owner: string;
  isAI: boolean;
  /** The device's last known state: DP ID → value. */
  state: Dps;
  /** Epoch seconds of the last state change; null when none was reported. */
  stateTime: number | null;
  /** The last info/report as the device sent it. */
  info: DeviceInfo | null;
}

/** activeDevice/count: counts of the space, or of one product. */
export const deviceCountQuery = z.object({ productId: idText.optional() });
export type DeviceCountQuery = z.input<typeof deviceCountQuery>;
export interface DeviceCount {
  total: number;
  active: number;
  online: number;
}

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

export interface DeviceLogItem {
  id: string;
  /** Position in the answer's order (1-based across pages). */
  sort: number;
  /** Epoch seconds; shown in GMT+8. */
  createdAt: number;
  eventType: DeviceEvent;
  eventTypeName: string;
  funcKey: string | null;
  funcName: string | null;
  /** The value for a single function, else the message's payload. */
  value: unknown;
  originChannel: OriginChannel;
  /** Who or what: the console user's account, the virtual-device runner, the client id. */
  originDetail: string;
  mid: string | null;
}

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

export interface DeviceFaultItem {
  id: string;
  did: string;
  productId: string;
  createdAt: number;
  /** The fault function's identifier and bit, or the refusal's reason key. */
  code: string;
  /** Localized description. */
  description: string;
  /** The topic or client the message came from. */
  reportFrom: string;
  reportType: FaultReportType;
  /** The offending payload or fault value. */
  parameter: unknown;
}

/** meshDevice/list: Bluetooth mesh devices of a product (its products of network type ble_mesh). */
export const meshDeviceListQuery = z.object({ ...pageFields, productId: idText.optional(), keyword: idText.optional() });
export type MeshDeviceListQuery = z.input<typeof meshDeviceListQuery>;
export interface MeshDeviceItem {
  id: string;
  did: string;
  deviceKey: string;
  /** Bluetooth SIG company id, hex. */
  companyId: string;
  /** The product's mesh product id (setMeshProductCode); null until one is set. */
  productId: string | null;
  productName: string;
  version: string | null;
  onlineStatus: OnlineStatus;
}
