import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import type { Dps } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { buildApp } from '../../app.ts';
import { deviceStates } from '../devices/tables.ts';
import { insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { call, createDemoApp, eventually, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { TestConsole } from './testConsole.ts';

/** Acceptance (issue 5): a server killed while 50 virtual devices are online brings them back with their last state. */

const COUNT = 50;

let t: TestApp;
let demo: TokenPair;
let asDemo: CallerAs;
let restarted: FastifyInstance | null = null;

beforeAll(async () => {
  ({ t, demo, asDemo } = await createDemoApp('demo'));
  await seedTestClasses(t.db, t.clock.now());
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});


it(`brings ${COUNT} virtual devices back online with their last state after the server is killed`, { timeout: 30_000 }, async () => {
  const productId = await insertProduct(t.db, demo.tenantId, t.clock.now());
  const added = await asDemo<VirtualDevice[]>('POST', virtualDevicePaths.add, { body: { productId, count: COUNT } });
  expect(added.body.code, added.body.msg).toBe(0);
  const devices = added.body.data;
  expect(devices.filter((d) => d.onlineStatus === 1)).toHaveLength(COUNT);
  const productKey = devices[0]!.productKey;

  // Every device gets its own state from a console user's controls.
  const expected = new Map<string, Dps>(devices.map((d, i) => [d.did, { '1': i % 2 === 0, '2': 10 + i * 10 }]));
  const before = await TestConsole.connect(t.app.broker.deviceUrl, demo.token);
  const acks = await Promise.all(devices.map((d) => before.control(productKey, d.did, expected.get(d.did)!)));
  expect(acks.every((ack) => ack.code === 0)).toBe(true);
  await before.close();
  // The reports that follow the acks are what the server stores as the devices' state.
  await eventually(async () => {
    const rows = await t.db.select().from(deviceStates).where(inArray(deviceStates.deviceId, [...expected.keys()]));
    expect(new Map(rows.map((r) => [r.deviceId, r.state]))).toEqual(expected);
  }, 10_000, 100);

  // A kill: the broker goes first, so no device says goodbye, then the rest of the server.
  await t.app.broker.close();
  await t.app.close();

  // A new server on the same database (the worker's, owned by the test helper: not migrated or closed here).
  const database = { db: t.db, kind: t.config.databaseUrl ? ('postgres' as const) : ('pglite' as const), migrate: async () => {}, close: async () => {} };
  restarted = await buildApp(t.config, { database, clock: t.clock, logger: false });
  await restarted.ready();
  const app = restarted;
  await eventually(async () => {
    const r = await call<{ list: VirtualDevice[] }>(app, 'POST', virtualDevicePaths.list, { token: demo.token, body: { productId } });
    expect(r.body.data.list.filter((d) => d.onlineStatus === 1)).toHaveLength(COUNT);
  }, VIRTUAL_DEVICE_TIMEOUT_MS, 100);

  const after = await TestConsole.connect(app.broker.deviceUrl, demo.token);
  try {
    const states = await Promise.all(devices.map(async (d) => [d.did, await after.queryAll(productKey, d.did)] as const));
    expect(new Map(states)).toEqual(expected);
  } finally {
    await after.close();
  }
});
