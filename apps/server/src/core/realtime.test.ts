import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { RealtimeMessage } from '@iotc/shared/realtime';
import { TestClock } from '../../test/helpers.ts';
import { describeOnPrivateServices, startPrivateRedis, type PrivateService } from '../../test/privateServices.ts';
import { describeNeeding } from '../../test/services.ts';
import { AccountViews } from './accountViews.ts';
import { SerializedData } from './answers.ts';
import { BusTopic, InProcessBus, Realtime, RedisBus, type Bus } from './realtime.ts';
import { redisMissing, testRedisPrefix, testRedisUrl } from './testRedis.ts';

const notice = { unread: true, banner: null };

function collect(realtime: Realtime, channel: string) {
  const got: { message: RealtimeMessage; frame: string }[] = [];
  const stop = realtime.listen(channel, (message, frame) => void got.push({ message, frame }));
  return { got, stop };
}

describe('Realtime on the in-process bus', () => {
  it('hands each addressed user the message once, as the { channel, data } frame', async () => {
    const realtime = new Realtime(new InProcessBus());
    const u1 = collect(realtime, 'notice/u1');
    const u2 = collect(realtime, 'notice/u2');
    const other = collect(realtime, 'workOrder/u1');
    await realtime.publish(RealtimeKind.Notice, ['u1', 'u1', 'u2'], notice);
    expect(u1.got).toEqual([{ message: { channel: 'notice/u1', data: notice }, frame: JSON.stringify({ channel: 'notice/u1', data: notice }) }]);
    expect(u2.got).toHaveLength(1);
    expect(other.got).toEqual([]);
  });

  it('sends a message to many users in pieces of at most 1000 ids', async () => {
    const bus = new InProcessBus();
    const sizes: number[] = [];
    bus.subscribe(BusTopic.Realtime, (message) => void sizes.push((JSON.parse(message) as { userIds: string[] }).userIds.length));
    const realtime = new Realtime(bus);
    const last = collect(realtime, 'app/u2499');
    await realtime.publish(RealtimeKind.App, Array.from({ length: 2500 }, (_, i) => `u${i}`), { ids: ['a'] });
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(last.got).toHaveLength(1);
  });

  it('forgets a channel when its last listener leaves', async () => {
    const realtime = new Realtime();
    const a = collect(realtime, 'notice/u1');
    const b = collect(realtime, 'notice/u1');
    expect(realtime.channelCount).toBe(1);
    a.stop();
    await realtime.publish(RealtimeKind.Notice, ['u1'], notice);
    expect(a.got).toEqual([]);
    expect(b.got).toHaveLength(1);
    b.stop();
    b.stop();
    expect(realtime.channelCount).toBe(0);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const realtime = new Realtime(new InProcessBus(), log as never);
    realtime.listen('notice/u1', () => {
      throw new Error('socket gone');
    });
    const ok = collect(realtime, 'notice/u1');
    await realtime.publish(RealtimeKind.Notice, ['u1'], notice);
    expect(ok.got).toHaveLength(1);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('tells subscribers of the in-process bus that a message is their own', async () => {
    const bus = new InProcessBus();
    const heard: [string, boolean][] = [];
    const stop = bus.subscribe('t', (message, fromHere) => void heard.push([message, fromHere]));
    await bus.publish('t', 'x');
    stop();
    await bus.publish('t', 'y');
    expect(heard).toEqual([['x', true]]);
  });
});

describeNeeding(await redisMissing(), 'RedisBus', () => {
  const buses: Bus[] = [];
  const prefix = testRedisPrefix();

  async function bus(): Promise<Bus> {
    const created = new RedisBus(testRedisUrl, prefix);
    buses.push(created);
    return created;
  }

  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('carries a message to the subscribers of every instance, marking the publisher’s own', async () => {
    const a = await bus();
    const b = await bus();
    const heardA: [string, boolean][] = [];
    const heardB: [string, boolean][] = [];
    a.subscribe('topic', (m, fromHere) => void heardA.push([m, fromHere]));
    b.subscribe('topic', (m, fromHere) => void heardB.push([m, fromHere]));
    await Promise.all([a.ready(), b.ready()]);
    await a.publish('topic', 'hello|with a bar');
    await vi.waitFor(() => {
      expect(heardA).toEqual([['hello|with a bar', true]]);
      expect(heardB).toEqual([['hello|with a bar', false]]);
    });
  });

  it('delivers a real-time message published on one instance to listeners of another', async () => {
    const a = new Realtime(await bus());
    const busB = await bus();
    const b = new Realtime(busB);
    await busB.ready();
    const got = collect(b, 'workOrder/u7');
    await a.publish(RealtimeKind.WorkOrder, ['u7'], { unread: 3 });
    await vi.waitFor(() => expect(got.got.map((g) => g.message)).toEqual([{ channel: 'workOrder/u7', data: { unread: 3 } }]));
  });

  it('makes every instance forget a changed profile at once', async () => {
    const clock = new TestClock();
    const busB = await bus();
    const viewsA = new AccountViews(clock, await bus());
    const viewsB = new AccountViews(clock, busB);
    await busB.ready();
    viewsB.routers.set(AccountViews.key('u1', 't1'), new SerializedData('[]'));
    viewsB.routers.set(AccountViews.key('u2', 't1'), new SerializedData('[]'));
    viewsA.forget('u1');
    await vi.waitFor(() => expect(viewsB.routers.get(AccountViews.key('u1', 't1'))).toBeUndefined());
    expect(viewsB.routers.get(AccountViews.key('u2', 't1'))).toEqual(new SerializedData('[]'));
  });

  it('stops hearing a topic once its last handler leaves', async () => {
    const a = await bus();
    const b = await bus();
    const heard: string[] = [];
    const stop = b.subscribe('quiet', (m) => void heard.push(m));
    await b.ready();
    stop();
    await b.ready();
    await a.publish('quiet', 'ignored');
    const marker: string[] = [];
    b.subscribe('marker', (m) => void marker.push(m));
    await b.ready();
    await a.publish('marker', 'done');
    await vi.waitFor(() => expect(marker).toEqual(['done']));
    expect(heard).toEqual([]);
  });
});

describeOnPrivateServices('RedisBus while its Redis restarts', () => {
  let redis: PrivateService;
  const buses: Bus[] = [];
  const prefix = testRedisPrefix();

  function bus(): RedisBus {
    const created = new RedisBus(redis.url, prefix);
    buses.push(created);
    return created;
  }

  beforeAll(async () => {
    redis = await startPrivateRedis();
  });

  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await redis?.dispose();
  });

  it('says it is down meanwhile, drops what is published at once, and hears its topics again once Redis is back', async () => {
    const publisher = bus();
    const subscriber = bus();
    const heard: string[] = [];
    subscriber.subscribe('t', (m) => void heard.push(m));
    await Promise.all([publisher.ready(), subscriber.ready()]);
    expect([publisher.healthy, subscriber.healthy]).toEqual([true, true]);

    await redis.stop();
    let settledAtOnce = false;
    try {
      await vi.waitFor(() => expect([publisher.healthy, subscriber.healthy]).toEqual([false, false]));
      // Dropped, the publish settles before the next turn of the event loop; queued, it would wait for reconnect attempts
      // (timers of 50 ms and more). Counted in turns, not milliseconds, so a loaded machine's stalls do not matter.
      let settled = false;
      const publishing = publisher.publish('t', 'while down').then(() => (settled = true));
      await new Promise((resolve) => setImmediate(resolve));
      settledAtOnce = settled;
      await publishing;
    } finally {
      // Back whatever happened above, so the next test does not start with Redis down.
      await redis.start();
    }
    expect(settledAtOnce).toBe(true);

    await vi.waitFor(() => expect([publisher.healthy, subscriber.healthy]).toEqual([true, true]), { timeout: 10_000 });
    // The subscription is made again just after the connection is back: a message a moment later is heard.
    await vi.waitFor(async () => {
      await publisher.publish('t', 'after');
      expect(heard).toContain('after');
    });
    expect(heard).not.toContain('while down');
  });

  it('closes within a second or two while Redis is down', async () => {
    const closing = bus();
    closing.subscribe('t', () => undefined);
    await closing.ready();
    await redis.stop();
    try {
      const started = Date.now();
      await closing.close();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await redis.start();
    }
  });
});
