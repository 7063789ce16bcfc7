import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { realtimeChannel, RealtimeKind } from '@iotc/shared/realtime';
import type { UserInfo } from '@iotc/shared/spaces';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../core/users.tables.ts';
import { CLOSE_SESSION_ENDED, IDLE_LIMIT_MS } from './hub.ts';
import { openSocket, roundTrip, socketUrl, type TestSocket } from './testSocket.ts';

let t: TestApp;
const opened: TestSocket[] = [];

const known = new Map<string, { userId: string; tenantId: string }>();

/**
 * A fresh session of the account: the first one through the login call, the others straight from the
 * session service (the password hash makes each login cost a few hundred ms).
 */
async function signIn(account: string, password: string) {
  let user = known.get(account);
  if (!user) {
    const pair = await login(t.app, account, password);
    const profile = await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: pair.token });
    user = { userId: profile.body.data.id, tenantId: profile.body.data.tenantId };
    known.set(account, user);
  }
  const { pair } = await t.app.sessions.open(user.userId, user.tenantId, 3600);
  return { token: pair.token, userId: user.userId };
}

async function connect(token: string): Promise<TestSocket> {
  const socket = await openSocket(await socketUrl(t.app, token));
  opened.push(socket);
  return socket;
}

async function refusal(token: string | null): Promise<number> {
  const error = await openSocket(await socketUrl(t.app, token)).then(
    () => null,
    (e: { status?: number }) => e,
  );
  return error?.status ?? 0;
}

const notice = { unread: true, banner: { id: 'n1', title: 'Maintenance tonight' } };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});

afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await t.close();
});

describe('real-time channel: the upgrade', () => {
  it('refuses a missing, malformed or expired token with HTTP 401 before the socket opens', async () => {
    expect(await refusal(null)).toBe(401);
    expect(await refusal('not-a-token')).toBe(401);
    const { token } = await signIn('dev@example.com', 'Dev1234567');
    t.clock.advance(t.config.accessTokenTtlS + 1);
    try {
      expect(await refusal(token)).toBe(401);
    } finally {
      t.clock.advance(-(t.config.accessTokenTtlS + 1));
    }
    // The same token, still valid, is let in.
    const socket = await connect(token);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
    await socket.closed;
  });

  it('refuses the token of a session that was logged out', async () => {
    const { token } = await signIn('dev@example.com', 'Dev1234567');
    await call(t.app, 'GET', authPaths.logout, { token });
    expect(await refusal(token)).toBe(401);
  });
});

describe('real-time channel: messages', () => {
  it('answers ping with pong', async () => {
    const { token } = await signIn('demo@example.com', 'Demo123456');
    const socket = await connect(token);
    socket.send('ping');
    expect(await socket.next((f) => f === 'pong')).toBe('pong');
  });

  it('delivers { channel, data } on the subscribed channels to every tab of the user', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const tabs = [await connect(demo.token), await connect(demo.token)];
    for (const tab of tabs) {
      tab.subscribe(demo.userId);
      await roundTrip(tab);
    }
    await t.app.realtime.publish(RealtimeKind.Notice, [demo.userId], notice);
    await t.app.realtime.publish(RealtimeKind.WorkOrder, [demo.userId], { unread: 2 });
    for (const tab of tabs) {
      expect(await tab.next((f) => (f as { channel?: string }).channel === `notice/${demo.userId}`)).toEqual({
        channel: realtimeChannel(RealtimeKind.Notice, demo.userId),
        data: notice,
      });
      expect(await tab.next((f) => (f as { channel?: string }).channel === `workOrder/${demo.userId}`)).toEqual({
        channel: `workOrder/${demo.userId}`,
        data: { unread: 2 },
      });
    }
  });

  it("ignores subscriptions to another user's channels and sends nothing of theirs", async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const partner = await signIn('partner@example.com', 'Partner12345');
    const socket = await connect(demo.token);
    const before = t.app.realtime.channelCount;
    socket.subscribe(partner.userId);
    await roundTrip(socket);
    expect(t.app.realtime.channelCount).toBe(before);

    await t.app.realtime.publish(RealtimeKind.Notice, [partner.userId], notice);
    await t.app.realtime.publish(RealtimeKind.Product, [demo.userId], { ids: ['p1'] });
    await roundTrip(socket);
    expect(socket.frames.filter((f) => f !== 'pong')).toEqual([]);
  });

  it('stops delivering after unsubscribe: true', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const socket = await connect(demo.token);
    socket.subscribe(demo.userId);
    await roundTrip(socket);
    await t.app.realtime.publish(RealtimeKind.App, [demo.userId], { ids: ['a1'] });
    await socket.next((f) => (f as { channel?: string }).channel === `app/${demo.userId}`);

    socket.subscribe(demo.userId, true);
    await roundTrip(socket);
    await t.app.realtime.publish(RealtimeKind.App, [demo.userId], { ids: ['a2'] });
    await roundTrip(socket);
    expect(socket.frames.filter((f) => (f as { channel?: string }).channel === `app/${demo.userId}`)).toHaveLength(1);
  });

  it('shrugs off malformed frames and keeps serving the socket', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const socket = await connect(demo.token);
    socket.send('{not json');
    socket.send({ channels: 'notice' });
    socket.send({ channels: [42, null, 'bogus', `notice/${demo.userId}`], unsubscribe: false });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await roundTrip(socket);
    await t.app.realtime.publish(RealtimeKind.Notice, [demo.userId], notice);
    expect(await socket.next((f) => (f as { channel?: string }).channel === `notice/${demo.userId}`)).toMatchObject({ data: notice });
  });

  it('reaches a user among thousands of recipients (the message travels in pieces)', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const socket = await connect(demo.token);
    socket.subscribe(demo.userId);
    await roundTrip(socket);
    const others = Array.from({ length: 2500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await t.app.realtime.publish(RealtimeKind.Notice, [...others, demo.userId, demo.userId], notice);
    await socket.next((f) => (f as { channel?: string }).channel === `notice/${demo.userId}`);
    await roundTrip(socket);
    // Once, although the id was listed twice.
    expect(socket.frames.filter((f) => (f as { channel?: string }).channel === `notice/${demo.userId}`)).toHaveLength(1);
  });
});

describe('real-time channel: sessions and clean-up', () => {
  it('closes the sockets of a session at logout, and only those', async () => {
    const first = await signIn('demo@example.com', 'Demo123456');
    const second = await signIn('demo@example.com', 'Demo123456');
    const a = await connect(first.token);
    const b = await connect(second.token);
    await call(t.app, 'GET', authPaths.logout, { token: first.token });
    expect((await a.closed).code).toBe(CLOSE_SESSION_ENDED);
    await roundTrip(b);
    expect(b.ws.readyState).toBe(b.ws.OPEN);
  });

  it('closes the other sessions’ sockets when the password changes', async () => {
    const kept = await signIn('partner@example.com', 'Partner12345');
    const other = await signIn('partner@example.com', 'Partner12345');
    const socket = await connect(other.token);
    const keptSocket = await connect(kept.token);
    const changed = await call(t.app, 'POST', authPaths.updatePwd, {
      token: kept.token,
      body: { oldPassword: 'Partner12345', newPassword: 'Partner67890' },
    });
    expect(changed.body.code).toBe(0);
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await roundTrip(keptSocket);
  });

  it('closes the socket of a disabled user at the next ping', async () => {
    const dev = await signIn('dev@example.com', 'Dev1234567');
    const socket = await connect(dev.token);
    await roundTrip(socket);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, dev.userId));
    try {
      // Past the session cache's lifetime, as on an instance that was not told.
      t.clock.advance(6);
      socket.send('ping');
      expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.id, dev.userId));
    }
  });

  it('drops sockets that stopped pinging', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const socket = await connect(demo.token);
    await roundTrip(socket);
    t.app.realtimeSockets.sweep(Date.now() + IDLE_LIMIT_MS - 1000);
    await roundTrip(socket);
    t.app.realtimeSockets.sweep(Date.now() + IDLE_LIMIT_MS + 1000);
    expect((await socket.closed).code).toBe(1006);
  });

  it('leaves no socket and no listener behind once the sockets close', async () => {
    const demo = await signIn('demo@example.com', 'Demo123456');
    const sockets = [await connect(demo.token), await connect(demo.token), await connect(demo.token)];
    for (const socket of sockets) {
      socket.subscribe(demo.userId);
      await roundTrip(socket);
    }
    expect(t.app.realtime.channelCount).toBeGreaterThanOrEqual(4);
    for (const socket of opened) socket.ws.close();
    await Promise.all(opened.map((socket) => socket.closed));
    await expect.poll(() => t.app.realtimeSockets.size).toBe(0);
    expect(t.app.realtime.channelCount).toBe(0);
  });
});
