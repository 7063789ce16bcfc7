import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, NOTICE_TITLE_MAX_LENGTH, type PageResult } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import { realtimeChannel, type RealtimeData } from '@iotc/shared/realtime';
import {
  type NoticeAdminItem,
  noticeAdminPaths,
  type NoticeDetail,
  type NoticeItem,
  noticePaths,
  type NoticePublishBody,
  type NoticeRecipient,
} from '@iotc/shared/notices';
import { users } from '../../core/users.tables.ts';
import { call, createDemoApp, login, registerAndActivate, type TestApp } from '../../../test/helpers.ts';
import { WELCOME_NOTICE_ID } from './seed.ts';
import { noticeReads, noticeRecipients, notices } from './tables.ts';

type NoticeState = RealtimeData['notice'];

let t: TestApp;
let admin: TokenPair;
let demo: TokenPair;
let dev: TokenPair;
let partner: TokenPair;
const ids: Record<'admin' | 'demo' | 'dev' | 'partner', string> = { admin: '', demo: '', dev: '', partner: '' };

/** Every notice message the real-time channel carried, per user id. */
const received = new Map<string, NoticeState[]>();
const stopListening: (() => void)[] = [];

const userIdOf = async (token: string) => (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token })).body.data.id;

beforeAll(async () => {
  ({ t, admin, demo, dev, partner } = await createDemoApp('admin', 'demo', 'dev', 'partner'));
  ids.admin = await userIdOf(admin.token);
  ids.demo = await userIdOf(demo.token);
  ids.dev = await userIdOf(dev.token);
  ids.partner = await userIdOf(partner.token);
  for (const userId of Object.values(ids)) {
    received.set(userId, []);
    stopListening.push(
      t.app.realtime.listen(realtimeChannel('notice', userId), (message) => received.get(userId)!.push(message.data as NoticeState)),
    );
  }
});
afterAll(async () => {
  for (const stop of stopListening) stop();
  await t.close();
});

const list = (token: string, query: Record<string, string> = {}) =>
  call<PageResult<NoticeItem>>(t.app, 'GET', noticePaths.list, { token, query });
const unread = async (token: string) => (await call<NoticeState>(t.app, 'GET', noticePaths.unread, { token })).body.data;
const detail = (token: string, id: string) => call<NoticeDetail>(t.app, 'GET', noticePaths.detail(id), { token });
const read = (token: string, body: object) => call<{ marked: number }>(t.app, 'POST', noticePaths.read, { token, body });

async function publish(body: NoticePublishBody, token = admin.token, lang?: 'en-US' | 'zh-CN') {
  // One second apart, so "newest first" is decided by the time.
  t.clock.advance(1);
  return call<{ id: string }>(t.app, 'POST', noticeAdminPaths.publish, { token, body, lang });
}

async function published(body: NoticePublishBody): Promise<string> {
  const r = await publish(body);
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data.id;
}

function clearReceived() {
  for (const messages of received.values()) messages.length = 0;
}

const noticeCount = async () => (await t.db.select({ id: notices.id }).from(notices)).length;

describe('notices for users', () => {
  it('starts with the welcome notice of the demo data, unread, as the banner', async () => {
    expect(await unread(demo.token)).toEqual({ unread: true, banner: { id: WELCOME_NOTICE_ID, title: expect.any(String) } });
    const { body } = await list(demo.token);
    expect(body.data).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(body.data.list[0]).toMatchObject({ id: WELCOME_NOTICE_ID, read: false, format: 'markdown' });
    expect(Number.isInteger(body.data.list[0]!.publishedAt)).toBe(true);
  });

  it('publishes to all users: every bell lights at once and the notice leads the list', async () => {
    clearReceived();
    const id = await published({ title: 'Maintenance on Sunday', content: 'The platform is **down** 02:00-04:00.', audience: 'all' });
    const expected = { unread: true, banner: { id, title: 'Maintenance on Sunday' } };
    for (const userId of Object.values(ids)) expect(received.get(userId), userId).toEqual([expected]);

    for (const token of [demo.token, dev.token, partner.token]) {
      expect(await unread(token)).toEqual(expected);
      const first = (await list(token)).body.data.list[0];
      expect(first).toMatchObject({ id, title: 'Maintenance on Sunday', read: false });
    }
  });

  it('reaches users who register after an "all" notice was published', async () => {
    await registerAndActivate(t, { account: 'late.comer@example.com', password: 'Passw0rdX', companyName: 'Late Co' });
    const late = await login(t.app, 'late.comer@example.com', 'Passw0rdX');
    const { body } = await list(late.token);
    expect(body.data.list.map((n) => n.title)).toEqual(['Maintenance on Sunday', '欢迎使用 IoT 开发者控制台']);
    // The platform's welcome notice reads in the request's language; an operator's as written.
    const english = await call<PageResult<NoticeItem>>(t.app, 'GET', noticePaths.list, { token: late.token, lang: 'en-US' });
    expect(english.body.data.list.map((n) => n.title)).toEqual(['Maintenance on Sunday', 'Welcome to the IoT developer console']);
    expect((await unread(late.token)).unread).toBe(true);
  });

  it('publishes to chosen users only: no one else sees it, opens it, or hears of it', async () => {
    clearReceived();
    const id = await published({ title: 'Your beta access', content: 'Plain text\nwith lines', format: 'text', audience: 'users', userIds: [ids.dev] });
    expect(received.get(ids.dev)).toEqual([{ unread: true, banner: { id, title: 'Your beta access' } }]);
    for (const other of [ids.demo, ids.partner, ids.admin]) expect(received.get(other)).toEqual([]);

    const devList = (await list(dev.token)).body.data;
    expect(devList.list[0]).toMatchObject({ id, format: 'text' });
    expect((await unread(dev.token)).banner).toEqual({ id, title: 'Your beta access' });

    for (const token of [demo.token, partner.token, admin.token]) {
      expect((await list(token)).body.data.list.map((n) => n.id)).not.toContain(id);
      expect((await unread(token)).banner?.id).not.toBe(id);
      const opened = await detail(token, id);
      expect([opened.status, opened.body.code]).toEqual([404, ErrorCode.NotFound]);
      expect(opened.body.data).toBeNull();
      expect((await read(token, { id })).status).toBe(404);
    }
    // Refused reads wrote nothing.
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toEqual([]);
  });

  it('follows the user, not the space: the same notices in a space the user was invited into', async () => {
    const own = (await list(demo.token)).body.data.list.map((n) => n.id);
    const profile = await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: demo.token });
    const partnerSpace = profile.body.data.tenantList.find((s) => s.tenantId !== demo.tenantId)!.tenantId;
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partnerSpace } });
    const there = (await list(switched.body.data.token)).body.data.list.map((n) => n.id);
    expect(there).toEqual(own);
  });

  it('marks a notice read when opened, and tells the user\'s other tabs', async () => {
    const [latest] = (await list(demo.token)).body.data.list;
    clearReceived();
    const opened = await detail(demo.token, latest!.id);
    expect(opened.body.data).toMatchObject({ id: latest!.id, read: true, content: 'The platform is **down** 02:00-04:00.' });
    expect((await list(demo.token)).body.data.list.find((n) => n.id === latest!.id)!.read).toBe(true);
    // The welcome notice is still unread; the banner stays the latest notice, read or not.
    expect(await unread(demo.token)).toEqual({ unread: true, banner: { id: latest!.id, title: latest!.title } });
    expect(received.get(ids.demo)).toEqual([{ unread: true, banner: { id: latest!.id, title: latest!.title } }]);

    // Opening it again changes nothing and sends nothing.
    clearReceived();
    await detail(demo.token, latest!.id);
    expect(received.get(ids.demo)).toEqual([]);
  });

  it('filters unread notices, searches titles and pages', async () => {
    const unreadOnly = (await list(demo.token, { status: 'unread' })).body.data;
    expect(unreadOnly.list.map((n) => n.id)).toEqual([WELCOME_NOTICE_ID]);
    expect(unreadOnly.total).toBe(1);

    const found = (await list(demo.token, { keyword: 'maintenance' })).body.data;
    expect(found.list.map((n) => n.title)).toEqual(['Maintenance on Sunday']);
    // LIKE wildcards are taken literally.
    expect((await list(demo.token, { keyword: '%' })).body.data.total).toBe(0);

    const first = (await list(demo.token, { pageNo: '1', pageSize: '1' })).body.data;
    const second = (await list(demo.token, { pageNo: '2', pageSize: '1' })).body.data;
    expect([first.total, first.list.length, second.list.length]).toEqual([2, 1, 1]);
    expect(first.list[0]!.id).not.toBe(second.list[0]!.id);

    const bad = await call(t.app, 'GET', noticePaths.list, { token: demo.token, query: { pageSize: '1000', status: 'x' }, lang: 'en-US' });
    expect([bad.status, bad.body.code]).toEqual([422, ErrorCode.Validation]);
  });

  it('marks every notice read at once; the bell goes out, the banner stays', async () => {
    clearReceived();
    const r = await read(demo.token, { all: true });
    expect(r.body.data).toEqual({ marked: 1 });
    const state = await unread(demo.token);
    expect(state.unread).toBe(false);
    expect(state.banner).not.toBeNull();
    expect(received.get(ids.demo)).toEqual([state]);
    expect((await list(demo.token, { status: 'unread' })).body.data.total).toBe(0);
    expect((await read(demo.token, { all: true })).body.data).toEqual({ marked: 0 });
    // Other users' state is their own.
    expect((await unread(partner.token)).unread).toBe(true);
  });

  it('marks one notice read by id and refuses a body naming none', async () => {
    expect((await read(partner.token, { id: WELCOME_NOTICE_ID })).body.data).toEqual({ marked: 1 });
    expect((await list(partner.token, { status: 'unread' })).body.data.list.map((n) => n.id)).not.toContain(WELCOME_NOTICE_ID);
    const empty = await call(t.app, 'POST', noticePaths.read, { token: partner.token, body: {}, lang: 'en-US' });
    expect([empty.status, empty.body.msg]).toEqual([422, 'ID: This field is required']);
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'GET', noticePaths.unread)).status).toBe(401);
    expect((await call(t.app, 'GET', noticePaths.list)).status).toBe(401);
  });
});

describe('notices for operators', () => {
  it('lists notices with their recipients and read counts, newest first', async () => {
    const { body } = await call<PageResult<NoticeAdminItem>>(t.app, 'GET', noticeAdminPaths.list, { token: admin.token });
    expect(body.data.total).toBe(3);
    const [beta, maintenance, welcome] = body.data.list;
    const userCount = (await t.db.select({ id: users.id }).from(users)).length;
    expect(beta).toMatchObject({ title: 'Your beta access', audience: 'users', recipientCount: 1, readCount: 0, publisherName: 'admin@example.com' });
    // demo opened it; every user (the late one included) is a recipient of an "all" notice.
    expect(maintenance).toMatchObject({ title: 'Maintenance on Sunday', audience: 'all', recipientCount: userCount, readCount: 1 });
    expect(welcome).toMatchObject({ id: WELCOME_NOTICE_ID, publisherName: null, readCount: 2 });

    const searched = await call<PageResult<NoticeAdminItem>>(t.app, 'GET', noticeAdminPaths.list, {
      token: admin.token,
      query: { keyword: 'beta', pageSize: '5' },
    });
    expect(searched.body.data).toMatchObject({ total: 1, pageSize: 5 });
  });

  it('finds recipients by account, a page at a time', async () => {
    const found = await call<PageResult<NoticeRecipient>>(t.app, 'GET', noticeAdminPaths.recipients, {
      token: admin.token,
      query: { keyword: 'DEV@' },
    });
    expect(found.body.data.list).toEqual([{ id: ids.dev, account: 'dev@example.com', userName: 'dev@example.com' }]);
    const paged = await call<PageResult<NoticeRecipient>>(t.app, 'GET', noticeAdminPaths.recipients, {
      token: admin.token,
      query: { keyword: 'example.com', pageSize: '2', pageNo: '2' },
    });
    expect(paged.body.data.list).toHaveLength(2);
    expect(paged.body.data.total).toBe(5);
  });

  it('refuses bad input with a localized message naming the field, and stores nothing', async () => {
    const before = await noticeCount();
    const cases: [NoticePublishBody, 'en-US' | 'zh-CN', string][] = [
      [{ title: '  ', content: 'x', audience: 'all' }, 'en-US', 'Title: This field is required'],
      [{ title: 'x'.repeat(NOTICE_TITLE_MAX_LENGTH + 1), content: 'x', audience: 'all' }, 'zh-CN', '标题：长度须为 1-100 个字符'],
      [{ title: 'x', content: 'y'.repeat(5001), audience: 'all' }, 'en-US', 'Content: Enter 1-5000 characters'],
      [{ title: 'x', content: 'y', audience: 'users' }, 'en-US', 'Chosen users: Choose at least 1'],
      [{ title: 'x', content: 'y', audience: 'users', userIds: [] }, 'zh-CN', '选中的用户：至少选择 1 项'],
      [{ title: 'x', content: 'y', audience: 'everyone' as 'all' }, 'en-US', 'Recipients: Choose one of: all, users'],
    ];
    for (const [body, lang, msg] of cases) {
      const r = await publish(body, admin.token, lang);
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body)).toEqual([422, ErrorCode.Validation, msg]);
    }
    const gone = await publish({ title: 'x', content: 'y', audience: 'users', userIds: [ids.dev, 'no-such-user'] }, admin.token, 'en-US');
    expect([gone.status, gone.body.msg]).toEqual([422, 'Some of the chosen users no longer exist; choose the recipients again']);
    expect(await noticeCount()).toBe(before);
    expect(await t.db.select().from(noticeRecipients).where(eq(noticeRecipients.userId, 'no-such-user'))).toEqual([]);
  });

  it('refuses every operator call to a user without the permissions (403), changing nothing', async () => {
    const before = await noticeCount();
    for (const token of [demo.token, dev.token]) {
      const calls = [
        call(t.app, 'GET', noticeAdminPaths.list, { token }),
        call(t.app, 'GET', noticeAdminPaths.recipients, { token }),
        call(t.app, 'POST', noticeAdminPaths.publish, { token, body: { title: 'Spoof', content: 'x', audience: 'all' } }),
        call(t.app, 'POST', noticeAdminPaths.delete, { token, body: { id: WELCOME_NOTICE_ID } }),
      ];
      for (const r of await Promise.all(calls)) expect([r.status, r.body.code]).toEqual([403, ErrorCode.Forbidden]);
    }
    expect(await noticeCount()).toBe(before);
  });

  it('deletes a notice for everyone; the bells and banners fall back to what is left', async () => {
    const id = await published({ title: 'Short-lived', content: 'Soon gone', audience: 'users', userIds: [ids.partner, ids.demo] });
    expect((await unread(demo.token)).banner).toEqual({ id, title: 'Short-lived' });
    await detail(partner.token, id);
    clearReceived();

    const r = await call(t.app, 'POST', noticeAdminPaths.delete, { token: admin.token, body: { id } });
    expect([r.status, r.body.code]).toEqual([200, 0]);
    for (const token of [demo.token, partner.token]) {
      expect((await detail(token, id)).status).toBe(404);
      expect((await list(token)).body.data.list.map((n) => n.id)).not.toContain(id);
    }
    const demoState = await unread(demo.token);
    expect(demoState).toEqual({ unread: false, banner: { id: expect.any(String), title: 'Maintenance on Sunday' } });
    // Only the users it reached are told, each with their own state.
    expect(received.get(ids.demo)).toEqual([demoState]);
    expect(received.get(ids.partner)).toEqual([await unread(partner.token)]);
    expect(received.get(ids.dev)).toEqual([]);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toEqual([]);

    const again = await call(t.app, 'POST', noticeAdminPaths.delete, { token: admin.token, body: { id }, lang: 'en-US' });
    expect([again.status, again.body.msg]).toEqual([404, 'The item does not exist or has been deleted']);
  });

  it('tells every user when an "all" notice is deleted', async () => {
    const id = await published({ title: 'Everyone, briefly', content: 'x', audience: 'all' });
    clearReceived();
    await call(t.app, 'POST', noticeAdminPaths.delete, { token: admin.token, body: { id } });
    for (const userId of Object.values(ids)) {
      const [state] = received.get(userId)!;
      expect(state?.banner?.id, userId).not.toBe(id);
    }
  });
});
