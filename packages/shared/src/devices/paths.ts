import { iotPath as iot } from '../api/paths.ts';

/** Devices (spec 001 §7, under /v1/platform/web/iot/). */
export const devicePaths = {
  list: iot('activeDevice/list'),
  detail: (id: string) => iot(`activeDevice/detail/${id}`),
  logList: iot('activeDevice/logList'),
  count: iot('activeDevice/count'),
  failLogList: iot('data/open/overview/failLoglist'),
  meshList: iot('meshDevice/list'),
} as const;
