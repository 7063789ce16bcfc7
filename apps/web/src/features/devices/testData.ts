import {
  ActiveStatus,
  type DeviceDetail,
  type DeviceFaultItem,
  type DeviceItem,
  type DeviceLogItem,
  DeviceNature,
  FaultReportType,
  OnlineStatus,
} from '@iotc/shared/devices';
import { FunctionKind, type ProductFunction } from '@iotc/shared/functions';
import { envelope } from '@/lib/fakeServer';
import { fixtureOf } from '@/test/fixtures';

/** Fixtures of the device pages' tests, shaped as the server answers. */
export const deviceItem = fixtureOf<DeviceItem>({
  id: 'did00000000000001',
  did: 'did00000000000001',
  name: 'Lamp 1',
  productId: 'p1',
  productName: 'Smart lamp',
  productKey: 'pk0000000000001a',
  deviceNature: DeviceNature.Real,
  sn: 'SN-0001',
  mac: 'AA:BB:CC:00:00:01',
  batchId: 'B1',
  activeStatus: ActiveStatus.Active,
  onlineStatus: OnlineStatus.Online,
  activatedTime: 1_735_689_600,
  lastActivatedTime: 1_735_776_000,
  updateTime: 1_735_776_000,
});

export const deviceDetail = fixtureOf<DeviceDetail>({
  ...deviceItem(),
  productionUuid: 'uuid-0001',
  moduleFirmwareKey: 'wb2s',
  moduleFirmwareVersion: '1.2.3',
  mcuFirmwareKey: 'mcu-lamp',
  mcuFirmwareVersion: '2.0.0',
  moduleSn: 'MSN-1',
  deviceSn: 'DSN-1',
  boundUser: 'alice@example.com',
  boundApp: 'Home',
  location: 'Shenzhen',
  channel: 'wifi',
  timezone: 'Asia/Shanghai',
  owner: 'demo@example.com',
  isAI: false,
  state: { '1': true, '101': 255, '102': 'warm' },
  stateTime: 1_735_776_000,
  info: null,
});

/** What every custom function of product p1 has in common. */
export const fnBase = { productId: 'p1', kind: FunctionKind.Custom, templateId: null, sceneCondition: false, sceneAction: false, timer: false, required: false, description: '', createdAt: 1, updatedAt: 1 };

/** A switch, a temperature in tenths of a degree, a mode enum and a fault function. */
export const lampFunctions: ProductFunction[] = [
  { ...fnBase, id: 'f1', dpId: 1, name: '开关', identifier: 'switch', rwFlag: 'rw', dataType: 'bool', defaultValue: null },
  { ...fnBase, id: 'f2', dpId: 101, name: '温度', identifier: 'temp', rwFlag: 'ro', dataType: 'value', min: 0, max: 1000, step: 1, multiple: 1, unit: '℃', defaultValue: null },
  {
    ...fnBase,
    id: 'f3',
    dpId: 102,
    name: '模式',
    identifier: 'mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'warm', name: '暖光', description: 'warm' },
      { value: 'cold', name: '冷光', description: 'cold' },
    ],
    defaultValue: null,
  },
  { ...fnBase, id: 'f4', dpId: 103, name: '故障', identifier: 'fault', rwFlag: 'ro', dataType: 'fault', faultBits: [{ name: '过热', description: '' }, { name: '断线', description: '' }] },
];

export const logItem = fixtureOf<DeviceLogItem>({
  id: 'l1',
  sort: 1,
  // 2025-01-01 00:00:00 UTC = 08:00:00 GMT+8.
  createdAt: 1_735_689_600,
  eventType: 3,
  eventTypeName: '数据上报',
  funcKey: 'temp',
  funcName: '温度',
  value: 255,
  originChannel: 'device',
  originDetail: 'did00000000000001',
  mid: 'm1',
});

export const faultItem = fixtureOf<DeviceFaultItem>({
  id: 'x1',
  did: 'did00000000000001',
  productId: 'p1',
  createdAt: 1_735_689_600,
  code: 'device.problem.range',
  description: '取值 5000 超出 0-1000',
  reportFrom: 'pk0000000000001a/did00000000000001/report',
  reportType: FaultReportType.Rejected,
  parameter: { dps: { '101': 5000 } },
});

/** A page of a list, as the server answers it. */
export const pageOf = (list: unknown[], total = list.length) => ({ body: envelope(0, 'ok', { list, total, pageNo: 1, pageSize: 10 }) });
