import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@iotc/shared/auth';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { buildApp } from '../../app.ts';
import { insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { TestConsole } from './testConsole.ts';

/**
 * Two instances on one PostgreSQL database: only the holder of the runner's advisory lock runs the
 * virtual devices, and another takes over when it goes. (PGlite is one session in one process: the
 * lock is always its own there, and a second instance cannot open the same files.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the virtual-device runner on several instances', () => {
  let t: TestApp;
  let demo: TokenPair;
  let asDemo: CallerAs;
  let second: FastifyInstance | null = null;

  beforeAll(async () => {
    ({ t, demo, asDemo } = await createDemoApp('demo'));
    await seedTestClasses(t.db, t.clock.now());
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('runs them on one instance, and on another once that one stops', { timeout: 30_000 }, async () => {
    const productId = await insertProduct(t.db, demo.tenantId, t.clock.now());
    const [device] = (await asDemo<VirtualDevice[]>('POST', virtualDevicePaths.add, { body: { productId, count: 1 } })).body.data as [VirtualDevice];
    const first = await TestConsole.connect(t.app.broker.deviceUrl, demo.token);
    expect((await first.control(device.productKey, device.did, { '2': 300 })).code).toBe(0);

    // A second instance on the same database: its broker has no virtual devices while the first runs them.
    const database = { db: t.db, kind: 'postgres' as const, migrate: async () => {}, close: async () => {} };
    second = await buildApp(t.config, { database, clock: t.clock, logger: false });
    await second.ready();
    const other = await TestConsole.connect(second.broker.deviceUrl, demo.token, 1_000);
    await expect(other.queryAll(device.productKey, device.did)).rejects.toThrow(/no query\/ack/);
    expect(await first.queryAll(device.productKey, device.did)).toEqual({ '1': false, '2': 300 });
    await first.close();

    // The first one stops: the second takes the lock on its next try and runs the device, state and all.
    await t.app.close();
    const deadline = Date.now() + 15_000;
    let state: unknown = null;
    while (!state && Date.now() < deadline) state = await other.queryAll(device.productKey, device.did).catch(() => null);
    expect(state).toEqual({ '1': false, '2': 300 });
    await other.close();
  });
});
