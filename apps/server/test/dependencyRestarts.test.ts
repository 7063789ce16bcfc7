import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HealthReport } from '@iotc/shared/platform';
import { describeOnPrivateServices, startPrivateMosquitto, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateService } from './privateServices.ts';
import { ReportingFleet, generateTriples, storedReportsInPostgres } from './reportingFleet.ts';
import { ServerProcess } from './serverProcess.ts';

/**
 * The server outlives restarts of what it depends on (issue 12, item 11): the real server in a child process
 * on a PostgreSQL, Redis and Mosquitto of the test's own, 50 SDK devices reporting QoS 1 all along. It never
 * exits, its health check says what is down meanwhile, the devices carry on, and every report a device had
 * acknowledged is in the device log once everything is back.
 */

const DEVICES = 50;
/** Reports each device gets acknowledged after a restart before the next one: proof it carries on. */
const PROGRESS = 3;
/** main.ts's shutdown deadline, and a margin for a loaded machine. */
const SHUTDOWN_BOUND_MS = 10_000 + 5_000;

/** Acknowledged reports that are not in the device log, as did:value (waits up to `timeoutMs` for the writes). */
async function unstored(databaseUrl: string, fleet: ReportingFleet, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lost = fleet.missingFrom(await storedReportsInPostgres(databaseUrl));
    if (lost.length === 0 || Date.now() > deadline) return lost;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for the health check to answer 503 naming `dependency` as down. */
function untilDown(server: ServerProcess, dependency: keyof HealthReport['checks']): Promise<void> {
  return server.until(
    async () => {
      const health = await server.health();
      return health.status === 503 && health.body?.data.checks[dependency] === 'down';
    },
    20_000,
    `the health check did not report ${dependency} down`,
  );
}

function untilHealthy(server: ServerProcess, what: string): Promise<void> {
  return server.until(async () => (await server.health()).status === 200, 60_000, `${what}: the health check did not come back to 200`);
}

/** Sends SIGTERM and answers how long the process took to exit. */
async function shutdownTime(server: ServerProcess, signals: NodeJS.Signals[] = ['SIGTERM']): Promise<number> {
  const started = Date.now();
  for (const [i, signal] of signals.entries()) {
    if (i > 0) await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    if (server.running) server.signal(signal);
  }
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_BOUND_MS * 2))]);
  return Date.now() - started;
}

describeOnPrivateServices('the server across restarts of PostgreSQL, Redis and Mosquitto', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateService;
  let mosquitto: PrivateService;
  const services: PrivateService[] = [];
  const servers: ServerProcess[] = [];
  const fleets: ReportingFleet[] = [];

  beforeAll(async () => {
    [postgres, redis, mosquitto] = await Promise.all([startPrivatePostgres(), startPrivateRedis(), startPrivateMosquitto()]);
    services.push(postgres, redis, mosquitto);
  });

  afterAll(async () => {
    await Promise.all(fleets.map((f) => f.close()));
    await Promise.all(servers.map((s) => s.dispose()));
    await Promise.all(services.map((s) => s.dispose()));
  });

  async function startServer(database: string, env: NodeJS.ProcessEnv): Promise<{ server: ServerProcess; databaseUrl: string }> {
    const databaseUrl = await postgres.database(database);
    const server = await ServerProcess.start({ DATABASE_URL: databaseUrl, ...env });
    servers.push(server);
    return { server, databaseUrl };
  }

  it('with its embedded broker: outlives PostgreSQL restarting and stopping, and Redis restarting, storing every acknowledged report', { timeout: 150_000 }, async () => {
    const { server, databaseUrl } = await startServer('iotc_embedded', { REDIS_URL: redis.url });
    const { productKey, triples } = await generateTriples(server, DEVICES, 'RESTART');
    const fleet = new ReportingFleet(`mqtt://127.0.0.1:${server.mqttPort}`, productKey, triples);
    fleets.push(fleet);
    await fleet.start();
    await fleet.progress(server, PROGRESS, 30_000, 'at start');

    // Every connection terminated (57P01) while reports are being written.
    await postgres.restart();
    await fleet.progress(server, PROGRESS, 60_000, 'after PostgreSQL restarted');
    expect(server.running).toBe(true);

    // Gone for a while: the health check says so, and says when it is back.
    await postgres.stop();
    await untilDown(server, 'database');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await postgres.start();
    await untilHealthy(server, 'after PostgreSQL came back');
    await fleet.progress(server, PROGRESS, 60_000, 'after PostgreSQL came back');

    await redis.stop();
    await untilDown(server, 'redis');
    await redis.start();
    await untilHealthy(server, 'after Redis came back');
    await fleet.progress(server, PROGRESS, 30_000, 'after Redis came back');

    await fleet.pause(server);
    expect(fleet.devices.filter((d) => !d.connected)).toEqual([]);
    expect(await unstored(databaseUrl, fleet, 30_000)).toEqual([]);
    expect(server.running, server.log).toBe(true);

    // A shutdown while PostgreSQL and Redis are gone (the devices still connected) still ends.
    await Promise.all([postgres.stop(), redis.stop()]);
    const took = await shutdownTime(server);
    expect(server.running).toBe(false);
    expect(took).toBeLessThan(SHUTDOWN_BOUND_MS);
    await Promise.all([postgres.start(), redis.start()]);
  });

  it('with Mosquitto as its broker: outlives PostgreSQL and Mosquitto restarting, the devices reconnecting, storing every acknowledged report', { timeout: 150_000 }, async () => {
    // Plain subscriptions: Mosquitto 2.0 restores them with the server's session after its restart (not shared ones).
    const { server, databaseUrl } = await startServer('iotc_external', { MQTT_URL: mosquitto.url, MQTT_SHARE_GROUP: '', REDIS_URL: redis.url });
    const { productKey, triples } = await generateTriples(server, DEVICES, 'RESTART');
    const fleet = new ReportingFleet(mosquitto.url, productKey, triples);
    fleets.push(fleet);
    await fleet.start();
    await fleet.progress(server, PROGRESS, 30_000, 'at start');

    // The server acknowledges the broker's deliveries only once they are written.
    await postgres.restart();
    await fleet.progress(server, PROGRESS, 60_000, 'after PostgreSQL restarted');

    // A report Mosquitto acknowledged is Mosquitto's to keep until the server takes it: the server's persistent
    // session (and Mosquitto's persistence, as the README sets it up) keeps what arrives while either is away,
    // so the devices report on through the broker's restart.
    const reconnectsBefore = fleet.reconnects;
    await mosquitto.stop();
    await untilDown(server, 'broker');
    await mosquitto.start();
    await untilHealthy(server, 'after Mosquitto came back');
    await fleet.progress(server, PROGRESS, 60_000, 'after Mosquitto came back');
    expect(fleet.reconnects - reconnectsBefore).toBeGreaterThanOrEqual(DEVICES);

    await fleet.pause(server);
    expect(await unstored(databaseUrl, fleet, 30_000)).toEqual([]);
    expect(server.running, server.log).toBe(true);

    // A shutdown while the broker is gone ends promptly (a second signal cuts a slow one short).
    await mosquitto.stop();
    const took = await shutdownTime(server, ['SIGTERM', 'SIGTERM']);
    expect(server.running).toBe(false);
    expect(took).toBeLessThan(2_000);
  });
});
