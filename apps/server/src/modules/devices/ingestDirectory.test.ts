import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '@iotc/shared/auth';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { switchable } from '../../../test/switchableDb.ts';
import { InProcessBus } from '../../core/realtime.ts';
import { CACHE_TTL_MS } from '../../core/ttlCache.ts';
import { IngestDirectory } from './ingestDirectory.ts';
import { insertFleet, type TestFleet } from './ingestTestKit.ts';

/**
 * While the database is away, a device keeps working on what was last known of it (its row, its product's
 * functions), so that the broker neither refuses its messages nor leaves them unacknowledged; a device never
 * seen is refused until the database answers.
 */

let t: TestApp;
let demo: TokenPair;
let fleet: TestFleet;

beforeAll(async () => {
  ({ t, demo } = await createDemoApp('demo'));
  fleet = await insertFleet(t, demo.tenantId, 2);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('the ingest directory with the database away', () => {
  it('answers the last known device and functions after their lifetime, and refuses an unknown device', async () => {
    const database = switchable(t.db);
    const directory = new IngestDirectory(database.db, new InProcessBus());
    const [known, unknown] = fleet.dids as [string, string];
    const device = (await directory.get(known))!;
    const functions = await directory.functionsOf(device);
    expect(functions?.map((f) => f.dpId)).toEqual([1, 2, 4]);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + CACHE_TTL_MS });
    database.down = true;
    expect(await directory.get(known)).toEqual(device);
    expect(await directory.functionsOf(device)).toEqual(functions);
    await expect(directory.get(unknown)).rejects.toThrow('ECONNREFUSED');

    database.down = false;
    expect((await directory.get(unknown))?.did).toBe(unknown);
    directory.close();
  });
});
