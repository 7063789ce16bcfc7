import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FirmwareType } from '@iotc/shared';
import type {
  OtaAreaMode,
  OtaGrayType,
  OtaRecordAction,
  OtaReleaseMode,
  OtaReleaseStatus,
  OtaStageKind,
  OtaStageStatus,
  OtaTaskStatus,
  OtaVersionMode,
  OtaWhitelistKind,
} from '@iotc/shared/ota';
import { at, serialIdColumn, timestamps } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { firmwares, firmwareVersions } from '../firmware/tables.ts';
import { productRowColumns } from '../products/tables.ts';

/** OTA releases (spec 001 §3): one published firmware version to a product's devices, as a staged plan. */
export const otaReleases = pgTable(
  'ota_releases',
  {
    ...productRowColumns(),
    firmwareId: text('firmware_id')
      .notNull()
      .references(() => firmwares.id, { onDelete: 'cascade' }),
    versionId: text('version_id')
      .notNull()
      .references(() => firmwareVersions.id, { onDelete: 'cascade' }),
    /** The firmware's key, type and the target version as released (tasks and notifications read them from here). */
    firmwareKey: text('firmware_key').notNull(),
    firmwareType: text('firmware_type').$type<FirmwareType>().notNull(),
    version: text('version').notNull(),
    releaseMode: text('release_mode').$type<OtaReleaseMode>().notNull(),
    verification: boolean('verification').notNull(),
    grayType: text('gray_type').$type<OtaGrayType>(),
    versionMode: text('version_mode').$type<OtaVersionMode>().notNull(),
    sourceVersions: jsonb('source_versions').$type<string[]>().notNull(),
    areaMode: text('area_mode').$type<OtaAreaMode>().notNull(),
    areas: jsonb('areas').$type<string[]>().notNull(),
    deviceIds: jsonb('device_ids').$type<string[]>().notNull(),
    autoUpgrade: boolean('auto_upgrade').notNull(),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    upgradeTextZh: text('upgrade_text_zh').notNull(),
    upgradeTextEn: text('upgrade_text_en').notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    retries: smallint('retries').notNull(),
    taskTimeoutS: integer('task_timeout_s').notNull(),
    failureThresholdPercent: smallint('failure_threshold_percent'),
    status: text('status').$type<OtaReleaseStatus>().notNull(),
    currentStage: smallint('current_stage').notNull().default(0),
    createdBy: text('created_by').notNull(),
    finishedAt: at('finished_at'),
    ...timestamps(),
  },
  (t) => [
    index('ota_releases_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // What the controller reads every tick: the releases still moving.
    index('ota_releases_open_idx').on(t.status).where(sql`${t.status} in ('published', 'paused', 'halted')`),
  ],
);

/** A release's stages, in order: verify (the whitelist), gray ones, all. */
export const otaStages = pgTable(
  'ota_stages',
  {
    releaseId: text('release_id')
      .notNull()
      .references(() => otaReleases.id, { onDelete: 'cascade' }),
    index: smallint('index').notNull(),
    kind: text('kind').$type<OtaStageKind>().notNull(),
    /** Cumulative percent or number as asked; null for verify, all and listed devices. */
    value: integer('value'),
    soakMinutes: integer('soak_minutes').notNull(),
    status: text('status').$type<OtaStageStatus>().notNull(),
    startedAt: at('started_at'),
    soakUntil: at('soak_until'),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.index] })],
);

/** Every state change of a release: who (null: its controller), when, and why. */
export const otaRecords = pgTable(
  'ota_records',
  {
    id: serialIdColumn(),
    releaseId: text('release_id')
      .notNull()
      .references(() => otaReleases.id, { onDelete: 'cascade' }),
    action: text('action').$type<OtaRecordAction>().notNull(),
    status: text('status').$type<OtaReleaseStatus>().notNull(),
    stageIndex: smallint('stage_index'),
    by: text('by'),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('ota_records_release_idx').on(t.releaseId, t.id)],
);

/** One device's upgrade in a release; the device row may go (deleted device): the task stays with its did. */
export const otaTasks = pgTable(
  'ota_tasks',
  {
    ...tenantRowColumns(),
    releaseId: text('release_id')
      .notNull()
      .references(() => otaReleases.id, { onDelete: 'cascade' }),
    did: text('did').notNull(),
    stageIndex: smallint('stage_index').notNull(),
    status: text('status').$type<OtaTaskStatus>().notNull(),
    progress: smallint('progress').notNull().default(0),
    fromVersion: text('from_version'),
    attempts: smallint('attempts').notNull().default(0),
    reason: text('reason'),
    /** Not notified before this (the rate limit's slot with its jitter, a retry's back-off). */
    notBefore: at('not_before'),
    notifiedAt: at('notified_at'),
    /** Counted timed out after this unless it finished. */
    deadlineAt: at('deadline_at'),
    finishedAt: at('finished_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ota_tasks_release_did_idx').on(t.releaseId, t.did),
    index('ota_tasks_release_stage_status_idx').on(t.releaseId, t.stageIndex, t.status),
    // A device's open tasks (its progress reports, its reconnect, its info/report).
    index('ota_tasks_open_did_idx')
      .on(t.did)
      .where(sql`${t.status} in ('queued', 'notified', 'downloading', 'installing')`),
  ],
);

/** A product's OTA whitelist: app user accounts and device ids the verification stage reaches. */
export const otaWhitelist = pgTable(
  'ota_whitelist',
  {
    ...productRowColumns(),
    kind: text('kind').$type<OtaWhitelistKind>().notNull(),
    value: text('value').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ota_whitelist_value_idx').on(t.productId, t.kind, t.value), index('ota_whitelist_tenant_idx').on(t.tenantId)],
);
