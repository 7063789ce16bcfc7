import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from './postgres.ts';
import { describeOnPrivateServices, startPrivateMosquitto, type PrivateService } from './privateServices.ts';
import { ReportingFleet, generateTriples, storedReportsInPglite, storedReportsInPostgres } from './reportingFleet.ts';
import { ServerProcess } from './serverProcess.ts';

/**
 * QoS 1 means stored: 50 SDK devices report as fast as their windows allow, the server is killed with SIGKILL
 * mid-stream and started again on the same data, and every report a device had a PUBACK for is in the device
 * log. On the embedded PGlite, or on PostgreSQL when the suite runs there (TEST_DATABASE_URL); with the
 * embedded broker, and with Mosquitto, whose PUBACKs the devices get at once while the server takes the
 * reports through its persistent session and acknowledges them to Mosquitto after the commit.
 */

const DEVICES = 50;
const postgresBase = process.env.TEST_DATABASE_URL || null;
const title = postgresBase ? 'PostgreSQL' : 'PGlite';

/** One server's data across its two lives: the database, its secrets and its broker session's client id. */
class CrashScenario {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'iotc-crash-'));
  readonly env: NodeJS.ProcessEnv;
  private readonly servers: ServerProcess[] = [];
  private fleet: ReportingFleet | null = null;

  constructor(
    private readonly databaseName: string,
    extraEnv: NodeJS.ProcessEnv = {},
  ) {
    this.env = { DATA_DIR: this.dataDir, JWT_SECRET: randomBytes(32).toString('base64url'), DEVICE_SECRET: randomBytes(32).toString('base64url'), ...extraEnv };
  }

  async start(): Promise<ServerProcess> {
    if (postgresBase && !this.env.DATABASE_URL) {
      await adminQuery(postgresBase, `drop database if exists "${this.databaseName}" with (force)`);
      await adminQuery(postgresBase, `create database "${this.databaseName}"`);
      this.env.DATABASE_URL = withDatabase(postgresBase, this.databaseName);
    }
    const server = await ServerProcess.start(this.env);
    this.servers.push(server);
    return server;
  }

  /** Devices reporting as fast as they can until the server is killed; answers how many reports were acknowledged. */
  async killUnderLoad(server: ServerProcess, brokerUrl: string): Promise<ReportingFleet> {
    const { productKey, triples } = await generateTriples(server, DEVICES, 'CRASH');
    const fleet = new ReportingFleet(brokerUrl, productKey, triples, { inFlight: 10, intervalMs: 0 });
    this.fleet = fleet;
    await fleet.start();
    await fleet.progress(server, 20, 60_000, 'under load');
    server.signal('SIGKILL');
    await server.exited;
    fleet.stop();
    return fleet;
  }

  /** What the device log holds once the server is back (and, on PGlite, stopped again so the test can read it). */
  async storedAfterRestart(): Promise<{ server: ServerProcess; stored: () => Promise<Set<string>> }> {
    const server = await this.start();
    const stored = async () => {
      if (this.env.DATABASE_URL) return storedReportsInPostgres(this.env.DATABASE_URL);
      server.signal('SIGTERM');
      await server.exited;
      return storedReportsInPglite(path.join(this.dataDir, 'pglite'));
    };
    return { server, stored };
  }

  async dispose(): Promise<void> {
    await this.fleet?.close();
    await Promise.all(this.servers.map((s) => s.dispose()));
    if (postgresBase) await adminQuery(postgresBase, `drop database if exists "${this.databaseName}" with (force)`);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

describe(`a server killed under load, on ${title}`, () => {
  const scenario = new CrashScenario(`iotc_crash_${process.pid}`);
  afterAll(() => scenario.dispose());

  it('has stored every report its broker acknowledged before it died', { timeout: 180_000 }, async () => {
    const first = await scenario.start();
    const fleet = await scenario.killUnderLoad(first, `mqtt://127.0.0.1:${first.mqttPort}`);
    const acknowledged = fleet.ackedCount;
    await fleet.close();
    // Every device had 20 reports acknowledged when the server was killed: the kill came under load.
    expect(acknowledged).toBeGreaterThanOrEqual(DEVICES * 20);

    const { stored } = await scenario.storedAfterRestart();
    const log = await stored();
    expect(fleet.missingFrom(log)).toEqual([]);
    expect(log.size).toBeGreaterThanOrEqual(acknowledged);
  });
});

describeOnPrivateServices('a server on Mosquitto killed under load', () => {
  let mosquitto: PrivateService;
  const scenario = new CrashScenario(`iotc_crash_mqtt_${process.pid}`);
  afterAll(async () => {
    await scenario.dispose();
    await mosquitto?.dispose();
  });

  it('takes every report Mosquitto acknowledged from its session after the restart', { timeout: 180_000 }, async () => {
    mosquitto = await startPrivateMosquitto();
    scenario.env.MQTT_URL = mosquitto.url;
    const first = await scenario.start();
    const fleet = await scenario.killUnderLoad(first, mosquitto.url);
    // Mosquitto acknowledges on its own: let the reports in flight arrive there, then count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fleet.close();

    // Healthy means connected to Mosquitto again, which then hands over what it kept in the server's session.
    // PGlite is read with the server stopped: a server that has not caught up yet goes on in its next life.
    let missing: string[] = [];
    for (let life = 0; life < 4; life++) {
      const { stored } = await scenario.storedAfterRestart();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      missing = fleet.missingFrom(await stored());
      if (missing.length === 0) break;
    }
    expect(missing).toEqual([]);
  });
});
