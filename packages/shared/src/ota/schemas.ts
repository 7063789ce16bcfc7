import { z } from 'zod';
import { FIRMWARE_TYPES } from '../api/mqtt.ts';
import {
  FIRMWARE_UPGRADE_TIMEOUT_MAX_S,
  FIRMWARE_UPGRADE_TIMEOUT_MIN_S,
  OTA_DEVICE_IDS_MAX,
  OTA_GRAY_STAGES_MAX,
  OTA_RETRIES_MAX,
  OTA_SOAK_MAX_MINUTES,
  OTA_SOURCE_VERSIONS_MAX,
  OTA_TEXT_MAX_LENGTH,
} from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { lengthRange, versionSchema } from '../validation/index.ts';
import { productIdSchema } from '../products/schemas.ts';

/**
 * OTA releases (spec 001 §3, §4, §5). A release ships one published firmware version to a product's devices as a
 * staged plan: a verification stage on the whitelist's devices (optional), gray stages that each reach a larger
 * share of the targets and soak before the next, then everyone. Each targeted device gets a task row that lives
 * through notification, download, install and result; a stage whose failure rate passes the release's threshold
 * halts the release by itself. Every state change is a release record (who, when, why).
 */

/** verify: the whitelist only; gray: stages, then everyone; full: everyone at once (after the verification stage if asked). */
export const OTA_RELEASE_MODES = ['verify', 'gray', 'full'] as const;
export type OtaReleaseMode = (typeof OTA_RELEASE_MODES)[number];

/** How a gray stage is sized: a cumulative share of the targets, a cumulative number of them, or one stage of listed devices. */
export const OTA_GRAY_TYPES = ['percent', 'number', 'deviceIds'] as const;
export type OtaGrayType = (typeof OTA_GRAY_TYPES)[number];

/** all: every source version; specified: devices running one of `sourceVersions`. */
export const OTA_VERSION_MODES = ['all', 'specified'] as const;
export type OtaVersionMode = (typeof OTA_VERSION_MODES)[number];
/** all: everywhere; specified: devices whose location is in one of `areas`. */
export const OTA_AREA_MODES = ['all', 'specified'] as const;
export type OtaAreaMode = (typeof OTA_AREA_MODES)[number];

/** published: running; halted: stopped by its failure threshold (restore resumes it, like paused). */
export const OTA_RELEASE_STATUSES = ['published', 'paused', 'halted', 'stopped', 'completed'] as const;
export type OtaReleaseStatus = (typeof OTA_RELEASE_STATUSES)[number];
/** States in which a release can still move: pause, restore and stop apply to these. */
export const OTA_OPEN_RELEASE_STATUSES: readonly OtaReleaseStatus[] = ['published', 'paused', 'halted'];

export const OTA_STAGE_KINDS = ['verify', 'gray', 'all'] as const;
export type OtaStageKind = (typeof OTA_STAGE_KINDS)[number];
/** pending → running (its tasks go out) → soaking (all settled, waiting its soak time) → done. */
export const OTA_STAGE_STATUSES = ['pending', 'running', 'soaking', 'done'] as const;
export type OtaStageStatus = (typeof OTA_STAGE_STATUSES)[number];

/**
 * One device's upgrade: queued (waiting for its stage, the rate limit or its time window) → notified → downloading →
 * installing → succeeded | failed | timedOut, or skipped (already on the target) or cancelled (the release stopped).
 * A failed or timed-out task with retries left goes back to queued.
 */
export const OTA_TASK_STATUSES = ['queued', 'notified', 'downloading', 'installing', 'succeeded', 'failed', 'timedOut', 'skipped', 'cancelled'] as const;
export type OtaTaskStatus = (typeof OTA_TASK_STATUSES)[number];
/** Tasks that are over: they count towards a stage's result. */
export const OTA_FINISHED_TASK_STATUSES: readonly OtaTaskStatus[] = ['succeeded', 'failed', 'timedOut', 'skipped', 'cancelled'];
/** Tasks a device is working on: notified and not yet over (a device that reconnects is notified of these again). */
export const OTA_IN_FLIGHT_TASK_STATUSES: readonly OtaTaskStatus[] = ['notified', 'downloading', 'installing'];
/** Tasks that count as a stage's failures. */
export const OTA_FAILED_TASK_STATUSES: readonly OtaTaskStatus[] = ['failed', 'timedOut'];

export const OTA_RECORD_ACTIONS = ['publish', 'pause', 'restore', 'stop', 'halt', 'stageStart', 'stageSoak', 'complete'] as const;
export type OtaRecordAction = (typeof OTA_RECORD_ACTIONS)[number];

export const OTA_WHITELIST_KINDS = ['account', 'device'] as const;
export type OtaWhitelistKind = (typeof OTA_WHITELIST_KINDS)[number];

const required = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });
const hhmm = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ota.timeFormat');
const deviceIds = z.array(z.string().trim().min(1).max(64)).max(OTA_DEVICE_IDS_MAX, 'validation.maxItems');

export const otaGrayStageInput = z.object({
  /** A cumulative percent (1-100) or number (≥ 1) of the targets, by the release's grayType. */
  value: z.coerce.number({ error: 'validation.required' }).int().min(1, 'validation.minValue'),
  /** How long to watch the stage once its tasks are over, before the next starts. */
  soakMinutes: z.coerce.number().int().min(0, 'validation.minValue').max(OTA_SOAK_MAX_MINUTES, 'validation.maxValue').default(0),
});
export type OtaGrayStageInput = z.input<typeof otaGrayStageInput>;

const releaseFields = {
  productId: productIdSchema,
  firmwareId: productIdSchema,
  /** A published version of the firmware. */
  versionId: productIdSchema,
  releaseMode: required(OTA_RELEASE_MODES),
  /** Start with a verification stage on the product's whitelist (always so in verify mode). */
  verification: z.boolean().default(false),
  grayType: z.enum(OTA_GRAY_TYPES).nullish(),
  grayStages: z.array(otaGrayStageInput).max(OTA_GRAY_STAGES_MAX, 'validation.maxItems').default([]),
  /** grayType deviceIds: the devices of the one gray stage. */
  grayDeviceIds: deviceIds.default([]),
  versionMode: required(OTA_VERSION_MODES),
  sourceVersions: z.array(versionSchema).max(OTA_SOURCE_VERSIONS_MAX, 'validation.maxItems').default([]),
  areaMode: required(OTA_AREA_MODES),
  areas: z.array(z.string().trim().min(1).max(100)).max(50, 'validation.maxItems').default([]),
  /** Only these devices (of the product) are targets; empty: every device of the product. */
  deviceIds: deviceIds.default([]),
  /** Devices upgrade by themselves within the window (in each device's own time zone), without the app user. */
  autoUpgrade: z.boolean({ error: 'validation.required' }),
  windowStart: hhmm.nullish(),
  windowEnd: hhmm.nullish(),
  upgradeTextZh: lengthRange(1, OTA_TEXT_MAX_LENGTH),
  upgradeTextEn: lengthRange(1, OTA_TEXT_MAX_LENGTH),
  /** Notifications per minute across the release, spread with jitter; null: as fast as the devices take them. */
  rateLimitPerMinute: z.coerce.number().int().min(1, 'validation.minValue').max(1_000_000, 'validation.maxValue').nullish(),
  retries: z.coerce.number().int().min(0, 'validation.minValue').max(OTA_RETRIES_MAX, 'validation.maxValue').default(2),
  /** Per-device time-out; null: the firmware's upgrade time-out. */
  taskTimeoutS: z.coerce.number().int().min(FIRMWARE_UPGRADE_TIMEOUT_MIN_S, 'validation.minValue').max(FIRMWARE_UPGRADE_TIMEOUT_MAX_S, 'validation.maxValue').nullish(),
  /** A stage whose share of failed and timed-out tasks passes this percent halts the release; null: never halts. */
  failureThresholdPercent: z.coerce.number().int().min(1, 'validation.minValue').max(100, 'validation.maxValue').nullish(),
};

/** The rules that span fields (spec 001 §5: the gray setting, percent, number and device ids are required by mode). */
function refineRelease(r: z.output<z.ZodObject<typeof releaseFields>>, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string, params?: Record<string, string | number>) => ctx.addIssue({ code: 'custom', path, message, params });
  if (r.releaseMode === 'gray') {
    if (!r.grayType) issue(['grayType'], 'validation.required');
    else if (r.grayType === 'deviceIds') {
      if (r.grayDeviceIds.length === 0) issue(['grayDeviceIds'], 'validation.required');
    } else {
      if (r.grayStages.length === 0) issue(['grayStages'], 'ota.stageRequired');
      r.grayStages.forEach((s, i) => {
        if (r.grayType === 'percent' && s.value > 100) issue(['grayStages', i, 'value'], 'ota.percentMax');
        if (i > 0 && s.value <= r.grayStages[i - 1]!.value) issue(['grayStages', i, 'value'], 'ota.stagesIncrease');
      });
    }
  }
  if (r.versionMode === 'specified' && r.sourceVersions.length === 0) issue(['sourceVersions'], 'validation.required');
  if (r.areaMode === 'specified' && r.areas.length === 0) issue(['areas'], 'validation.required');
  if (r.autoUpgrade) {
    if (!r.windowStart) issue(['windowStart'], 'validation.required');
    if (!r.windowEnd) issue(['windowEnd'], 'validation.required');
    if (r.windowStart && r.windowEnd && r.windowStart === r.windowEnd) issue(['windowEnd'], 'ota.windowEmpty');
  }
}

export const otaReleaseSaveBody = z.object(releaseFields).superRefine(refineRelease);
export type OtaReleaseSaveBody = z.input<typeof otaReleaseSaveBody>;
export type OtaReleaseValues = z.output<typeof otaReleaseSaveBody>;

export const otaReleaseIdBody = z.object({ id: productIdSchema });
export type OtaReleaseIdBody = z.input<typeof otaReleaseIdBody>;

export const otaReleaseListQuery = z.object({
  productId: productIdSchema.optional(),
  firmwareId: productIdSchema.optional(),
  status: z.enum(OTA_RELEASE_STATUSES).optional(),
  ...pageFields,
});
export type OtaReleaseListQuery = z.input<typeof otaReleaseListQuery>;

export type OtaTaskCounts = Record<OtaTaskStatus, number>;
const taskCounts = z.object(Object.fromEntries(OTA_TASK_STATUSES.map((s) => [s, z.number().int()])) as Record<OtaTaskStatus, z.ZodNumber>);

export const otaStage = z.object({
  index: z.number().int(),
  kind: z.enum(OTA_STAGE_KINDS),
  /** The stage's cumulative size as asked (percent or number); null for verify, all and listed devices. */
  value: z.number().int().nullable(),
  soakMinutes: z.number().int(),
  status: z.enum(OTA_STAGE_STATUSES),
  /** Devices the stage reaches (its own, not cumulative). */
  total: z.number().int(),
  counts: taskCounts,
  startedAt: z.number().int().nullable(),
  /** When its soak ends (soaking) or ended. */
  soakUntil: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
});
export type OtaStage = z.infer<typeof otaStage>;

export const otaRelease = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  firmwareId: z.string(),
  firmwareName: z.string(),
  firmwareKey: z.string(),
  firmwareType: z.enum(FIRMWARE_TYPES),
  versionId: z.string(),
  version: z.string(),
  releaseMode: z.enum(OTA_RELEASE_MODES),
  verification: z.boolean(),
  grayType: z.enum(OTA_GRAY_TYPES).nullable(),
  versionMode: z.enum(OTA_VERSION_MODES),
  sourceVersions: z.array(z.string()),
  areaMode: z.enum(OTA_AREA_MODES),
  areas: z.array(z.string()),
  deviceIds: z.array(z.string()),
  autoUpgrade: z.boolean(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  upgradeTextZh: z.string(),
  upgradeTextEn: z.string(),
  rateLimitPerMinute: z.number().int().nullable(),
  retries: z.number().int(),
  taskTimeoutS: z.number().int(),
  failureThresholdPercent: z.number().int().nullable(),
  status: z.enum(OTA_RELEASE_STATUSES),
  /** The stage running now (or last run). */
  currentStage: z.number().int(),
  stages: z.array(otaStage),
  total: z.number().int(),
  counts: taskCounts,
  createdBy: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type OtaRelease = z.infer<typeof otaRelease>;

/** A release in the list: its detail without the stages. */
export const otaReleaseListItem = otaRelease.omit({ stages: true });
export type OtaReleaseListItem = z.infer<typeof otaReleaseListItem>;

/** The wizard's summary: devices the release would reach now, per planned stage. */
export const otaReleasePreview = z.object({ total: z.number().int(), skipped: z.number().int(), stages: z.array(z.object({ kind: z.enum(OTA_STAGE_KINDS), total: z.number().int() })) });
export type OtaReleasePreview = z.infer<typeof otaReleasePreview>;

export const otaRecord = z.object({
  id: z.string(),
  action: z.enum(OTA_RECORD_ACTIONS),
  /** The release's status after it. */
  status: z.enum(OTA_RELEASE_STATUSES),
  stageIndex: z.number().int().nullable(),
  /** The account that did it; null for the release's own controller (stages, halts, completion). */
  by: z.string().nullable(),
  /** Why (halt: the failure rate and threshold), as message params. */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.number().int(),
});
export type OtaRecord = z.infer<typeof otaRecord>;

/** The progress chart: cumulative counts per state at each point (epoch seconds), evenly spaced from the release's start. */
export const otaTimeline = z.object({ points: z.array(z.object({ at: z.number().int(), counts: taskCounts })) });
export type OtaTimeline = z.infer<typeof otaTimeline>;

export const otaTaskListQuery = z.object({
  releaseId: productIdSchema,
  status: z.enum(OTA_TASK_STATUSES).optional(),
  stageIndex: z.coerce.number().int().min(0).optional(),
  /** A part of the did. */
  keyword: z.string().trim().max(64, 'validation.maxLength').optional(),
  ...pageFields,
});
export type OtaTaskListQuery = z.input<typeof otaTaskListQuery>;

export const otaTask = z.object({
  id: z.string(),
  releaseId: z.string(),
  did: z.string(),
  deviceName: z.string(),
  stageIndex: z.number().int(),
  status: z.enum(OTA_TASK_STATUSES),
  progress: z.number().int(),
  /** The version the device ran when targeted. */
  fromVersion: z.string().nullable(),
  attempts: z.number().int(),
  /** The device's reason of a failure, or the server's (timed out). */
  reason: z.string().nullable(),
  notifiedAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type OtaTask = z.infer<typeof otaTask>;

export const otaWhitelistListQuery = z.object({
  productId: productIdSchema,
  kind: z.enum(OTA_WHITELIST_KINDS).optional(),
  keyword: z.string().trim().max(100, 'validation.maxLength').optional(),
  ...pageFields,
});
export type OtaWhitelistListQuery = z.input<typeof otaWhitelistListQuery>;
/** Several at once (one per line in the form); an entry already listed is left as it is. */
export const otaWhitelistAddBody = z.object({
  productId: productIdSchema,
  kind: required(OTA_WHITELIST_KINDS),
  values: z.array(z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength')).min(1, 'validation.required').max(OTA_DEVICE_IDS_MAX, 'validation.maxItems'),
});
export type OtaWhitelistAddBody = z.input<typeof otaWhitelistAddBody>;
export const otaWhitelistDeleteBody = z.object({ ids: z.array(productIdSchema).min(1, 'validation.required').max(OTA_DEVICE_IDS_MAX, 'validation.maxItems') });
export type OtaWhitelistDeleteBody = z.input<typeof otaWhitelistDeleteBody>;
export const otaWhitelistEntry = z.object({
  id: z.string(),
  productId: z.string(),
  kind: z.enum(OTA_WHITELIST_KINDS),
  /** A user account (the app account a device is bound to) or a did. */
  value: z.string(),
  createdAt: z.number().int(),
});
export type OtaWhitelistEntry = z.infer<typeof otaWhitelistEntry>;

/** Real-time `ota` message: a release's counts changed (at most once a second per release). */
export interface OtaProgressEvent {
  releaseId: string;
  status: OtaReleaseStatus;
  currentStage: number;
  counts: OtaTaskCounts;
  /** Epoch milliseconds of the newest task change it includes. */
  at: number;
}
