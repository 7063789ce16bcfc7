import { asc } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_LOG_RETENTION_DAYS } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import { useOneDeviceApp } from '../../../test/devices.ts';
import { DeviceRetention, purgeExpiredDeviceRecords, scheduleDeviceRetention } from './retention.ts';
import { deviceDeadLetters, deviceFaults, deviceLogs } from './tables.ts';

const env = useOneDeviceApp();

const DAY_S = 24 * 60 * 60;
const RETENTION_S = DEVICE_LOG_RETENTION_DAYS * DAY_S;

/** A log entry, a malfunction and a set-aside row, each tagged with how old it is (seconds before the clock) in mid / code / reason. */
async function insertAged(agesS: readonly number[]): Promise<void> {
  const now = env.t.clock.now().getTime();
  const rows = agesS.map((age) => ({ tenantId: env.dev.tenantId, deviceId: env.deviceId, productId: env.productId, createdAt: new Date(now - age * 1000), tag: String(age) }));
  await env.t.db.insert(deviceLogs).values(rows.map(({ tag, ...r }) => ({ ...r, eventType: DeviceEvent.Report, originChannel: 'device', originDetail: env.deviceId, mid: tag })));
  await env.t.db.insert(deviceFaults).values(rows.map(({ tag, ...r }) => ({ ...r, code: tag, reportFrom: 'r', reportType: FaultReportType.Rejected })));
  await env.t.db.insert(deviceDeadLetters).values(rows.map(({ tag, ...r }) => ({ ...r, kind: 'log', reason: tag, row: '{}' })));
}

async function remaining(): Promise<{ logs: string[]; faults: string[]; deadLetters: string[] }> {
  const logs = await env.t.db.select({ tag: deviceLogs.mid }).from(deviceLogs).orderBy(asc(deviceLogs.id));
  const faults = await env.t.db.select({ tag: deviceFaults.code }).from(deviceFaults).orderBy(asc(deviceFaults.id));
  const deadLetters = await env.t.db.select({ tag: deviceDeadLetters.reason }).from(deviceDeadLetters).orderBy(asc(deviceDeadLetters.id));
  return { logs: logs.map((r) => r.tag!), faults: faults.map((r) => r.tag), deadLetters: deadLetters.map((r) => r.tag) };
}

describe('device log retention', () => {
  it(`deletes exactly the logs and malfunctions older than ${DEVICE_LOG_RETENTION_DAYS} days and keeps the rest`, async () => {
    await insertAged([RETENTION_S + DAY_S, RETENTION_S + 1, RETENTION_S - 1, DAY_S, 0]);
    const deleted = await purgeExpiredDeviceRecords(env.t.db, env.t.clock.now());
    expect(deleted).toEqual({ logs: 2, faults: 2, deadLetters: 2 });
    const kept = [RETENTION_S - 1, DAY_S, 0].map(String);
    expect(await remaining()).toEqual({ logs: kept, faults: kept, deadLetters: kept });
  });

  it('follows the clock: a day later, the rows that turned 7 days old go too', async () => {
    await insertAged([RETENTION_S - 60, RETENTION_S - DAY_S - 60, 0]);
    await purgeExpiredDeviceRecords(env.t.db, env.t.clock.now());
    expect((await remaining()).logs).toHaveLength(3);
    env.t.clock.advance(DAY_S);
    const deleted = await purgeExpiredDeviceRecords(env.t.db, env.t.clock.now());
    expect(deleted).toEqual({ logs: 1, faults: 1, deadLetters: 1 });
    const kept = [String(RETENTION_S - DAY_S - 60), '0'];
    expect(await remaining()).toEqual({ logs: kept, faults: kept, deadLetters: kept });
  });

  it('deletes a backlog bigger than one chunk, a chunk per statement', async () => {
    await insertAged([...Array.from({ length: 12 }, (_, i) => RETENTION_S + 10 + i), 5]);
    expect(await purgeExpiredDeviceRecords(env.t.db, env.t.clock.now(), { chunk: 5 })).toEqual({ logs: 12, faults: 12, deadLetters: 12 });
    expect(await remaining()).toEqual({ logs: ['5'], faults: ['5'], deadLetters: ['5'] });
  });

  it('stops between chunks when the app is closing', async () => {
    await insertAged(Array.from({ length: 12 }, (_, i) => RETENTION_S + 10 + i));
    expect(await purgeExpiredDeviceRecords(env.t.db, env.t.clock.now(), { chunk: 5, stopping: () => true })).toEqual({ logs: 5, faults: 0, deadLetters: 0 });
  });

  it('runs when the app is ready and again every interval, by the app clock', async () => {
    await insertAged([RETENTION_S + 1, 0]);
    const log = { info: vi.fn(), error: vi.fn() };
    const retention = new DeviceRetention({ db: env.t.db, clock: env.t.clock, log: log as never }, 50);
    retention.start();
    // The pass logs once both tables are done.
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ logs: 1, faults: 1, deadLetters: 1 }, expect.any(String)));
    expect(await remaining()).toEqual({ logs: ['0'], faults: ['0'], deadLetters: ['0'] });
    // The next passes find what aged since.
    env.t.clock.advance(RETENTION_S + 1);
    await vi.waitFor(async () => expect(await remaining()).toEqual({ logs: [], faults: [], deadLetters: [] }));
    await retention.stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("is wired to an app's start and close", async () => {
    await insertAged([RETENTION_S + 1, 0]);
    const app = Fastify({ logger: false });
    app.decorate('db', env.t.db);
    app.decorate('clock', env.t.clock);
    scheduleDeviceRetention(app);
    await app.ready();
    // The first pass runs once the app is ready, over each table in turn.
    await vi.waitFor(async () => expect(await remaining()).toEqual({ logs: ['0'], faults: ['0'], deadLetters: ['0'] }));
    await app.close();
  });
});
