import { afterAll, beforeAll, expect, it } from 'vitest';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { guidePaths } from '@iotc/shared/guide';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { UserInfo } from '@iotc/shared/spaces';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers.ts';
import { redisMissing, testRedisPrefix, testRedisUrl } from '../../core/testRedis.ts';
import { describeNeeding } from '../../../test/services.ts';
import { connectClient } from '../devices/ingestTestKit.ts';
import { CLOSE_SESSION_ENDED } from './hub.ts';
import { openSocket, roundTrip, socketUrl, type TestSocket } from './testSocket.ts';

/**
 * Two app instances on the same database and the same Redis (a prefix of their own for this run), as
 * behind a load balancer: what one instance publishes or invalidates reaches the other at once.
 */
describeNeeding(await redisMissing(), 'two instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const config = { redisUrl: testRedisUrl, redisPrefix: testRedisPrefix() };
    // The second app reseeds the shared database before anyone signs in: both see the same rows.
    a = await createTestApp({ demo: true, config });
    b = await createTestApp({ demo: true, config });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await Promise.all([a?.close(), b?.close()]);
  });

  async function demoOn(app: TestApp) {
    const pair = await login(app.app, 'demo@example.com', 'Demo123456');
    const profile = await call<UserInfo>(app.app, 'GET', spacePaths.profile, { token: pair.token });
    return { token: pair.token, profile: profile.body.data };
  }

  it('delivers a message published on instance A to a socket held by instance B', async () => {
    const demo = await demoOn(a);
    const socket = await openSocket(await socketUrl(b.app, demo.token));
    sockets.push(socket);
    socket.subscribe(demo.profile.id);
    await roundTrip(socket);
    await a.app.realtime.publish(RealtimeKind.Notice, [demo.profile.id], { unread: true, banner: { id: 'n9', title: 'Hello' } });
    expect(await socket.next((f) => (f as { channel?: string }).channel === `notice/${demo.profile.id}`)).toEqual({
      channel: `notice/${demo.profile.id}`,
      data: { unread: true, banner: { id: 'n9', title: 'Hello' } },
    });
  });

  it('logging out on A refuses the token on B at once and closes its socket there', async () => {
    const demo = await demoOn(a);
    // B has the session cached as live.
    expect((await call(b.app, 'GET', spacePaths.profile, { token: demo.token })).status).toBe(200);
    const socket = await openSocket(await socketUrl(b.app, demo.token));
    sockets.push(socket);
    await call(a.app, 'GET', authPaths.logout, { token: demo.token });
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect((await call(b.app, 'GET', spacePaths.profile, { token: demo.token })).status).toBe(401);
  });

  it('logging out on A closes the console MQTT connection held by B at once', async () => {
    const demo = await demoOn(a);
    const consoleUser = await connectClient(b.app.broker.deviceUrl, { clientId: `console-${Date.now()}`, username: 'any', password: demo.token });
    const closed = new Promise<number>((resolve) => {
      const since = Date.now();
      consoleUser.once('close', () => resolve(Date.now() - since));
    });
    await call(a.app, 'GET', authPaths.logout, { token: demo.token });
    expect(await closed).toBeLessThan(1000);
  });

  it('a profile changed through A shows on B at once, not after the cache lifetime', async () => {
    const demo = await demoOn(b);
    expect(demo.profile.hasGuided).toBe(false);
    const marked = await call(a.app, 'POST', guidePaths.setHasGuided, { token: demo.token, body: { tenantId: demo.profile.tenantId } });
    expect(marked.body.code).toBe(0);
    // The invalidation crosses Redis in a millisecond or so; B's cache alone would hold the old profile for 5 s.
    await expect
      .poll(async () => (await call<UserInfo>(b.app, 'GET', spacePaths.profile, { token: demo.token })).body.data.hasGuided, { timeout: 1000, interval: 5 })
      .toBe(true);
  });
});
