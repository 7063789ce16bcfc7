import { randomUUID } from 'node:crypto';
import { count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode, PUSHES_PER_PRODUCT_MAX } from '@iotc/shared';
import { pushConditionProblems } from '@iotc/shared/devicePush';
import type { Lang, PageResult } from '@iotc/shared';
import type {
  DevicePush,
  devicePushEditBody,
  devicePushEnableBody,
  devicePushListQuery,
  DevicePushRecord,
  devicePushRecordQuery,
  DevicePushValues,
} from '@iotc/shared/devicePush';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Bus } from '../../core/realtime.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { listFunctions } from '../functions/service.ts';
import { productOf } from '../products/access.ts';
import { productLabels } from '../products/readModel.ts';
import { pushesChanged } from './evaluator.ts';
import { devicePushEdges, devicePushRecords, devicePushes } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'> & { bus: Bus };
type PushRow = typeof devicePushes.$inferSelect;

const PUSH_ID_PREFIX = 'P';
const PUSH_ID_DIGITS = 6;
/** Two pushes created at once may pick the same next push ID: the later one tries again. */
const PUSH_ID_ATTEMPTS = 5;

function toPush(row: PushRow, productName: string): DevicePush {
  return {
    id: row.id,
    pushId: row.pushId,
    productId: row.productId,
    productName,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    conditionType: row.conditionType,
    conditions: row.conditions,
    triggerMode: row.triggerMode,
    target: row.target,
    method: row.method,
    openMethod: row.openMethod,
    openUrl: row.openUrl,
    enabled: row.enabled,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  };
}

/** The conditions checked against the product's functions (422 listing every problem), identifiers spelled as the functions spell them. */
async function checkedValues(db: Db, scope: TenantScope, values: DevicePushValues): Promise<DevicePushValues> {
  await productOf(db, scope, values.productId);
  const functions = await listFunctions(db, scope, values.productId);
  const problems = pushConditionProblems(values.conditions, functions);
  if (problems.length > 0) {
    throw new z.ZodError(problems.map((p) => ({ code: 'custom' as const, path: p.path, message: p.key, params: p.params, input: undefined })));
  }
  const spelled = new Map(functions.map((f) => [f.identifier.toLowerCase(), f.identifier]));
  return { ...values, conditions: values.conditions.map((c) => ({ ...c, identifier: spelled.get(c.identifier.toLowerCase())! })) };
}

/** The rows as pushes with their product's name; a push whose product went meanwhile is left out (deleted with it). */
async function toPushes(db: Db, rows: readonly PushRow[]): Promise<DevicePush[]> {
  const labels = await productLabels(db, rows.map((row) => row.productId));
  return rows.flatMap((row) => {
    const product = labels.get(row.productId);
    return product ? [toPush(row, product.name)] : [];
  });
}

async function pushOf(db: Db, scope: TenantScope, id: string): Promise<PushRow> {
  const [row] = await db.select().from(devicePushes).where(scope.where(devicePushes, eq(devicePushes.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function pushDetail(db: Db, scope: TenantScope, id: string): Promise<DevicePush> {
  const [push] = await toPushes(db, [await pushOf(db, scope, id)]);
  if (!push) throw new AppError(ErrorCode.NotFound);
  return push;
}

/** One page of the space's pushes, newest first; the keyword matches a part of the push ID or of either title. */
export async function listPushes(db: Db, scope: TenantScope, query: z.output<typeof devicePushListQuery>): Promise<PageResult<DevicePush>> {
  const where = scope.where(
    devicePushes,
    query.productId ? eq(devicePushes.productId, query.productId) : undefined,
    keywordMatch(query.keyword, devicePushes.pushId, devicePushes.titleZh, devicePushes.titleEn),
  );
  const rows = db.select().from(devicePushes).where(where).orderBy(desc(devicePushes.createdAt), desc(devicePushes.pushId));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(devicePushes).where(where));
  return { ...found, list: await toPushes(db, found.list) };
}

/**
 * The space's next push ID: one above the highest in use or in the monitor's history, so the firings of a
 * deleted push are never listed under a new one.
 */
async function nextPushId(db: Db, scope: TenantScope): Promise<string> {
  const highest = (table: typeof devicePushes | typeof devicePushRecords) =>
    db.select({ last: sql<string | null>`max(${table.pushId})` }).from(table).where(scope.where(table));
  const [[pushes], [records]] = await Promise.all([highest(devicePushes), highest(devicePushRecords)]);
  const number = (id: string | null | undefined) => (id ? Number(id.slice(PUSH_ID_PREFIX.length)) : 0);
  return PUSH_ID_PREFIX + String(Math.max(number(pushes?.last), number(records?.last)) + 1).padStart(PUSH_ID_DIGITS, '0');
}

async function assertRoomFor(db: Db, scope: TenantScope, productId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(devicePushes).where(scope.where(devicePushes, eq(devicePushes.productId, productId)));
  if ((row?.n ?? 0) >= PUSHES_PER_PRODUCT_MAX) throw new AppError(ErrorCode.DevicePushLimit, { max: PUSHES_PER_PRODUCT_MAX });
}

export async function savePush(ctx: Ctx, scope: TenantScope, body: DevicePushValues): Promise<DevicePush> {
  const values = await checkedValues(ctx.db, scope, body);
  await assertRoomFor(ctx.db, scope, values.productId);
  const now = ctx.clock.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const id = randomUUID();
      await ctx.db.transaction(async (tx) => {
        const pushId = await nextPushId(tx, scope);
        await tx.insert(devicePushes).values(scope.values({ id, pushId, ...values, createdAt: now, updatedAt: now }));
      });
      await pushesChanged(ctx.bus, [values.productId]);
      return await pushDetail(ctx.db, scope, id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PUSH_ID_ATTEMPTS) throw error;
    }
  }
}

/** What decides when a push fires: a change to it starts its edge states over. */
const rulePart = (p: Pick<PushRow, 'productId' | 'conditionType' | 'conditions' | 'triggerMode'>) =>
  JSON.stringify([p.productId, p.conditionType, p.conditions, p.triggerMode]);

export async function editPush(ctx: Ctx, scope: TenantScope, body: z.output<typeof devicePushEditBody>): Promise<DevicePush> {
  const { id, ...input } = body;
  const row = await pushOf(ctx.db, scope, id);
  const values = await checkedValues(ctx.db, scope, input);
  if (values.productId !== row.productId) await assertRoomFor(ctx.db, scope, values.productId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(devicePushes).set(scope.set({ ...values, updatedAt: ctx.clock.now() })).where(scope.where(devicePushes, eq(devicePushes.id, id)));
    if (rulePart(values) !== rulePart(row)) await tx.delete(devicePushEdges).where(scope.where(devicePushEdges, eq(devicePushEdges.pushRef, id)));
  });
  await pushesChanged(ctx.bus, [row.productId, values.productId]);
  return pushDetail(ctx.db, scope, id);
}

/** Enabling a disabled push starts its edge states over: what happened while it was off does not count. */
export async function enablePush(ctx: Ctx, scope: TenantScope, body: z.output<typeof devicePushEnableBody>): Promise<DevicePush> {
  const row = await pushOf(ctx.db, scope, body.id);
  if (row.enabled !== body.enabled) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(devicePushes).set(scope.set({ enabled: body.enabled, updatedAt: ctx.clock.now() })).where(scope.where(devicePushes, eq(devicePushes.id, body.id)));
      if (body.enabled) await tx.delete(devicePushEdges).where(scope.where(devicePushEdges, eq(devicePushEdges.pushRef, body.id)));
    });
    await pushesChanged(ctx.bus, [row.productId]);
  }
  return pushDetail(ctx.db, scope, body.id);
}

/** Deletes the push and its edge states; its monitor rows stay. */
export async function deletePush(ctx: Ctx, scope: TenantScope, id: string): Promise<void> {
  const row = await pushOf(ctx.db, scope, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(devicePushes).where(scope.where(devicePushes, eq(devicePushes.id, id)));
  });
  await pushesChanged(ctx.bus, [row.productId]);
}

/** Rows of a time window given in epoch seconds, both ends included. */
function within(window: { startTime?: number; endTime?: number }): (SQL | undefined)[] {
  return [
    window.startTime === undefined ? undefined : gte(devicePushRecords.triggeredAt, new Date(window.startTime * 1000)),
    window.endTime === undefined ? undefined : lt(devicePushRecords.triggeredAt, new Date((window.endTime + 1) * 1000)),
  ];
}

/** One page of the device message monitor, newest first; filters: push ID, did, time window. */
export async function monitorList(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof devicePushRecordQuery>): Promise<PageResult<DevicePushRecord>> {
  const where = scope.where(
    devicePushRecords,
    query.pushId ? eq(devicePushRecords.pushId, query.pushId.toUpperCase()) : undefined,
    query.did ? eq(devicePushRecords.deviceId, query.did) : undefined,
    ...within(query),
  );
  const rows = db.select().from(devicePushRecords).where(where).orderBy(desc(devicePushRecords.triggeredAt), desc(devicePushRecords.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(devicePushRecords).where(where));
  const list = found.list.map(
    (row): DevicePushRecord => ({
      id: String(row.id),
      pushId: row.pushId,
      messageName: lang === 'en-US' && row.titleEn ? row.titleEn : row.titleZh,
      did: row.deviceId,
      deviceName: row.deviceName,
      userAccount: row.userAccount,
      triggeredAt: epochSeconds(row.triggeredAt),
      values: row.matchedValues,
    }),
  );
  return { ...found, list };
}
