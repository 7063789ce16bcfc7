import type { FirmwareVersion, ProductFirmwareResult } from '@iotc/shared/firmware';
import { OTA_TASK_STATUSES, type OtaRecord, type OtaRelease, type OtaStage, type OtaTask, type OtaTaskCounts, type OtaWhitelistEntry } from '@iotc/shared/ota';
import { fixtureOf } from '@/test/fixtures';

/** Test data of the OTA pages: a gray release of the lamp product's module firmware (products/testData's p1). */

export const countsOf = (over: Partial<OtaTaskCounts> = {}): OtaTaskCounts => ({ ...(Object.fromEntries(OTA_TASK_STATUSES.map((s) => [s, 0])) as OtaTaskCounts), ...over });

// 2025-01-01 00:00:00 UTC = 08:00:00 GMT+8.
const AT = 1_735_689_600;

export const stageItem = fixtureOf<OtaStage>({
  index: 0,
  kind: 'gray',
  value: 10,
  soakMinutes: 5,
  status: 'running',
  total: 10,
  counts: countsOf({ succeeded: 3, downloading: 2, queued: 5 }),
  startedAt: AT,
  soakUntil: null,
  finishedAt: null,
});

export const releaseItem = fixtureOf<OtaRelease>({
  id: 'rel-1',
  productId: 'p1',
  productName: 'Smart lamp',
  firmwareId: 'fw-1',
  firmwareName: 'Lamp module',
  firmwareKey: 'fwabcdefghijklmn',
  firmwareType: 'module',
  versionId: 'ver-2',
  version: '1.2.0',
  releaseMode: 'gray',
  verification: false,
  grayType: 'percent',
  versionMode: 'all',
  sourceVersions: [],
  areaMode: 'all',
  areas: [],
  deviceIds: [],
  autoUpgrade: false,
  windowStart: null,
  windowEnd: null,
  upgradeTextZh: '修复问题',
  upgradeTextEn: 'Fixes',
  rateLimitPerMinute: null,
  retries: 2,
  taskTimeoutS: 600,
  failureThresholdPercent: 20,
  status: 'published',
  currentStage: 0,
  stages: [stageItem(), stageItem({ index: 1, kind: 'all', value: null, soakMinutes: 0, status: 'pending', total: 90, counts: countsOf({ queued: 89, skipped: 1 }), startedAt: null })],
  total: 100,
  counts: countsOf({ succeeded: 3, downloading: 2, queued: 94, skipped: 1 }),
  createdBy: 'demo@example.com',
  createdAt: AT,
  updatedAt: AT,
  finishedAt: null,
});

export const taskItem = fixtureOf<OtaTask>({
  id: 'task-1',
  releaseId: 'rel-1',
  did: 'did00000000000001',
  deviceName: 'Lamp 1',
  stageIndex: 0,
  status: 'downloading',
  progress: 40,
  fromVersion: '1.1.0',
  attempts: 1,
  reason: null,
  notifiedAt: AT,
  updatedAt: AT + 60,
  finishedAt: null,
});

export const recordItem = fixtureOf<OtaRecord>({ id: 'rec-1', action: 'publish', status: 'published', stageIndex: null, by: 'demo@example.com', detail: {}, at: AT });

export const whitelistItem = fixtureOf<OtaWhitelistEntry>({ id: 'wl-1', productId: 'p1', kind: 'account', value: 'tester@example.com', createdAt: AT });

const firmware = {
  id: 'fw-1',
  productId: 'p1',
  productName: 'Smart lamp',
  custom: false,
  nameZh: '灯模组固件',
  nameEn: 'Lamp module',
  key: 'fwabcdefghijklmn',
  flag: 'lamp_module',
  type: 'module' as const,
  upgradeChannel: 0,
  flashSize: '4M' as const,
  upgradeTimeoutS: 600,
  upgradeMode: 'notify' as const,
  newestVersion: '1.2.0',
  versionCount: 2,
  createdAt: AT,
  updatedAt: AT,
};

export const productFirmware: ProductFirmwareResult = {
  standard: [{ firmware, currentVersionId: 'ver-1', currentVersion: '1.1.0', newestVersion: '1.2.0' }],
  custom: [],
};

export const versionItem = fixtureOf<FirmwareVersion>({
  id: 'ver-2',
  firmwareId: 'fw-1',
  version: '1.2.0',
  description: '',
  file: 't1/firmware/lamp-1.2.0.bin',
  fileName: 'lamp-1.2.0.bin',
  fileSize: 1024,
  sha256: 'a'.repeat(64),
  md5: 'b'.repeat(32),
  productionFile: null,
  productionFileName: null,
  productionFileSize: null,
  isMust: false,
  dependency: null,
  status: 'published',
  createdAt: AT,
  updatedAt: AT,
  publishedAt: AT,
});
