import { iotPath as iot } from '../api/paths.ts';

/** Virtual devices. */
export const virtualDevicePaths = {
  list: iot('device/virtualDeviceList'),
  generate: iot('device/generatorVirtualDevice'),
  add: iot('device/addVirtualDevice'),
  delete: iot('device/deleteVirtualDevice'),
  report: iot('device/reportVirtualDevice'),
} as const;
