import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { ErrorCode } from '@iotc/shared';
import { NoticeAudience, NoticeReadFilter } from '@iotc/shared/notices';
import type { Lang, PageResult } from '@iotc/shared';
import type { RealtimeData } from '@iotc/shared/realtime';
import type {
  NoticeAdminItem,
  noticeAdminListQuery,
  NoticeBanner,
  NoticeDetail,
  NoticeFormat,
  NoticeItem,
  noticeListQuery,
  noticePublishBody,
  noticeReadBody,
  NoticeRecipient,
  noticeRecipientsQuery,
} from '@iotc/shared/notices';
import type { z } from 'zod';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { keywordMatch, listPage, page } from '../../core/search.ts';
import { users } from '../../core/users.tables.ts';
import { inLang } from './seed.ts';
import { noticeReads, noticeRecipients, notices } from './tables.ts';

type NoticeState = RealtimeData['notice'];
type Ctx = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

// ── Conditions ────────────────────────────────────────────────────────────────

/** The notice is addressed to the user: to everyone, or to them by name. `user` is an id or a column. */
function addressedTo(db: Db, user: string | SQLWrapper): SQL {
  const named = db
    .select({ one: sql`1` })
    .from(noticeRecipients)
    .where(and(eq(noticeRecipients.noticeId, notices.id), eq(noticeRecipients.userId, user)));
  return or(eq(notices.audience, NoticeAudience.All), exists(named))!;
}

function readBy(db: Db, user: string | SQLWrapper): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(noticeReads)
      .where(and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user))),
  );
}

const newestFirst = [desc(notices.publishedAt), desc(notices.id)];

// ── State of the bell and the banner ─────────────────────────────────────────

/**
 * The unread flag and the banner (latest notice addressed to them) of users, in one statement:
 * `which` picks the users (all of them when undefined).
 */
async function statesOf(db: Db, which: SQL | undefined): Promise<Map<string, NoticeState>> {
  const unread = db
    .select({ one: sql`1` })
    .from(notices)
    .where(and(addressedTo(db, users.id), not(readBy(db, users.id))));
  const latest = db
    .select({ banner: sql`json_build_object('id', ${notices.id}, 'title', ${notices.title})` })
    .from(notices)
    .where(addressedTo(db, users.id))
    .orderBy(...newestFirst)
    .limit(1);
  const rows = await db
    .select({
      userId: users.id,
      unread: sql<boolean>`exists(${unread})`,
      banner: sql<NoticeBanner | null>`(${latest})`,
    })
    .from(users)
    .where(which);
  return new Map(rows.map((r) => [r.userId, { unread: r.unread, banner: r.banner }]));
}

/** What the bell and the home banner show for one user (noticePaths.unread; the real-time channel's shape). */
export async function noticeStateOf(db: Db, userId: string, lang: Lang): Promise<NoticeState> {
  const state = (await statesOf(db, eq(users.id, userId))).get(userId) ?? { unread: false, banner: null };
  return { ...state, banner: state.banner && inLang(state.banner, lang) };
}

/** Sends each user their current state, so every open tab's bell and banner follow (after a read or a delete). */
async function announceStates(ctx: Ctx, which: SQL | undefined): Promise<void> {
  const groups = new Map<string, { state: NoticeState; userIds: string[] }>();
  for (const [userId, state] of await statesOf(ctx.db, which)) {
    const key = JSON.stringify(state);
    const group = groups.get(key) ?? { state, userIds: [] };
    group.userIds.push(userId);
    groups.set(key, group);
  }
  for (const { state, userIds } of groups.values()) await ctx.realtime.publish('notice', userIds, state);
}

// ── Users ────────────────────────────────────────────────────────────────────

export async function listForUser(
  db: Db,
  userId: string,
  query: z.output<typeof noticeListQuery>,
  lang: Lang,
): Promise<PageResult<NoticeItem>> {
  const where = and(
    addressedTo(db, userId),
    query.status === NoticeReadFilter.Unread ? not(readBy(db, userId)) : undefined,
    keywordMatch(query.keyword, notices.title),
  );
  const found = await listPage(
    query,
    db
      .select({
        id: notices.id,
        title: notices.title,
        format: notices.format,
        publishedAt: notices.publishedAt,
        read: readBy(db, userId).mapWith(Boolean),
      })
      .from(notices)
      .where(where)
      .orderBy(...newestFirst)
      .$dynamic(),
    db.select({ n: count() }).from(notices).where(where),
  );
  const list = found.list.map((r) => inLang({ ...r, format: r.format as NoticeFormat, publishedAt: epochSeconds(r.publishedAt) }, lang));
  return page(list, found.total, query);
}

/** Marks the user's unread notices (those `only` picks) read; answers how many were unread. */
async function markRead(db: Db, userId: string, now: Date, only: SQL | undefined): Promise<number> {
  const unread = db
    .select({ noticeId: notices.id, userId: sql`${userId}::text`.as('user_id'), readAt: sql`${now.toISOString()}::timestamptz`.as('read_at') })
    .from(notices)
    .where(and(addressedTo(db, userId), not(readBy(db, userId)), only));
  const added = await db.insert(noticeReads).select(unread).onConflictDoNothing().returning({ id: noticeReads.noticeId });
  return added.length;
}

/** A notice addressed to the user; opening it marks it read. Another user's notice is "not found". */
export async function detailForUser(ctx: Ctx, userId: string, id: string, lang: Lang): Promise<NoticeDetail> {
  const { db } = ctx;
  const [row] = await db
    .select({ id: notices.id, title: notices.title, content: notices.content, format: notices.format, publishedAt: notices.publishedAt })
    .from(notices)
    .where(and(eq(notices.id, id), addressedTo(db, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  if ((await markRead(db, userId, ctx.clock.now(), eq(notices.id, id))) > 0) await announceStates(ctx, eq(users.id, userId));
  return inLang({ ...row, format: row.format as NoticeFormat, publishedAt: epochSeconds(row.publishedAt), read: true }, lang);
}

/** Marks one notice (`id`) or all of the user's notices read. */
export async function readForUser(ctx: Ctx, userId: string, body: z.output<typeof noticeReadBody>): Promise<{ marked: number }> {
  const { db } = ctx;
  if (!body.all) {
    const [row] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, body.id!), addressedTo(db, userId)));
    if (!row) throw new AppError(ErrorCode.NotFound);
  }
  const marked = await markRead(db, userId, ctx.clock.now(), body.all ? undefined : eq(notices.id, body.id!));
  if (marked > 0) await announceStates(ctx, eq(users.id, userId));
  return { marked };
}

// ── Operators ────────────────────────────────────────────────────────────────

export async function listForOperator(db: Db, query: z.output<typeof noticeAdminListQuery>, lang: Lang): Promise<PageResult<NoticeAdminItem>> {
  const where = keywordMatch(query.keyword, notices.title);
  const readCount = db.select({ n: count() }).from(noticeReads).where(eq(noticeReads.noticeId, notices.id));
  const namedCount = db.select({ n: count() }).from(noticeRecipients).where(eq(noticeRecipients.noticeId, notices.id));
  const [found, [everyone]] = await Promise.all([
    listPage(
      query,
      db
        .select({
          id: notices.id,
          title: notices.title,
          content: notices.content,
          format: notices.format,
          audience: notices.audience,
          namedCount: sql<number>`(${namedCount})`.mapWith(Number),
          readCount: sql<number>`(${readCount})`.mapWith(Number),
          publisherName: users.userName,
          publishedAt: notices.publishedAt,
        })
        .from(notices)
        .leftJoin(users, eq(users.id, notices.publisherId))
        .where(where)
        .orderBy(...newestFirst)
        .$dynamic(),
      db.select({ n: count() }).from(notices).where(where),
    ),
    db.select({ n: count() }).from(users),
  ]);
  const list = found.list.map(({ namedCount: named, ...r }) =>
    inLang(
      {
        ...r,
        format: r.format as NoticeFormat,
        audience: r.audience as NoticeAudience,
        recipientCount: r.audience === NoticeAudience.All ? (everyone?.n ?? 0) : named,
        publishedAt: epochSeconds(r.publishedAt),
      },
      lang,
    ),
  );
  return page(list, found.total, query);
}

/** Users an operator may address, searched by account or name. */
export async function searchRecipients(db: Db, query: z.output<typeof noticeRecipientsQuery>): Promise<PageResult<NoticeRecipient>> {
  const where = keywordMatch(query.keyword, users.account, users.userName);
  const rows = db.select({ id: users.id, account: users.account, userName: users.userName }).from(users).where(where).orderBy(asc(users.account));
  return listPage(query, rows.$dynamic(), db.select({ n: count() }).from(users).where(where));
}

export interface NewNotice {
  title: string;
  content: string;
  format: NoticeFormat;
  audience: NoticeAudience;
  userIds?: string[];
}

/** Writes a notice (and its chosen users) in one transaction; the caller announces it. */
export async function insertNotice(db: Db, notice: NewNotice & { id?: string; publisherId: string | null; publishedAt: Date }) {
  const id = notice.id ?? randomUUID();
  const userIds = notice.audience === NoticeAudience.Users ? [...new Set(notice.userIds ?? [])] : [];
  await db.transaction(async (tx) => {
    await tx.insert(notices).values({
      id,
      title: notice.title,
      content: notice.content,
      format: notice.format,
      audience: notice.audience,
      publisherId: notice.publisherId,
      publishedAt: notice.publishedAt,
    });
    if (userIds.length > 0) await tx.insert(noticeRecipients).values(userIds.map((userId) => ({ noticeId: id, userId })));
  });
  return { id, userIds };
}

/**
 * Publishes a notice and lights the bell and the banner of every addressed user at once (for 'all':
 * every user now; those registered later find it when they sign in).
 */
export async function publish(ctx: Ctx, publisherId: string, body: z.output<typeof noticePublishBody>): Promise<{ id: string }> {
  const { db } = ctx;
  let addressed: string[];
  if (body.audience === NoticeAudience.Users) {
    const chosen = [...new Set(body.userIds ?? [])];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, chosen));
    if (found.length !== chosen.length) throw new AppError(ErrorCode.Validation, {}, 'error.noticeRecipientsGone');
    addressed = chosen;
  } else {
    addressed = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
  }
  const { id } = await insertNotice(db, { ...body, userIds: addressed, publisherId, publishedAt: ctx.clock.now() });
  await ctx.realtime.publish('notice', addressed, { unread: true, banner: { id, title: body.title } });
  return { id };
}

/** Deletes a notice for everyone; the users it reached get their bell and banner without it. */
export async function remove(ctx: Ctx, id: string): Promise<void> {
  const { db } = ctx;
  const addressed = await db.transaction(async (tx) => {
    const [row] = await tx.select({ audience: notices.audience }).from(notices).where(eq(notices.id, id)).for('update');
    if (!row) throw new AppError(ErrorCode.NotFound);
    const named =
      row.audience === NoticeAudience.All
        ? null
        : (await tx.select({ userId: noticeRecipients.userId }).from(noticeRecipients).where(eq(noticeRecipients.noticeId, id))).map(
            (r) => r.userId,
          );
    await tx.delete(notices).where(eq(notices.id, id));
    return named;
  });
  if (addressed === null) await announceStates(ctx, undefined);
  else if (addressed.length > 0) await announceStates(ctx, inArray(users.id, addressed));
}
