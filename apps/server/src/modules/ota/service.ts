import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, translate } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import { OTA_FINISHED_TASK_STATUSES, OTA_OPEN_RELEASE_STATUSES, OTA_TASK_STATUSES } from '@iotc/shared/ota';
import type {
  OtaRecord,
  OtaRecordAction,
  OtaRelease,
  OtaReleaseListItem,
  otaReleaseListQuery,
  OtaReleasePreview,
  OtaReleaseStatus,
  OtaReleaseValues,
  OtaStage,
  OtaTask,
  OtaTaskCounts,
  otaTaskListQuery,
  OtaTaskStatus,
  OtaTimeline,
  otaWhitelistAddBody,
  otaWhitelistDeleteBody,
  OtaWhitelistEntry,
  otaWhitelistListQuery,
} from '@iotc/shared/ota';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fieldError } from '../../core/fieldError.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { activatedDevicesOf, registryEntries } from '../devices/service.ts';
import { firmwareNames, shipsFirmware, versionFile, versionOfFirmware, type ReleasableVersion, type VersionFile } from '../firmware/releaseReads.ts';
import { toCsv } from '../files/download.ts';
import { productOf } from '../products/access.ts';
import { productLabels } from '../products/readModel.ts';
import { accountsOf } from '../users/service.ts';
import { isTarget, planStages, type PlannedStage, type Target } from './plan.ts';
import { otaRecords, otaReleases, otaStages, otaTasks, otaWhitelist } from './tables.ts';

type Ctx = Pick<FastifyInstance, 'db' | 'clock' | 'ota'>;
type ReleaseRow = typeof otaReleases.$inferSelect;
type TaskInsert = typeof otaTasks.$inferInsert;

/** Rows inserted in one statement (a release to many devices inserts its tasks in chunks). */
const INSERT_CHUNK = 1000;
/** Rows of one task export. */
const EXPORT_MAX_ROWS = 100_000;
/** Points of the progress chart. */
const TIMELINE_POINTS = 60;

export function emptyCounts(): OtaTaskCounts {
  return Object.fromEntries(OTA_TASK_STATUSES.map((s) => [s, 0])) as OtaTaskCounts;
}

/** Task counts by status, per key (`release` or `release|stage`), from grouped rows. */
function countsBy<K>(rows: readonly { key: K; status: OtaTaskStatus; n: number }[]): Map<K, OtaTaskCounts> {
  const map = new Map<K, OtaTaskCounts>();
  for (const row of rows) {
    let counts = map.get(row.key);
    if (!counts) map.set(row.key, (counts = emptyCounts()));
    counts[row.status] += Number(row.n);
  }
  return map;
}

/** Task counts of these releases by status. */
export async function releaseCounts(db: Db, releaseIds: readonly string[]): Promise<Map<string, OtaTaskCounts>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db
    .select({ key: otaTasks.releaseId, status: otaTasks.status, n: count() })
    .from(otaTasks)
    .where(inArray(otaTasks.releaseId, [...releaseIds]))
    .groupBy(otaTasks.releaseId, otaTasks.status);
  return countsBy(rows);
}

/** One state change of a release, with the status after it; `by` null for the controller. */
export async function addRecord(
  db: Db,
  release: { id: string; status: OtaReleaseStatus },
  action: OtaRecordAction,
  at: Date,
  options: { stageIndex?: number | null; by?: string | null; detail?: Record<string, string | number> } = {},
): Promise<void> {
  await db.insert(otaRecords).values({
    releaseId: release.id,
    action,
    status: release.status,
    stageIndex: options.stageIndex ?? null,
    by: options.by ?? null,
    detail: options.detail ?? {},
    at,
  });
}

// ── Release: plan, save, preview ─────────────────────────────────────────────

interface Plan extends ReleasableVersion {
  /** Targets by did, with their version of the firmware type. */
  targets: Map<string, Target>;
  stages: PlannedStage[];
}

/**
 * What a release would do now: the version checked (published, of a firmware the product ships), its targets (the product's
 * activated devices through the release's filters) and their stages. Refusals name the field and change nothing.
 */
async function planRelease(db: Db, scope: TenantScope, lang: Lang, releaseId: string, values: OtaReleaseValues): Promise<Plan> {
  await productOf(db, scope, values.productId);
  const found = await versionOfFirmware(db, scope, values.firmwareId, values.versionId);
  if (!found || found.version.status !== 'published') throw fieldError(lang, 'versionId', 'ota.versionNotPublished', {}, 'ota.field.versionId');
  if (!(await shipsFirmware(db, scope, values.productId, values.firmwareId))) throw fieldError(lang, 'firmwareId', 'ota.firmwareNotShipped', {}, 'ota.field.firmwareId');

  const candidates = (await activatedDevicesOf(db, scope, values.productId)).map((d) => ({
    did: d.did,
    version: found.firmware.type === 'module' ? d.moduleVersion : d.mcuVersion,
    location: d.location,
    boundUser: d.boundUser,
  }));
  const targets = new Map(candidates.filter((target) => isTarget(values, target)).map((target) => [target.did, target]));
  const listed = await db
    .select({ kind: otaWhitelist.kind, value: otaWhitelist.value })
    .from(otaWhitelist)
    .where(scope.where(otaWhitelist, eq(otaWhitelist.productId, values.productId)));
  const whitelist = {
    dids: new Set(listed.filter((w) => w.kind === 'device').map((w) => w.value)),
    accounts: new Set(listed.filter((w) => w.kind === 'account').map((w) => w.value)),
  };
  const stages = planStages(releaseId, values, [...targets.values()], whitelist);
  return { ...found, targets, stages };
}

/** The wizard's summary: how many devices the release would reach now, per stage, and how many already run the version. */
export async function previewRelease(db: Db, scope: TenantScope, lang: Lang, values: OtaReleaseValues): Promise<OtaReleasePreview> {
  const plan = await planRelease(db, scope, lang, randomUUID(), values);
  const total = plan.stages.reduce((n, s) => n + s.dids.length, 0);
  const skipped = plan.stages.reduce((n, s) => n + s.dids.filter((did) => plan.targets.get(did)?.version === plan.version.version).length, 0);
  return { total, skipped, stages: plan.stages.map((s) => ({ kind: s.kind, total: s.dids.length })) };
}

/**
 * Creates and starts a release: the release, its stages, a task per target (queued, or skipped for a device already on the
 * version) and the publish record, in one transaction. One release at a time may be open per product and firmware.
 */
export async function saveRelease(ctx: Ctx, scope: TenantScope, userId: string, lang: Lang, values: OtaReleaseValues): Promise<OtaRelease> {
  const id = randomUUID();
  const plan = await planRelease(ctx.db, scope, lang, id, values);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Two saves for one product and firmware at once: the second waits here, then sees the first one's release.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ota:${values.productId}:${values.firmwareId}`}))`);
    const [open] = await tx
      .select({ id: otaReleases.id })
      .from(otaReleases)
      .where(
        scope.where(
          otaReleases,
          eq(otaReleases.productId, values.productId),
          eq(otaReleases.firmwareId, values.firmwareId),
          inArray(otaReleases.status, [...OTA_OPEN_RELEASE_STATUSES]),
        ),
      );
    if (open) throw new AppError(ErrorCode.Conflict, {}, 'ota.releaseOpen');
    const release = scope.values({
      id,
      productId: values.productId,
      firmwareId: values.firmwareId,
      versionId: values.versionId,
      firmwareKey: plan.firmware.key,
      firmwareType: plan.firmware.type,
      version: plan.version.version,
      releaseMode: values.releaseMode,
      verification: values.verification || values.releaseMode === 'verify',
      grayType: values.releaseMode === 'gray' ? (values.grayType ?? null) : null,
      versionMode: values.versionMode,
      sourceVersions: values.versionMode === 'specified' ? values.sourceVersions : [],
      areaMode: values.areaMode,
      areas: values.areaMode === 'specified' ? values.areas : [],
      deviceIds: values.deviceIds,
      autoUpgrade: values.autoUpgrade,
      windowStart: values.autoUpgrade ? (values.windowStart ?? null) : null,
      windowEnd: values.autoUpgrade ? (values.windowEnd ?? null) : null,
      upgradeTextZh: values.upgradeTextZh,
      upgradeTextEn: values.upgradeTextEn,
      rateLimitPerMinute: values.rateLimitPerMinute ?? null,
      retries: values.retries,
      taskTimeoutS: values.taskTimeoutS ?? plan.firmware.upgradeTimeoutS,
      failureThresholdPercent: values.failureThresholdPercent ?? null,
      status: 'published' as const,
      currentStage: 0,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(otaReleases).values(release);
    await tx.insert(otaStages).values(plan.stages.map((s, index) => ({ releaseId: id, index, kind: s.kind, value: s.value, soakMinutes: s.soakMinutes, status: 'pending' as const })));
    const tasks: TaskInsert[] = plan.stages.flatMap((s, stageIndex) =>
      s.dids.map((did) => {
        const fromVersion = plan.targets.get(did)?.version ?? null;
        const upToDate = fromVersion === plan.version.version;
        return scope.values({
          id: randomUUID(),
          releaseId: id,
          did,
          stageIndex,
          status: upToDate ? ('skipped' as const) : ('queued' as const),
          progress: upToDate ? 100 : 0,
          fromVersion,
          finishedAt: upToDate ? now : null,
          createdAt: now,
          updatedAt: now,
        });
      }),
    );
    for (let i = 0; i < tasks.length; i += INSERT_CHUNK) await tx.insert(otaTasks).values(tasks.slice(i, i + INSERT_CHUNK));
    await addRecord(tx, release, 'publish', now, { by: userId });
  });
  ctx.ota.progress.changed(scope.tenantId, id);
  return releaseDetail(ctx.db, scope, lang, id);
}

// ── Release: pause, restore, stop ────────────────────────────────────────────

/** Moves an open release from one of `from` to `to` with its record; 409 when it is in another state. */
async function transition(
  ctx: Ctx,
  scope: TenantScope,
  userId: string,
  id: string,
  from: readonly OtaReleaseStatus[],
  to: OtaReleaseStatus,
  action: OtaRecordAction,
  also?: (tx: Db, release: ReleaseRow, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [release] = await tx.select().from(otaReleases).where(scope.where(otaReleases, eq(otaReleases.id, id))).for('update');
    if (!release) throw new AppError(ErrorCode.NotFound);
    if (!from.includes(release.status)) throw new AppError(ErrorCode.Conflict, {}, 'ota.statusInvalid');
    await tx
      .update(otaReleases)
      .set(scope.set({ status: to, updatedAt: now, ...(to === 'stopped' ? { finishedAt: now } : {}) }))
      .where(eq(otaReleases.id, id));
    await also?.(tx, release, now);
    await addRecord(tx, { id, status: to }, action, now, { by: userId, stageIndex: release.currentStage });
  });
  ctx.ota.progress.changed(scope.tenantId, id);
}

/** Nothing new is notified; devices already upgrading go on and their progress is recorded. */
export function pauseRelease(ctx: Ctx, scope: TenantScope, userId: string, id: string): Promise<void> {
  return transition(ctx, scope, userId, id, ['published'], 'paused', 'pause');
}

/** A paused or halted release runs again (a halted stage is not judged again: its failures were seen and accepted). */
export function restoreRelease(ctx: Ctx, scope: TenantScope, userId: string, id: string): Promise<void> {
  return transition(ctx, scope, userId, id, ['paused', 'halted'], 'published', 'restore');
}

/** Ends the release: queued tasks are cancelled; devices already upgrading finish and their results count. */
export function stopRelease(ctx: Ctx, scope: TenantScope, userId: string, id: string): Promise<void> {
  return transition(ctx, scope, userId, id, OTA_OPEN_RELEASE_STATUSES, 'stopped', 'stop', async (tx, release, now) => {
    await tx
      .update(otaTasks)
      .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
      .where(and(eq(otaTasks.releaseId, release.id), eq(otaTasks.status, 'queued')));
  });
}

// ── Release: reads ───────────────────────────────────────────────────────────

type ReleaseJoined = { release: ReleaseRow; productName: string; firmwareName: { nameZh: string; nameEn: string } };

function toListItem(row: ReleaseJoined, lang: Lang, counts: OtaTaskCounts | undefined, accounts: Map<string, string>): OtaReleaseListItem {
  const r = row.release;
  const taskCounts = counts ?? emptyCounts();
  return {
    id: r.id,
    productId: r.productId,
    productName: row.productName,
    firmwareId: r.firmwareId,
    firmwareName: lang === 'en-US' ? row.firmwareName.nameEn : row.firmwareName.nameZh,
    firmwareKey: r.firmwareKey,
    firmwareType: r.firmwareType,
    versionId: r.versionId,
    version: r.version,
    releaseMode: r.releaseMode,
    verification: r.verification,
    grayType: r.grayType,
    versionMode: r.versionMode,
    sourceVersions: r.sourceVersions,
    areaMode: r.areaMode,
    areas: r.areas,
    deviceIds: r.deviceIds,
    autoUpgrade: r.autoUpgrade,
    windowStart: r.windowStart,
    windowEnd: r.windowEnd,
    upgradeTextZh: r.upgradeTextZh,
    upgradeTextEn: r.upgradeTextEn,
    rateLimitPerMinute: r.rateLimitPerMinute,
    retries: r.retries,
    taskTimeoutS: r.taskTimeoutS,
    failureThresholdPercent: r.failureThresholdPercent,
    status: r.status,
    currentStage: r.currentStage,
    total: Object.values(taskCounts).reduce((a, b) => a + b, 0),
    counts: taskCounts,
    createdBy: accounts.get(r.createdBy) ?? '',
    createdAt: epochSeconds(r.createdAt),
    updatedAt: epochSeconds(r.updatedAt),
    finishedAt: r.finishedAt ? epochSeconds(r.finishedAt) : null,
  };
}

/** The releases with their product's and firmware's names (a release goes with either: they are there). */
async function joined(db: Db, rows: readonly ReleaseRow[]): Promise<ReleaseJoined[]> {
  const [labels, names] = await Promise.all([productLabels(db, rows.map((r) => r.productId)), firmwareNames(db, rows.map((r) => r.firmwareId))]);
  return rows.map((release) => ({
    release,
    productName: labels.get(release.productId)?.name ?? '',
    firmwareName: names.get(release.firmwareId) ?? { nameZh: '', nameEn: '' },
  }));
}

/** The space's releases, newest first, by product, firmware and status. */
export async function listReleases(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof otaReleaseListQuery>): Promise<PageResult<OtaReleaseListItem>> {
  const where = scope.where(
    otaReleases,
    query.productId ? eq(otaReleases.productId, query.productId) : undefined,
    query.firmwareId ? eq(otaReleases.firmwareId, query.firmwareId) : undefined,
    query.status ? eq(otaReleases.status, query.status) : undefined,
  );
  const rows = db.select().from(otaReleases).where(where).orderBy(desc(otaReleases.createdAt), desc(otaReleases.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(otaReleases).where(where));
  const ids = found.list.map((r) => r.id);
  const [list, counts, accounts] = await Promise.all([joined(db, found.list), releaseCounts(db, ids), accountsOf(db, found.list.map((r) => r.createdBy))]);
  return { ...found, list: list.map((row) => toListItem(row, lang, counts.get(row.release.id), accounts)) };
}

async function releaseOf(db: Db, scope: TenantScope, id: string): Promise<ReleaseRow> {
  const [row] = await db.select().from(otaReleases).where(scope.where(otaReleases, eq(otaReleases.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function releaseDetail(db: Db, scope: TenantScope, lang: Lang, id: string): Promise<OtaRelease> {
  const release = await releaseOf(db, scope, id);
  const [[row], stages, stageCounts, counts, accounts] = await Promise.all([
    joined(db, [release]),
    db.select().from(otaStages).where(eq(otaStages.releaseId, id)).orderBy(asc(otaStages.index)),
    db
      .select({ key: otaTasks.stageIndex, status: otaTasks.status, n: count() })
      .from(otaTasks)
      .where(eq(otaTasks.releaseId, id))
      .groupBy(otaTasks.stageIndex, otaTasks.status)
      .then(countsBy),
    releaseCounts(db, [id]),
    accountsOf(db, [release.createdBy]),
  ]);
  return {
    ...toListItem(row!, lang, counts.get(id), accounts),
    stages: stages.map((s): OtaStage => {
      const c = stageCounts.get(s.index) ?? emptyCounts();
      return {
        index: s.index,
        kind: s.kind,
        value: s.value,
        soakMinutes: s.soakMinutes,
        status: s.status,
        total: Object.values(c).reduce((a, b) => a + b, 0),
        counts: c,
        startedAt: s.startedAt ? epochSeconds(s.startedAt) : null,
        soakUntil: s.soakUntil ? epochSeconds(s.soakUntil) : null,
        finishedAt: s.finishedAt ? epochSeconds(s.finishedAt) : null,
      };
    }),
  };
}

/** Every state change of the release, oldest first. */
export async function releaseRecords(db: Db, scope: TenantScope, id: string): Promise<OtaRecord[]> {
  await releaseOf(db, scope, id);
  const rows = await db.select().from(otaRecords).where(eq(otaRecords.releaseId, id)).orderBy(asc(otaRecords.id));
  const accounts = await accountsOf(db, rows.map((r) => r.by));
  return rows.map((r) => ({
    id: String(r.id),
    action: r.action,
    status: r.status,
    stageIndex: r.stageIndex,
    by: r.by ? (accounts.get(r.by) ?? null) : null,
    detail: r.detail,
    at: epochSeconds(r.at),
  }));
}

/**
 * The progress chart: at each of TIMELINE_POINTS points from the release's start to now (or its end), how many tasks had
 * finished in each final state, how many were notified and not yet over, and how many were still queued. Counted in the
 * database per (status, notified bucket, finished bucket), so a release of any size answers a few hundred rows.
 */
export async function releaseTimeline(db: Db, scope: TenantScope, id: string, now: Date): Promise<OtaTimeline> {
  const release = await releaseOf(db, scope, id);
  const start = release.createdAt.getTime();
  const end = Math.max(start + 1000, (release.finishedAt ?? now).getTime());
  const step = (end - start) / (TIMELINE_POINTS - 1);
  // The first point at or after a moment: its bucket (0 for moments at the start or before).
  const bucket = (column: typeof otaTasks.notifiedAt) =>
    sql<number | null>`case when ${column} is null then null else greatest(0, ceil((extract(epoch from ${column}) * 1000 - ${start}) / ${step}))::int end`;
  const rows = await db
    .select({ status: otaTasks.status, notified: bucket(otaTasks.notifiedAt), finished: bucket(otaTasks.finishedAt), n: count() })
    .from(otaTasks)
    .where(eq(otaTasks.releaseId, id))
    .groupBy(sql`1`, sql`2`, sql`3`);
  const points = Array.from({ length: TIMELINE_POINTS }, (_, i) => ({ at: Math.floor((start + i * step) / 1000), counts: emptyCounts() }));
  for (const row of rows) {
    const n = Number(row.n);
    points.forEach((point, i) => {
      const finished = row.finished !== null && row.finished <= i;
      const notified = row.notified !== null && row.notified <= i;
      const state: OtaTaskStatus = finished ? row.status : notified ? (OTA_FINISHED_TASK_STATUSES.includes(row.status) ? 'notified' : row.status) : 'queued';
      point.counts[state] += n;
    });
  }
  return { points };
}

// ── Tasks ────────────────────────────────────────────────────────────────────

function taskWhere(scope: TenantScope, query: Pick<z.output<typeof otaTaskListQuery>, 'releaseId' | 'status' | 'stageIndex' | 'keyword'>): SQL {
  return scope.where(
    otaTasks,
    eq(otaTasks.releaseId, query.releaseId),
    query.status ? eq(otaTasks.status, query.status) : undefined,
    query.stageIndex !== undefined ? eq(otaTasks.stageIndex, query.stageIndex) : undefined,
    keywordMatch(query.keyword, otaTasks.did),
  );
}

function taskRows(db: Db, where: SQL) {
  return db.select().from(otaTasks).where(where).orderBy(asc(otaTasks.stageIndex), asc(otaTasks.did));
}

/** The tasks with their devices' names (a deleted device's task keeps its did, without a name). */
async function toTasks(db: Db, scope: TenantScope, rows: readonly (typeof otaTasks.$inferSelect)[]): Promise<OtaTask[]> {
  const names = new Map((await registryEntries(db, scope, rows.map((t) => t.did))).map((d) => [d.id, d.name]));
  return rows.map((t) => ({
    id: t.id,
    releaseId: t.releaseId,
    did: t.did,
    deviceName: names.get(t.did) ?? '',
    stageIndex: t.stageIndex,
    status: t.status,
    progress: t.progress,
    fromVersion: t.fromVersion,
    attempts: t.attempts,
    reason: t.reason,
    notifiedAt: t.notifiedAt ? epochSeconds(t.notifiedAt) : null,
    updatedAt: epochSeconds(t.updatedAt),
    finishedAt: t.finishedAt ? epochSeconds(t.finishedAt) : null,
  }));
}

/** The release's device tasks by stage and did, filtered by state, stage and a part of the did. */
export async function listTasks(db: Db, scope: TenantScope, query: z.output<typeof otaTaskListQuery>): Promise<PageResult<OtaTask>> {
  await releaseOf(db, scope, query.releaseId);
  const where = taskWhere(scope, query);
  const found = await listPage(query, taskRows(db, where).$dynamic(), db.select({ n: count() }).from(otaTasks).where(where));
  return { ...found, list: await toTasks(db, scope, found.list) };
}

/** The same rows as CSV (the server's reason keys translated), at most EXPORT_MAX_ROWS. */
export async function exportTasks(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof otaTaskListQuery>): Promise<string> {
  await releaseOf(db, scope, query.releaseId);
  const rows = await toTasks(db, scope, await taskRows(db, taskWhere(scope, query)).limit(EXPORT_MAX_ROWS));
  const time = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString());
  const columns = ['did', 'deviceName', 'stage', 'status', 'progress', 'fromVersion', 'attempts', 'reason', 'notifiedAt', 'finishedAt'];
  return toCsv(
    columns.map((c) => translate(lang, `ota.export.${c}`)),
    rows.map((t) => [
      t.did,
      t.deviceName,
      t.stageIndex + 1,
      translate(lang, `ota.taskStatus.${t.status}`),
      t.progress,
      t.fromVersion,
      t.attempts,
      t.reason?.startsWith('ota.') ? translate(lang, t.reason) : t.reason,
      time(t.notifiedAt),
      time(t.finishedAt),
    ]),
  );
}

/** The file a task's device downloads (any space: the caller checked the task's signed address). */
export async function taskFile(db: Db, taskId: string): Promise<VersionFile | null> {
  const [row] = await db
    .select({ versionId: otaReleases.versionId })
    .from(otaTasks)
    .innerJoin(otaReleases, eq(otaReleases.id, otaTasks.releaseId))
    .where(eq(otaTasks.id, taskId));
  return row ? versionFile(db, row.versionId) : null;
}

// ── Whitelist ────────────────────────────────────────────────────────────────

export async function listWhitelist(db: Db, scope: TenantScope, query: z.output<typeof otaWhitelistListQuery>): Promise<PageResult<OtaWhitelistEntry>> {
  await productOf(db, scope, query.productId);
  const where = scope.where(
    otaWhitelist,
    eq(otaWhitelist.productId, query.productId),
    query.kind ? eq(otaWhitelist.kind, query.kind) : undefined,
    keywordMatch(query.keyword, otaWhitelist.value),
  );
  const rows = db.select().from(otaWhitelist).where(where).orderBy(desc(otaWhitelist.createdAt), asc(otaWhitelist.value));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(otaWhitelist).where(where));
  return { ...found, list: found.list.map((r) => ({ id: r.id, productId: r.productId, kind: r.kind, value: r.value, createdAt: epochSeconds(r.createdAt) })) };
}

/** Adds the entries not listed yet (an entry already there is left as it is). */
export async function addWhitelist(ctx: Pick<AppContext, 'db' | 'clock'>, scope: TenantScope, body: z.output<typeof otaWhitelistAddBody>): Promise<void> {
  await productOf(ctx.db, scope, body.productId);
  const now = ctx.clock.now();
  const values = [...new Set(body.values)];
  await ctx.db
    .insert(otaWhitelist)
    .values(values.map((value) => scope.values({ id: randomUUID(), productId: body.productId, kind: body.kind, value, createdAt: now })))
    .onConflictDoNothing();
}

export async function deleteWhitelist(db: Db, scope: TenantScope, body: z.output<typeof otaWhitelistDeleteBody>): Promise<void> {
  await db.delete(otaWhitelist).where(scope.where(otaWhitelist, inArray(otaWhitelist.id, body.ids)));
}
