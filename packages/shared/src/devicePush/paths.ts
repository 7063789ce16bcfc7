import { platformPath as p } from '../api/paths.ts';

/** Device message push and the device message monitor (not shown in the spec). */
export const devicePushPaths = {
  list: p('open/devicePush/list'),
  detail: (id: string) => p(`open/devicePush/detail/${id}`),
  save: p('open/devicePush/save'),
  edit: p('open/devicePush/edit'),
  delete: p('open/devicePush/delete'),
  enable: p('open/devicePush/enable'),
  monitorList: p('open/devicePush/monitor/list'),
} as const;
