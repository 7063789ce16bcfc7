import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, Perm, translate, WORK_ORDER_MAX_IN_PROGRESS } from '@iotc/shared';
import {
  UNDERWAY_STATUSES,
  WORK_ORDER_REMIND_INTERVAL_S,
  WorkOrderAuthor,
  WorkOrderDict,
  WorkOrderFilter,
  WorkOrderStatus,
} from '@iotc/shared/workOrders';
import type { Lang, PageResult } from '@iotc/shared';
import type {
  supportListQuery,
  SupportWorkOrderDetail,
  SupportWorkOrderItem,
  WorkOrderDetail,
  WorkOrderItem,
  workOrderListQuery,
  WorkOrderMedia,
  WorkOrderMessage,
  WorkOrderRemindResult,
  workOrderSubmitBody,
} from '@iotc/shared/workOrders';
import { addSeconds, epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import { listDictRows } from '../dictionary/service.ts';
import { usersHoldingPermission } from '../roles/authority.ts';
import { isMemberOf, spaceNamesOf } from '../spaces/service.ts';
import { anyOperatorId, lockUser, userEmail, userIdsWithAccountLike, userNamesOf, type UserName } from '../users/service.ts';
import { removeMedia, storeMedia, type CheckedMedia } from './media.ts';
import { workOrderCounters, workOrderMessages, workOrders } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'realtime'> & { storage: Storage };

/**
 * Access: an order is the user's own (they see it from whichever space they are in) or any order
 * for an operator holding Perm.supportList (checked by the routes). The space an order is filed in
 * is one the user belongs to, checked on submit; it never comes from an update.
 */

// ── Helpers ───────────────────────────────────────────────────────────────────

function filterCondition(filter: WorkOrderFilter): SQL | undefined {
  if (filter === WorkOrderFilter.Underway) return ne(workOrders.status, WorkOrderStatus.Closed);
  if (filter === WorkOrderFilter.Closed) return eq(workOrders.status, WorkOrderStatus.Closed);
  return undefined;
}

const itemColumns = {
  id: workOrders.id,
  number: workOrders.number,
  tenantId: workOrders.tenantId,
  problemType: workOrders.problemType,
  classification: workOrders.classification,
  status: workOrders.status,
  content: workOrders.content,
  unread: workOrders.userUnread,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
};

/** A row of itemColumns: the list item before its space is named, its status typed and its times epoch seconds. */
type ItemRow = Omit<WorkOrderItem, 'companyName' | 'status' | 'createdAt' | 'updatedAt'> & { status: number; createdAt: Date; updatedAt: Date };

function toItem(row: ItemRow, spaceNames: Map<string, string>): WorkOrderItem {
  return {
    ...row,
    companyName: spaceNames.get(row.tenantId) ?? '',
    status: row.status as WorkOrderStatus,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  };
}

/** The field's "Choose one of" error, in the request's language. */
async function requireDictValue(db: Db, lang: Lang, field: 'problemType' | 'classification', value: string): Promise<void> {
  const rows = await listDictRows(db, WorkOrderDict[field]);
  if (rows.some((row) => row.dictValue === value)) return;
  const values = rows.map((row) => (lang === 'en-US' ? row.dictLabelEn : row.dictLabel)).join(', ');
  throw new AppError(
    ErrorCode.Validation,
    { field: translate(lang, `field.${field}`), reason: translate(lang, 'validation.invalidValue', { values }) },
    'error.validation',
  );
}

/** WO + UTC date + the day's sequence: readable on the phone, unique by the counter row's lock. */
async function nextNumber(db: Db, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const [row] = await db
    .insert(workOrderCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: workOrderCounters.day, set: { last: sql`${workOrderCounters.last} + 1` } })
    .returning({ last: workOrderCounters.last });
  return `WO${day}${String(row!.last).padStart(4, '0')}`;
}

async function countUnderway(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(and(eq(workOrders.userId, userId), inArray(workOrders.status, [...UNDERWAY_STATUSES])));
  return row?.n ?? 0;
}

// ── Real-time ─────────────────────────────────────────────────────────────────

/** Orders of the user with an answer not read yet (the header's red dot). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(and(eq(workOrders.userId, userId), eq(workOrders.userUnread, true)));
  return row?.n ?? 0;
}

/** Tells the user's open tabs their new unread count. */
export async function notifyUser(ctx: Pick<Ctx, 'db' | 'realtime'>, userId: string): Promise<void> {
  await ctx.realtime.publish('workOrder', [userId], { unread: await unreadCount(ctx.db, userId) });
}

/**
 * Tells support something changed in the inbox. The channel carries the header's count, so each
 * operator gets their own (unchanged) count; the message itself is the signal to refresh the inbox.
 */
export async function notifySupport(ctx: Pick<Ctx, 'db' | 'realtime'>): Promise<void> {
  const ids = await usersHoldingPermission(ctx.db, Perm.supportList);
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ userId: workOrders.userId, n: count() })
    .from(workOrders)
    .where(and(inArray(workOrders.userId, ids), eq(workOrders.userUnread, true)))
    .groupBy(workOrders.userId);
  const counts = new Map(rows.map((row) => [row.userId, row.n]));
  await Promise.all(ids.map((id) => ctx.realtime.publish('workOrder', [id], { unread: counts.get(id) ?? 0 })));
}

// ── Reading ───────────────────────────────────────────────────────────────────

export async function listForUser(db: Db, userId: string, query: z.output<typeof workOrderListQuery>): Promise<PageResult<WorkOrderItem>> {
  const where = and(eq(workOrders.userId, userId), filterCondition(query.filter), keywordMatch(query.keyword, workOrders.number, workOrders.content));
  const rows = db.select(itemColumns).from(workOrders).where(where).orderBy(desc(workOrders.createdAt), desc(workOrders.number));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(workOrders).where(where));
  const spaceNames = await spaceNamesOf(db, found.list.map((row) => row.tenantId));
  return { ...found, list: found.list.map((row) => toItem(row, spaceNames)) };
}

const supportColumns = {
  ...itemColumns,
  userId: workOrders.userId,
  remindedAt: workOrders.remindedAt,
};

export async function listForSupport(db: Db, query: z.output<typeof supportListQuery>): Promise<PageResult<SupportWorkOrderItem>> {
  const keyword = query.keyword?.trim();
  const where = and(
    query.status !== undefined ? eq(workOrders.status, query.status) : filterCondition(query.filter),
    query.problemType ? eq(workOrders.problemType, query.problemType) : undefined,
    query.classification ? eq(workOrders.classification, query.classification) : undefined,
    keyword ? or(keywordMatch(keyword, workOrders.number, workOrders.content), inArray(workOrders.userId, userIdsWithAccountLike(db, keyword))) : undefined,
  );
  // Waiting the longest first: what support should answer next.
  const rows = db.select(supportColumns).from(workOrders).where(where).orderBy(asc(workOrders.updatedAt), asc(workOrders.number));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(workOrders).where(where));
  const [spaceNames, userNames] = await Promise.all([
    spaceNamesOf(db, found.list.map((row) => row.tenantId)),
    userNamesOf(db, found.list.map((row) => row.userId)),
  ]);
  return {
    ...found,
    list: found.list.map(({ remindedAt, userId, ...row }) => ({
      ...toItem(row, spaceNames),
      userId,
      ...asker(userNames, userId),
      remindedAt: remindedAt ? epochSeconds(remindedAt) : null,
    })),
  };
}

/** Who asked, as the inbox shows them (blank once the account is gone). */
function asker(userNames: Map<string, UserName>, userId: string): UserName {
  return userNames.get(userId) ?? { account: '', userName: '' };
}

async function messagesOf(db: Db, workOrderId: string): Promise<WorkOrderMessage[]> {
  const rows = await db
    .select({
      id: workOrderMessages.id,
      author: workOrderMessages.author,
      content: workOrderMessages.content,
      media: workOrderMessages.media,
      createdAt: workOrderMessages.createdAt,
    })
    .from(workOrderMessages)
    .where(eq(workOrderMessages.workOrderId, workOrderId))
    .orderBy(asc(workOrderMessages.seq));
  return rows.map((row) => ({ ...row, author: row.author as WorkOrderAuthor, createdAt: epochSeconds(row.createdAt) }));
}

const detailColumns = {
  ...supportColumns,
  email: workOrders.email,
  phone: workOrders.phone,
  media: workOrders.media,
  closedAt: workOrders.closedAt,
};

/** One order with its conversation; `userId` limits it to that user's orders (null: support). */
async function readDetail(db: Db, id: string, userId: string | null, now: Date): Promise<SupportWorkOrderDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(workOrders)
    .where(and(eq(workOrders.id, id), userId === null ? undefined : eq(workOrders.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  const { remindedAt, closedAt, userId: owner, email, phone, media, ...item } = row;
  const remindAfter = remindedAt ? addSeconds(remindedAt, WORK_ORDER_REMIND_INTERVAL_S) : null;
  const [spaceNames, userNames] = await Promise.all([spaceNamesOf(db, [item.tenantId]), userNamesOf(db, [owner])]);
  return {
    ...toItem(item, spaceNames),
    userId: owner,
    ...asker(userNames, owner),
    email,
    phone,
    media,
    messages: await messagesOf(db, id),
    closedAt: closedAt ? epochSeconds(closedAt) : null,
    remindedAt: remindedAt ? epochSeconds(remindedAt) : null,
    remindAfter: remindAfter && remindAfter > now ? epochSeconds(remindAfter) : null,
  };
}

/** The user's order; opening it marks support's answers read (and tells the user's other tabs). */
export async function detailForUser(ctx: Ctx, userId: string, id: string): Promise<WorkOrderDetail> {
  const marked = await ctx.db
    .update(workOrders)
    .set({ userUnread: false })
    .where(and(eq(workOrders.id, id), eq(workOrders.userId, userId), eq(workOrders.userUnread, true)))
    .returning({ id: workOrders.id });
  const { userId: _owner, account: _account, userName: _userName, remindedAt: _remindedAt, ...detail } = await readDetail(
    ctx.db,
    id,
    userId,
    ctx.clock.now(),
  );
  if (marked.length > 0) await notifyUser(ctx, userId);
  return detail;
}

export function detailForSupport(ctx: Ctx, id: string): Promise<SupportWorkOrderDetail> {
  return readDetail(ctx.db, id, null, ctx.clock.now());
}

// ── Writing (user) ────────────────────────────────────────────────────────────

export interface SubmitInput {
  userId: string;
  lang: Lang;
  fields: z.output<typeof workOrderSubmitBody>;
  media: CheckedMedia[];
}

/**
 * Files an order: the space must be one of the user's, the dictionary values known, and fewer than
 * 3 orders of the user underway. The files are written first and removed again if the row is refused.
 */
export async function submit(ctx: Ctx, input: SubmitInput): Promise<WorkOrderDetail> {
  const { db } = ctx;
  const { userId, fields, lang } = input;
  if (!(await isMemberOf(db, userId, fields.tenantId))) throw new AppError(ErrorCode.NotMemberOfSpace);
  await requireDictValue(db, lang, 'problemType', fields.problemType);
  await requireDictValue(db, lang, 'classification', fields.classification);
  // Early, so a refused order writes no file; checked again under the lock below.
  if ((await countUnderway(db, userId)) >= WORK_ORDER_MAX_IN_PROGRESS) {
    throw new AppError(ErrorCode.WorkOrderLimit, { max: WORK_ORDER_MAX_IN_PROGRESS });
  }

  const now = ctx.clock.now();
  const stored = await storeMedia(ctx.storage, fields.tenantId, input.media, now);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // One submit at a time per user, so two at once cannot both pass the limit.
      await lockUser(tx, userId);
      if ((await countUnderway(tx, userId)) >= WORK_ORDER_MAX_IN_PROGRESS) {
        throw new AppError(ErrorCode.WorkOrderLimit, { max: WORK_ORDER_MAX_IN_PROGRESS });
      }
      await tx.insert(workOrders).values({
        id,
        number: await nextNumber(tx, now),
        userId,
        tenantId: fields.tenantId,
        problemType: fields.problemType,
        classification: fields.classification,
        content: fields.content,
        email: fields.email,
        phone: fields.phone,
        media: stored.media,
        status: WorkOrderStatus.Pending,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    await removeMedia(ctx.storage, stored);
    throw error;
  }
  await notifySupport(ctx);
  return detailForUser(ctx, userId, id);
}

/** The order as a write needs it: it exists (for this user, unless support) and is not closed. */
async function openOrder(db: Db, id: string, userId: string | null): Promise<{ id: string; tenantId: string; userId: string; status: number }> {
  const [row] = await db
    .select({ id: workOrders.id, tenantId: workOrders.tenantId, userId: workOrders.userId, status: workOrders.status })
    .from(workOrders)
    .where(and(eq(workOrders.id, id), userId === null ? undefined : eq(workOrders.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  if (row.status === WorkOrderStatus.Closed) throw new AppError(ErrorCode.WorkOrderClosed);
  return row;
}

interface MessageInput {
  id: string;
  content: string;
  media: CheckedMedia[];
}

/**
 * Adds a message to an open order and moves its status; the status condition in the same statement
 * keeps a close that happened meanwhile from being overwritten.
 */
async function addMessage(ctx: Ctx, order: { id: string; tenantId: string }, author: WorkOrderAuthor, authorUserId: string, input: MessageInput) {
  const now = ctx.clock.now();
  const stored = await storeMedia(ctx.storage, order.tenantId, input.media, now);
  try {
    await ctx.db.transaction(async (tx) => {
      const status =
        author === WorkOrderAuthor.Support
          ? WorkOrderStatus.Replied
          : // The user asking again after an answer puts the order back in support's hands.
            sql`case when ${workOrders.status} = ${sql.raw(String(WorkOrderStatus.Replied))} then ${sql.raw(String(WorkOrderStatus.Processing))} else ${workOrders.status} end`;
      const updated = await tx
        .update(workOrders)
        .set({ status, updatedAt: now, ...(author === WorkOrderAuthor.Support ? { userUnread: true } : {}) })
        .where(and(eq(workOrders.id, order.id), ne(workOrders.status, WorkOrderStatus.Closed)))
        .returning({ id: workOrders.id });
      if (updated.length === 0) throw new AppError(ErrorCode.WorkOrderClosed);
      await tx.insert(workOrderMessages).values({
        id: randomUUID(),
        workOrderId: order.id,
        tenantId: order.tenantId,
        author,
        authorUserId,
        content: input.content,
        media: stored.media,
        createdAt: now,
      });
    });
  } catch (error) {
    await removeMedia(ctx.storage, stored);
    throw error;
  }
}

/** Continue asking. */
export async function replyAsUser(ctx: Ctx, userId: string, input: MessageInput): Promise<WorkOrderDetail> {
  const order = await openOrder(ctx.db, input.id, userId);
  await addMessage(ctx, order, WorkOrderAuthor.User, userId, input);
  await notifySupport(ctx);
  return detailForUser(ctx, userId, input.id);
}

/** Nudges support, at most once per WORK_ORDER_REMIND_INTERVAL_S per order. */
export async function remind(ctx: Ctx, userId: string, id: string): Promise<WorkOrderRemindResult> {
  await openOrder(ctx.db, id, userId);
  const now = ctx.clock.now();
  const earliest = addSeconds(now, -WORK_ORDER_REMIND_INTERVAL_S);
  // One statement: two reminders at once cannot both pass.
  const updated = await ctx.db
    .update(workOrders)
    .set({ remindedAt: now })
    .where(
      and(
        eq(workOrders.id, id),
        eq(workOrders.userId, userId),
        ne(workOrders.status, WorkOrderStatus.Closed),
        or(isNull(workOrders.remindedAt), lte(workOrders.remindedAt, earliest)),
      ),
    )
    .returning({ id: workOrders.id });
  if (updated.length === 0) {
    const [row] = await ctx.db.select({ remindedAt: workOrders.remindedAt, status: workOrders.status }).from(workOrders).where(eq(workOrders.id, id));
    if (row?.status === WorkOrderStatus.Closed) throw new AppError(ErrorCode.WorkOrderClosed);
    const next = addSeconds(row?.remindedAt ?? now, WORK_ORDER_REMIND_INTERVAL_S);
    const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
    throw new AppError(ErrorCode.TooManyRequests, { seconds, minutes: Math.ceil(seconds / 60) }, 'error.remindTooSoon');
  }
  await notifySupport(ctx);
  return { remindAfter: epochSeconds(addSeconds(now, WORK_ORDER_REMIND_INTERVAL_S)) };
}

/** Closes an order (by its user, or support when `userId` is null); closing a closed one changes nothing. */
async function closeOrder(ctx: Ctx, id: string, userId: string | null): Promise<{ owner: string; changed: boolean }> {
  const now = ctx.clock.now();
  const bySupport = userId === null;
  const updated = await ctx.db
    .update(workOrders)
    .set({ status: WorkOrderStatus.Closed, closedAt: now, updatedAt: now, ...(bySupport ? { userUnread: true } : {}) })
    .where(and(eq(workOrders.id, id), bySupport ? undefined : eq(workOrders.userId, userId), ne(workOrders.status, WorkOrderStatus.Closed)))
    .returning({ owner: workOrders.userId });
  if (updated[0]) return { owner: updated[0].owner, changed: true };
  const [row] = await ctx.db
    .select({ owner: workOrders.userId })
    .from(workOrders)
    .where(and(eq(workOrders.id, id), bySupport ? undefined : eq(workOrders.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return { owner: row.owner, changed: false };
}

export async function closeAsUser(ctx: Ctx, userId: string, id: string): Promise<WorkOrderDetail> {
  const { changed } = await closeOrder(ctx, id, userId);
  if (changed) await notifySupport(ctx);
  return detailForUser(ctx, userId, id);
}

export async function updatePhone(ctx: Ctx, userId: string, id: string, phone: string): Promise<WorkOrderDetail> {
  await openOrder(ctx.db, id, userId);
  const updated = await ctx.db
    .update(workOrders)
    .set({ phone, updatedAt: ctx.clock.now() })
    .where(and(eq(workOrders.id, id), eq(workOrders.userId, userId), ne(workOrders.status, WorkOrderStatus.Closed)))
    .returning({ id: workOrders.id });
  if (updated.length === 0) throw new AppError(ErrorCode.WorkOrderClosed);
  return detailForUser(ctx, userId, id);
}

// ── Writing (support) ─────────────────────────────────────────────────────────

/** Support answers: the order becomes replied and unread for its user, whose tabs hear of it at once. */
export async function replyAsSupport(ctx: Ctx, operatorId: string, input: MessageInput): Promise<SupportWorkOrderDetail> {
  const order = await openOrder(ctx.db, input.id, null);
  await addMessage(ctx, order, WorkOrderAuthor.Support, operatorId, input);
  await notifyUser(ctx, order.userId);
  await notifySupport(ctx);
  return detailForSupport(ctx, input.id);
}

export async function classify(ctx: Ctx, lang: Lang, id: string, classification: string): Promise<SupportWorkOrderDetail> {
  await requireDictValue(ctx.db, lang, 'classification', classification);
  const updated = await ctx.db
    .update(workOrders)
    .set({ classification, updatedAt: ctx.clock.now() })
    .where(eq(workOrders.id, id))
    .returning({ id: workOrders.id });
  if (updated.length === 0) throw new AppError(ErrorCode.NotFound);
  return detailForSupport(ctx, id);
}

export async function closeAsSupport(ctx: Ctx, id: string): Promise<SupportWorkOrderDetail> {
  const { owner, changed } = await closeOrder(ctx, id, null);
  if (changed) {
    await notifyUser(ctx, owner);
    await notifySupport(ctx);
  }
  return detailForSupport(ctx, id);
}

// ── Demo data ─────────────────────────────────────────────────────────────────

/**
 * One answered order of the demo user, already read, so the pages have something to show.
 * Idempotent: skipped once the user has any order.
 */
export async function seedDemoWorkOrder(db: Db, userId: string, tenantId: string, now: Date): Promise<void> {
  const [existing] = await db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.userId, userId)).limit(1);
  if (existing) return;
  const [operatorId, email] = await Promise.all([anyOperatorId(db), userEmail(db, userId)]);
  const id = randomUUID();
  const asked = addSeconds(now, -3600);
  const media: WorkOrderMedia[] = [];
  await db.transaction(async (tx) => {
    await tx.insert(workOrders).values({
      id,
      number: await nextNumber(tx, asked),
      userId,
      tenantId,
      problemType: '3',
      classification: '1',
      // The demo account's own question, in its (English) words, like its company name: a user's text is one language.
      content: 'The device shows offline in the console after pairing. How do I troubleshoot it?',
      email: email ?? 'demo@example.com',
      phone: '0755-12345678',
      media,
      status: WorkOrderStatus.Replied,
      userUnread: false,
      createdAt: asked,
      updatedAt: now,
    });
    await tx.insert(workOrderMessages).values({
      id: randomUUID(),
      workOrderId: id,
      tenantId,
      author: WorkOrderAuthor.Support,
      authorUserId: operatorId,
      content: 'Check that the device credentials match the product, then look at the latest connection log on the device debugging page.',
      media: [],
      createdAt: now,
    });
  });
}
