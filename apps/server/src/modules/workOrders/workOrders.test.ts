import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { makePng, multipartBody, type FormPart } from '../files/testUpload.ts';
import { workOrderMessages, workOrders } from './tables.ts';
import { type ApiEnvelope, ErrorCode, type Lang, type PageResult, WORK_ORDER_MAX_IN_PROGRESS } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { realtimeChannel, type RealtimeMessage } from '@iotc/shared/realtime';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import {
  type SupportWorkOrderDetail,
  type SupportWorkOrderItem,
  workOrderAdminPaths,
  WorkOrderAuthor,
  type WorkOrderDetail,
  type WorkOrderItem,
  workOrderPaths,
  type WorkOrderRemindResult,
  WorkOrderStatus,
} from '@iotc/shared/workOrders';

const MB = 1024 * 1024;

/** The head of an ISO MP4 (an ftyp box), padded with zeros to `size` bytes: detected as video/mp4. */
function fakeMp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]).copy(bytes);
  return bytes;
}

/** A Windows program (MZ header) whatever it is called. */
const fakeExe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from('This program cannot be run in DOS mode.')]);

/** A real PNG padded past its end to `size` bytes. */
function paddedPng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  makePng(4, 4).copy(bytes);
  return bytes;
}

const file = (filename: string, data: Buffer, contentType = 'image/png'): FormPart => ({ name: 'media', filename, contentType, data });

let t: TestApp;
let demo: TokenPair;
let partner: TokenPair;
let dev: TokenPair;
let admin: TokenPair;
let demoInfo: UserInfo;

const fields = (over: Record<string, string> = {}) => ({
  problemType: '3',
  classification: '2',
  content: 'The device goes offline every night around 2 am.',
  email: 'ops@example.com',
  phone: '0755-8888-0000',
  ...over,
});

/** A multipart call (fields, then files) as the console sends it. */
async function postForm<T>(url: string, token: string, values: Record<string, string>, files: FormPart[] = [], lang: Lang = 'en-US') {
  const { payload, headers } = multipartBody([...Object.entries(values).map(([name, value]) => ({ name, value })), ...files]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, lang },
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<T>>(), headers: response.headers };
}

const submit = (token: string, values: Record<string, string>, files: FormPart[] = [], lang: Lang = 'en-US') =>
  postForm<WorkOrderDetail>(workOrderPaths.submit, token, values, files, lang);

/** Every file under DATA_DIR/uploads. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function orderRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(workOrders);
  return row!.n;
}

const unread = async (token: string) =>
  (await call<{ unread: number }>(t.app, 'GET', workOrderPaths.unreadCount, { token })).body.data.unread;

const list = async (token: string, query: Record<string, string> = {}) =>
  (await call<PageResult<WorkOrderItem>>(t.app, 'GET', workOrderPaths.list, { token, query })).body.data;

/** Messages published on a user's work-order channel while `action` runs. */
async function published(userId: string, action: () => Promise<unknown>): Promise<RealtimeMessage[]> {
  const seen: RealtimeMessage[] = [];
  const stop = t.app.realtime.listen(realtimeChannel('workOrder', userId), (message) => seen.push(message));
  try {
    await action();
  } finally {
    stop();
  }
  return seen;
}

/** Closes every open order of the user (a clean slate for the limit tests). */
async function closeAll(token: string) {
  for (const item of (await list(token, { filter: 'underway', pageSize: '100' })).list) {
    await call(t.app, 'POST', workOrderPaths.close, { token, body: { id: item.id } });
  }
}

beforeAll(async () => {
  ({ t, demo, partner, dev, admin } = await createDemoApp('demo', 'partner', 'dev', 'admin'));
  demoInfo = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: demo.token })).body.data;
});
afterAll(() => t.close());

describe('submitting', () => {
  it('files an order with an image in a space of the user, numbered WO + date + sequence', async () => {
    const png = makePng(32, 16);
    const before = storedFiles().length;
    const { status, body } = await submit(partner.token, fields({ tenantId: partner.tenantId }), [file('screen.png', png)]);
    expect(status).toBe(200);
    const order = body.data;
    const today = t.clock.now().toISOString().slice(0, 10).replace(/-/g, '');
    expect(order.number).toMatch(new RegExp(`^WO${today}\\d{4}$`));
    expect(order).toMatchObject({
      status: WorkOrderStatus.Pending,
      tenantId: partner.tenantId,
      companyName: 'Partner Lighting Ltd.',
      problemType: '3',
      classification: '2',
      email: 'ops@example.com',
      phone: '0755-8888-0000',
      unread: false,
      messages: [],
      closedAt: null,
      remindAfter: null,
    });
    expect(order.media).toEqual([
      { url: expect.stringMatching(new RegExp(`^/api/files/${partner.tenantId}/workOrder/\\d{6}/[0-9a-f]{32}\\.png$`)), fileName: 'screen.png', kind: 'image', mime: 'image/png', size: png.length },
    ]);
    expect(storedFiles().length).toBe(before + 1);
    const served = await t.app.inject({ method: 'GET', url: order.media[0]!.url });
    expect(served.rawPayload.equals(png)).toBe(true);

    const second = await submit(partner.token, fields({ tenantId: partner.tenantId }));
    expect(Number(second.body.data.number.slice(-4))).toBe(Number(order.number.slice(-4)) + 1);
    await closeAll(partner.token);
  });

  it('takes a JSON body when there are no media', async () => {
    const { status, body } = await call<WorkOrderDetail>(t.app, 'POST', workOrderPaths.submit, {
      token: dev.token,
      body: fields({ tenantId: dev.tenantId }),
    });
    expect(status).toBe(200);
    // A personal space has no company name (the console shows "My space").
    expect(body.data).toMatchObject({ companyName: '', media: [] });
    await closeAll(dev.token);
  });

  it("files in any of the user's spaces, and in no other", async () => {
    const partnerSpace = demoInfo.tenantList.find((s) => s.tenantId !== demoInfo.tenantId)!.tenantId;
    const inMember = await submit(demo.token, fields({ tenantId: partnerSpace }));
    expect(inMember.body.data.companyName).toBe('Partner Lighting Ltd.');
    await call(t.app, 'POST', workOrderPaths.close, { token: demo.token, body: { id: inMember.body.data.id } });

    const rows = await orderRows();
    const foreign = await submit(dev.token, fields({ tenantId: partner.tenantId }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe(ErrorCode.NotMemberOfSpace);
    expect(await orderRows()).toBe(rows);
  });

  it('refuses bad fields with a message naming the field, in both languages, and stores nothing', async () => {
    const rows = await orderRows();
    const files = storedFiles().length;
    const cases: [Record<string, string>, string, string][] = [
      [fields({ tenantId: dev.tenantId, content: '' }), 'Content: This field is required', '内容：此项为必填项'],
      [fields({ tenantId: dev.tenantId, content: 'x'.repeat(301) }), 'Content: Enter 1-300 characters', '内容：长度须为 1-300 个字符'],
      [fields({ tenantId: dev.tenantId, email: 'not-an-email' }), 'E-mail: Enter a valid e-mail address', '邮箱：请输入正确的邮箱地址'],
      [fields({ tenantId: dev.tenantId, phone: '+86 138' }), 'Phone: Enter a valid phone number (digits and hyphens)', '电话：请输入正确的电话号码（数字和连字符）'],
      [fields({ tenantId: dev.tenantId, problemType: '' }), 'Problem type: This field is required', '问题类型：此项为必填项'],
    ];
    for (const [values, en, zh] of cases) {
      const answer = await submit(dev.token, values, [file('a.png', makePng(2, 2))]);
      expect(answer.status).toBe(422);
      expect(answer.body.msg).toBe(en);
      expect((await submit(dev.token, values, [], 'zh-CN')).body.msg).toBe(zh);
    }
    const unknownType = await submit(dev.token, fields({ tenantId: dev.tenantId, problemType: '77' }));
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.msg).toMatch(/^Problem type: Choose one of: Account and spaces, /);
    const unknownClass = await submit(dev.token, fields({ tenantId: dev.tenantId, classification: '77' }), [], 'zh-CN');
    expect(unknownClass.body.msg).toBe('问题分类：请从以下选项中选择：咨询, 故障, 建议, 投诉');
    expect(await orderRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });
});

describe('media checks (by the bytes)', () => {
  async function refused(files: FormPart[], lang: Lang = 'en-US') {
    const rows = await orderRows();
    const stored = storedFiles().length;
    const answer = await submit(dev.token, fields({ tenantId: dev.tenantId }), files, lang);
    expect(await orderRows(), 'no row').toBe(rows);
    expect(storedFiles().length, 'no file').toBe(stored);
    return answer;
  }

  it('refuses a program renamed .png, whatever its declared type', async () => {
    const answer = await refused([file('ok.png', makePng(4, 4)), file('holiday.png', fakeExe())]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: ErrorCode.UnsupportedMedia,
      msg: 'holiday.png: This file type is not allowed; allowed: png, jpg, gif, webp, bmp, mp4, mov, webm',
    });
    const zh = await refused([file('holiday.png', fakeExe())], 'zh-CN');
    expect(zh.body.msg).toBe('holiday.png：不支持该文件类型，允许的类型：png, jpg, gif, webp, bmp, mp4, mov, webm');
  });

  it('refuses a video over 20 MB and an image over 10 MB, saying the limit', async () => {
    const video = await refused([file('long.mp4', fakeMp4(20 * MB + 1), 'video/mp4')]);
    expect(video.status).toBe(413);
    expect(video.body).toMatchObject({ code: ErrorCode.PayloadTooLarge, msg: 'long.mp4: The file is too large; upload one of at most 20 MB' });
    const image = await refused([file('huge.png', paddedPng(10 * MB + 1))], 'zh-CN');
    expect(image.status).toBe(413);
    expect(image.body.msg).toBe('huge.png：文件过大，请上传不超过 10M 的文件');
  });

  it('refuses a 4th file', async () => {
    const answer = await refused([1, 2, 3, 4].map((n) => file(`${n}.png`, makePng(2, 2))));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: ErrorCode.TooManyMedia, msg: 'Attach at most 3 files' });
  });

  it('refuses an empty file', async () => {
    const answer = await refused([file('empty.png', Buffer.alloc(0))]);
    expect(answer.status).toBe(422);
    expect(answer.body.msg).toBe('empty.png: File: choose a file to upload');
  });

  it('accepts 3 files: a video up to 20 MB and images up to 10 MB each', async () => {
    const stored = storedFiles().length;
    const answer = await submit(dev.token, fields({ tenantId: dev.tenantId }), [
      file('clip.mp4', fakeMp4(15 * MB), 'video/mp4'),
      file('a.png', paddedPng(10 * MB)),
      file('b.png', makePng(8, 8)),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.media.map((m) => [m.fileName, m.kind, m.mime])).toEqual([
      ['clip.mp4', 'video', 'video/mp4'],
      ['a.png', 'image', 'image/png'],
      ['b.png', 'image', 'image/png'],
    ]);
    expect(storedFiles().length).toBe(stored + 3);
    await closeAll(dev.token);
  });
});

describe('the limit of orders in progress', () => {
  it('refuses a 4th order underway with a clear message, and allows one again after a close', async () => {
    await closeAll(dev.token);
    const ids: string[] = [];
    for (let i = 0; i < WORK_ORDER_MAX_IN_PROGRESS; i++) {
      const answer = await submit(dev.token, fields({ tenantId: dev.tenantId, content: `Question ${i}` }));
      expect(answer.status).toBe(200);
      ids.push(answer.body.data.id);
    }
    const rows = await orderRows();
    const stored = storedFiles().length;
    const fourth = await submit(dev.token, fields({ tenantId: dev.tenantId }), [file('a.png', makePng(4, 4))]);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      code: ErrorCode.WorkOrderLimit,
      msg: 'You already have 3 work orders in progress. Close one before submitting another.',
    });
    expect((await submit(dev.token, fields({ tenantId: dev.tenantId }), [], 'zh-CN')).body.msg).toBe('您已有 3 个处理中的工单，请先关闭一个再提交');
    expect(await orderRows()).toBe(rows);
    expect(storedFiles().length).toBe(stored);

    // Answered orders still count: underway is everything not closed.
    await postForm(workOrderAdminPaths.reply, admin.token, { id: ids[0]!, content: 'We are on it.' });
    expect((await submit(dev.token, fields({ tenantId: dev.tenantId }))).status).toBe(409);

    await call(t.app, 'POST', workOrderPaths.close, { token: dev.token, body: { id: ids[1] } });
    expect((await submit(dev.token, fields({ tenantId: dev.tenantId }))).status).toBe(200);
    await closeAll(dev.token);
  });

  it('lets only 3 of many simultaneous submits through', async () => {
    await closeAll(dev.token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(dev.token, fields({ tenantId: dev.tenantId, content: `Parallel ${i}` }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(WORK_ORDER_MAX_IN_PROGRESS);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6 - WORK_ORDER_MAX_IN_PROGRESS);
    expect((await list(dev.token)).total).toBe(WORK_ORDER_MAX_IN_PROGRESS);
    await closeAll(dev.token);
  });
});

describe('the conversation', () => {
  let id: string;

  beforeAll(async () => {
    await closeAll(partner.token);
    id = (await submit(partner.token, fields({ tenantId: partner.tenantId, content: 'Lights flicker after OTA 1.2.0' }))).body.data.id;
  });

  it("counts support's answers as unread until the user opens the order, live on the user's channel", async () => {
    expect(await unread(partner.token)).toBe(0);
    const partnerId = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: partner.token })).body.data.id;

    const messages = await published(partnerId, () =>
      postForm<SupportWorkOrderDetail>(workOrderAdminPaths.reply, admin.token, { id, content: 'Which firmware version?' }, [file('steps.png', makePng(10, 10))]),
    );
    expect(messages.map((m) => m.data)).toEqual([{ unread: 1 }]);
    expect(await unread(partner.token)).toBe(1);
    const row = (await list(partner.token)).list.find((item) => item.id === id)!;
    expect(row).toMatchObject({ unread: true, status: WorkOrderStatus.Replied });

    const opened = await published(partnerId, () => call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(id), { token: partner.token }));
    expect(opened.map((m) => m.data)).toEqual([{ unread: 0 }]);
    expect(await unread(partner.token)).toBe(0);
    // Opening it again changes nothing and tells nobody.
    expect(await published(partnerId, () => call(t.app, 'GET', workOrderPaths.detail(id), { token: partner.token }))).toEqual([]);
  });

  it('shows user and support messages in order, and moves the status', async () => {
    const asked = await postForm<WorkOrderDetail>(workOrderPaths.reply, partner.token, { id, content: 'Version 1.2.0' }, [
      file('log.mp4', fakeMp4(1 * MB), 'video/mp4'),
    ]);
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe(WorkOrderStatus.Processing);
    const detail = asked.body.data;
    expect(detail.messages.map((m) => [m.author, m.content, m.media.map((x) => x.kind)])).toEqual([
      [WorkOrderAuthor.Support, 'Which firmware version?', ['image']],
      [WorkOrderAuthor.User, 'Version 1.2.0', ['video']],
    ]);
    const refused = await postForm(workOrderPaths.reply, partner.token, { id, content: 'more' }, [file('x.png', fakeExe())]);
    expect(refused.status).toBe(415);
    const empty = await postForm(workOrderPaths.reply, partner.token, { id, content: ' ' });
    expect(empty.body.msg).toBe('Content: This field is required');
    const again = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(id), { token: partner.token });
    expect(again.body.data.messages).toHaveLength(2);
  });

  it('reminds support, at most once per 10 minutes, and tells the operators', async () => {
    const adminId = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: admin.token })).body.data.id;
    let answer: Awaited<ReturnType<typeof call<WorkOrderRemindResult>>> | undefined;
    const toSupport = await published(adminId, async () => {
      answer = await call<WorkOrderRemindResult>(t.app, 'POST', workOrderPaths.remind, { token: partner.token, body: { id } });
    });
    expect(answer!.status).toBe(200);
    expect(toSupport).toHaveLength(1);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(answer!.body.data.remindAfter).toBe(now + 600);

    t.clock.advance(60);
    const tooSoon = await call(t.app, 'POST', workOrderPaths.remind, { token: partner.token, body: { id }, lang: 'en-US' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({
      code: ErrorCode.TooManyRequests,
      msg: 'Support has already been reminded of this work order; you can remind again in 9 min',
      data: { seconds: 540 },
    });
    expect(tooSoon.headers['retry-after']).toBe('540');
    const detail = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(id), { token: partner.token });
    expect(detail.body.data.remindAfter).toBe(now + 600);

    t.clock.advance(541);
    expect((await call(t.app, 'POST', workOrderPaths.remind, { token: partner.token, body: { id } })).status).toBe(200);
  });

  it('changes the contact phone with the phone rule', async () => {
    const bad = await call(t.app, 'POST', workOrderPaths.updatePhone, { token: partner.token, body: { id, phone: 'abc' }, lang: 'en-US' });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('Phone: Enter a valid phone number (digits and hyphens)');
    const ok = await call<WorkOrderDetail>(t.app, 'POST', workOrderPaths.updatePhone, { token: partner.token, body: { id, phone: '13800138000' } });
    expect(ok.body.data.phone).toBe('13800138000');
  });

  it('once closed, refuses replies from both sides, reminders and phone changes', async () => {
    const closed = await call<WorkOrderDetail>(t.app, 'POST', workOrderPaths.close, { token: partner.token, body: { id } });
    expect(closed.body.data).toMatchObject({ status: WorkOrderStatus.Closed, closedAt: expect.any(Number) });
    const messages = await t.db.select({ n: count() }).from(workOrderMessages).where(eq(workOrderMessages.workOrderId, id));

    const closedMsg = 'This work order is closed; no more replies can be added';
    const support = await postForm(workOrderAdminPaths.reply, admin.token, { id, content: 'Late answer' });
    expect(support.status).toBe(409);
    expect(support.body).toMatchObject({ code: ErrorCode.WorkOrderClosed, msg: closedMsg });
    const user = await postForm(workOrderPaths.reply, partner.token, { id, content: 'One more thing' }, [], 'zh-CN');
    expect(user.body).toMatchObject({ code: ErrorCode.WorkOrderClosed, msg: '该工单已关闭，无法继续回复' });
    t.clock.advance(700);
    expect((await call(t.app, 'POST', workOrderPaths.remind, { token: partner.token, body: { id } })).body.code).toBe(ErrorCode.WorkOrderClosed);
    expect((await call(t.app, 'POST', workOrderPaths.updatePhone, { token: partner.token, body: { id, phone: '123' } })).body.code).toBe(
      ErrorCode.WorkOrderClosed,
    );
    expect(await t.db.select({ n: count() }).from(workOrderMessages).where(eq(workOrderMessages.workOrderId, id))).toEqual(messages);
    // Closing again is harmless.
    expect((await call(t.app, 'POST', workOrderPaths.close, { token: partner.token, body: { id } })).status).toBe(200);
  });
});

describe('the lists', () => {
  it('filter underway, closed and all, search by number or content, and page', async () => {
    await closeAll(dev.token);
    const a = (await submit(dev.token, fields({ tenantId: dev.tenantId, content: 'Zigbee gateway pairing fails' }))).body.data;
    const b = (await submit(dev.token, fields({ tenantId: dev.tenantId, content: 'Invoice for 100% of the order' }))).body.data;
    const all = await list(dev.token, { filter: 'all' });
    const underway = await list(dev.token, { filter: 'underway' });
    const closed = await list(dev.token, { filter: 'closed' });
    expect(underway.list.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(all.total).toBe(underway.total + closed.total);
    expect(closed.list.every((o) => o.status === WorkOrderStatus.Closed)).toBe(true);
    expect((await list(dev.token)).total).toBe(2);

    expect((await list(dev.token, { filter: 'all', keyword: 'zigbee' })).list.map((o) => o.id)).toEqual([a.id]);
    expect((await list(dev.token, { filter: 'all', keyword: a.number })).list.map((o) => o.id)).toEqual([a.id]);
    // LIKE wildcards are taken literally.
    expect((await list(dev.token, { filter: 'all', keyword: '100%' })).list.map((o) => o.id)).toEqual([b.id]);
    expect((await list(dev.token, { filter: 'all', keyword: '%' })).list.map((o) => o.id)).toEqual([b.id]);

    const page2 = await list(dev.token, { filter: 'all', pageNo: '2', pageSize: '1' });
    expect(page2).toMatchObject({ pageNo: 2, pageSize: 1, total: all.total });
    expect(page2.list.map((o) => o.id)).toEqual([all.list[1]!.id]);

    const bad = await call(t.app, 'GET', workOrderPaths.list, { token: dev.token, query: { filter: 'everything' } });
    expect(bad.status).toBe(422);
    await closeAll(dev.token);
  });

  it('has the seeded demo order: answered, already read', async () => {
    const seeded = await list(demo.token, { filter: 'all', keyword: 'troubleshoot' });
    expect(seeded.list).toHaveLength(1);
    expect(seeded.list[0]).toMatchObject({ status: WorkOrderStatus.Replied, unread: false, companyName: 'Demo Smart Home Co.' });
    const detail = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(seeded.list[0]!.id), { token: demo.token });
    expect(detail.body.data.messages.map((m) => m.author)).toEqual([WorkOrderAuthor.Support]);
  });
});

describe('tenancy', () => {
  it("keeps an order to its user and the operators: another user can neither see nor touch it", async () => {
    const mine = (await submit(partner.token, fields({ tenantId: partner.tenantId, content: 'Private question' }))).body.data;
    // demo is a member of partner's space and still does not see partner's order.
    for (const token of [dev.token, demo.token]) {
      expect((await list(token, { filter: 'all', keyword: 'Private question' })).total).toBe(0);
      const calls = [
        await call(t.app, 'GET', workOrderPaths.detail(mine.id), { token }),
        await postForm(workOrderPaths.reply, token, { id: mine.id, content: 'hijack' }),
        await call(t.app, 'POST', workOrderPaths.remind, { token, body: { id: mine.id } }),
        await call(t.app, 'POST', workOrderPaths.updatePhone, { token, body: { id: mine.id, phone: '110' } }),
        await call(t.app, 'POST', workOrderPaths.close, { token, body: { id: mine.id } }),
      ];
      for (const answer of calls) {
        expect(answer.status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain('Private question');
      }
    }
    const after = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(mine.id), { token: partner.token });
    expect(after.body.data).toMatchObject({ status: WorkOrderStatus.Pending, phone: mine.phone, messages: [] });
    const seen = await call<SupportWorkOrderDetail>(t.app, 'GET', workOrderAdminPaths.detail(mine.id), { token: admin.token });
    expect(seen.body.data).toMatchObject({ content: 'Private question', account: 'partner@example.com' });
    await closeAll(partner.token);
  });

  it('refuses every support call to a user without the permission (403)', async () => {
    const id = (await list(demo.token, { filter: 'underway' })).list[0]!.id;
    const answers = [
      await call(t.app, 'GET', workOrderAdminPaths.list, { token: demo.token }),
      await call(t.app, 'GET', workOrderAdminPaths.detail(id), { token: demo.token }),
      await postForm(workOrderAdminPaths.reply, demo.token, { id, content: 'I am support' }),
      await call(t.app, 'POST', workOrderAdminPaths.classify, { token: demo.token, body: { id, classification: '1' } }),
      await call(t.app, 'POST', workOrderAdminPaths.close, { token: demo.token, body: { id } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(ErrorCode.Forbidden);
    }
    const detail = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(id), { token: demo.token });
    expect(detail.body.data.status).not.toBe(WorkOrderStatus.Closed);
  });
});

describe('the support inbox', () => {
  let id: string;
  let number: string;

  beforeAll(async () => {
    await closeAll(partner.token);
    const order = (await submit(partner.token, fields({ tenantId: partner.tenantId, problemType: '6', classification: '4', content: 'Billed twice' }))).body
      .data;
    id = order.id;
    number = order.number;
  });

  const inbox = async (query: Record<string, string> = {}) =>
    (await call<PageResult<SupportWorkOrderItem>>(t.app, 'GET', workOrderAdminPaths.list, { token: admin.token, query })).body.data;

  it('lists orders of every space with who asked, filtered by status, problem type, classification and search', async () => {
    const underway = await inbox();
    const row = underway.list.find((o) => o.id === id)!;
    expect(row).toMatchObject({ number, account: 'partner@example.com', companyName: 'Partner Lighting Ltd.', status: WorkOrderStatus.Pending });
    expect(underway.list.every((o) => o.status !== WorkOrderStatus.Closed)).toBe(true);
    expect((await inbox({ problemType: '6' })).list.map((o) => o.id)).toEqual([id]);
    expect((await inbox({ classification: '4', filter: 'all' })).list.map((o) => o.id)).toContain(id);
    expect((await inbox({ keyword: 'partner@' })).list.map((o) => o.id)).toEqual([id]);
    expect((await inbox({ keyword: number })).list.map((o) => o.id)).toEqual([id]);
    expect((await inbox({ status: String(WorkOrderStatus.Pending) })).list.map((o) => o.id)).toContain(id);
    expect((await inbox({ status: String(WorkOrderStatus.Closed) })).list.every((o) => o.status === WorkOrderStatus.Closed)).toBe(true);
    expect((await inbox({ filter: 'closed' })).total).toBeGreaterThan(0);
  });

  it('re-classifies with a known classification only', async () => {
    const ok = await call<SupportWorkOrderDetail>(t.app, 'POST', workOrderAdminPaths.classify, { token: admin.token, body: { id, classification: '1' } });
    expect(ok.body.data.classification).toBe('1');
    const bad = await call(t.app, 'POST', workOrderAdminPaths.classify, { token: admin.token, body: { id, classification: '9' }, lang: 'en-US' });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('Classification: Choose one of: Question, Fault, Suggestion, Complaint');
    const missing = await call(t.app, 'POST', workOrderAdminPaths.classify, { token: admin.token, body: { id: 'nope', classification: '1' } });
    expect(missing.status).toBe(404);
  });

  it("closes an order: the user hears of it and can no longer ask", async () => {
    const partnerId = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: partner.token })).body.data.id;
    const messages = await published(partnerId, () => call(t.app, 'POST', workOrderAdminPaths.close, { token: admin.token, body: { id } }));
    expect(messages.map((m) => m.data)).toEqual([{ unread: 1 }]);
    const detail = await call<WorkOrderDetail>(t.app, 'GET', workOrderPaths.detail(id), { token: partner.token });
    expect(detail.body.data.status).toBe(WorkOrderStatus.Closed);
    expect(await unread(partner.token)).toBe(0);
    expect((await postForm(workOrderPaths.reply, partner.token, { id, content: 'Wait' })).body.code).toBe(ErrorCode.WorkOrderClosed);
  });
});
