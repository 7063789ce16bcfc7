import { iotPath as iot } from '../api/paths.ts';

/** Real debug devices and the App accounts they are debugged with (only addAppAccount is shown in the spec). */
export const debugDevicePaths = {
  list: iot('device/debugDeviceList'),
  add: iot('device/addDebugDevice'),
  batchAdd: iot('device/batchAddDebugDevice'),
  delete: iot('device/deleteDebugDevice'),
  addAppAccount: iot('device/addAppAccount'),
  appAccountList: iot('device/appAccountList'),
} as const;
