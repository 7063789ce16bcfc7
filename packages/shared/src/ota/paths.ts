import { platformPath as p } from '../api/paths.ts';

/** Firmware OTA (the spec does not show its paths; these follow its naming). */
export const otaPaths = {
  /** POST: releases of the space, newest first; by product, firmware, status. */
  releaseList: p('open/ota/release/list'),
  releaseDetail: (id: string) => p(`open/ota/release/detail/${id}`),
  /** POST: creates and starts a release (the wizard's last step). */
  releaseSave: p('open/ota/release/save'),
  /** POST: how many devices the release would reach now, per stage (the wizard's summary); same body as save. */
  releasePreview: p('open/ota/release/preview'),
  releasePause: p('open/ota/release/pause'),
  releaseRestore: p('open/ota/release/restore'),
  releaseStop: p('open/ota/release/stop'),
  /** GET: every state change of a release, oldest first. */
  releaseRecords: (id: string) => p(`open/ota/release/records/${id}`),
  /** GET: counts per task state over time (the progress chart). */
  releaseTimeline: (id: string) => p(`open/ota/release/timeline/${id}`),
  /** POST: the release's device tasks, by state, stage and a part of the did. */
  taskList: p('open/ota/task/list'),
  /** POST: the same rows as CSV (blob download). */
  taskExport: p('open/ota/task/export'),
  whitelistList: p('open/ota/whitelist/list'),
  whitelistAdd: p('open/ota/whitelist/add'),
  whitelistDelete: p('open/ota/whitelist/delete'),
  /** GET, public: a task's firmware file for its device, by the signed, expiring address sent in ota_info (Range supported). */
  deviceFile: (taskId: string) => p(`device/ota/file/${taskId}`),
} as const;
