import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import { useOneDeviceApp } from '../../../test/devices.ts';
import { switchable } from '../../../test/switchableDb.ts';
import { IngestWriter, type LogRow } from './ingestWriter.ts';
import { deviceDeadLetters, deviceFaults, deviceLogs } from './tables.ts';

/**
 * The writer on its own, given rows the ingest's checks would never let through: a batch the database
 * refuses is split until the refused rows are set aside and every other row is written, no batch is tried
 * more than its bound, and a database that does not answer holds everything until it is back.
 */

const env = useOneDeviceApp();

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;

function row(mid: string, overrides: Partial<LogRow> = {}): LogRow {
  return {
    tenantId: env.dev.tenantId,
    deviceId: env.deviceId,
    productId: env.productId,
    eventType: DeviceEvent.Report,
    funcKey: 'switch_led',
    funcName: 'Switch',
    value: true,
    originChannel: 'device',
    originDetail: env.deviceId,
    mid,
    createdAt: env.t.clock.now(),
    ...overrides,
  };
}

async function storedMids(): Promise<string[]> {
  const rows = await env.t.db.select({ mid: deviceLogs.mid }).from(deviceLogs).orderBy(asc(deviceLogs.id));
  return rows.map((r) => r.mid!);
}

describe('the ingest writer', () => {
  it('sets aside the rows the database refuses and writes every other row of their batch', async () => {
    const writer = new IngestWriter(env.t.db, () => undefined, log);
    const poison = new Map<number, Partial<LogRow>>([
      [17, { funcName: 'a\u0000b' }],
      [90, { value: { text: 'x\u0000' } }],
      [151, { value: '\udc00' }],
    ]);
    const valid: string[] = [];
    for (let i = 0; i < 200; i++) {
      const bad = poison.get(i);
      if (!bad) valid.push(`m${i}`);
      writer.logRow(row(`m${i}`, bad));
    }
    await writer.committed();

    expect(await storedMids()).toEqual(valid);
    const setAside = await env.t.db.select().from(deviceDeadLetters).orderBy(asc(deviceDeadLetters.id));
    expect(setAside.map((r) => [r.kind, r.deviceId, r.tenantId])).toEqual(Array.from({ length: 3 }, () => ['log', env.deviceId, env.dev.tenantId]));
    expect(setAside.map((r) => JSON.parse(r.row) as { row: { mid: string } }).map((r) => r.row.mid)).toEqual(['m17', 'm90', 'm151']);
    expect(setAside[0]!.row).toContain('a\\u0000b');
    for (const r of setAside) expect(r.reason).toMatch(/^[0-9A-Z]{5} /);
    const faults = await env.t.db.select().from(deviceFaults).where(eq(deviceFaults.deviceId, env.deviceId));
    expect(faults.map((f) => [f.code, f.reportType])).toEqual(Array.from({ length: 3 }, () => ['device.problem.notStored', FaultReportType.Rejected]));
    // Each part of the split batch was tried once: bisecting 200 rows around 3 costs about 3 × 2 × log2(200).
    expect(writer.stats.maxAttemptsPerBatch).toBe(1);
    expect(writer.stats.failedAttempts).toBeLessThanOrEqual(50);
    expect(writer.stats.setAside).toBe(3);
    await writer.close();
  });

  it('holds everything while the database does not answer, slows publishers, refuses past its limit, and writes it all when it is back', async () => {
    const database = switchable(env.t.db);
    const writer = new IngestWriter(database.db, () => undefined, log, { highWater: 100, lowWater: 20, hardLimit: 300 });
    database.down = true;
    for (let i = 0; i < 150; i++) writer.logRow(row(`a${i}`));
    const firstHalf = writer.committed();
    const backlog = writer.backlog();
    expect(backlog).toBeInstanceOf(Promise);
    for (let i = 150; i < 300; i++) writer.logRow(row(`a${i}`));
    const secondHalf = writer.committed();
    expect(writer.full).toBe(true);

    let settled = false;
    void Promise.all([firstHalf, secondHalf, backlog]).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(settled).toBe(false);
    expect(await storedMids()).toEqual([]);
    // Waiting for the database is not a failed attempt at a batch.
    expect(writer.stats.failedAttempts).toBe(0);

    database.down = false;
    await Promise.all([firstHalf, secondHalf, backlog]);
    expect(await storedMids()).toEqual(Array.from({ length: 300 }, (_, i) => `a${i}`));
    expect(writer.full).toBe(false);
    expect(writer.backlog()).toBeUndefined();
    await writer.close();
  });

  it('gives up on what it holds only when closing with the database away, and says so', async () => {
    const database = switchable(env.t.db);
    const writer = new IngestWriter(database.db, () => undefined, log);
    database.down = true;
    writer.logRow(row('lost'));
    const committed = writer.committed();
    await expect(writer.close()).resolves.toBeUndefined();
    await expect(committed).rejects.toThrow('closed before the database came back');
    expect(vi.mocked(log.error)).toHaveBeenCalled();
  });
});
