/**
 * The broker side of bench/mqtt.ts, one process per measurement (forked, `--expose-gc`), so that each
 * figure's memory and CPU are its own. Modes:
 *   plain     bare Aedes on a TCP socket (BENCH_NODELAY=0 turns noDelay off): the baseline
 *   validate  our broker (authentication, ACL) and model validation of every report, nothing stored
 *   full      the real server (buildApp): broker, validation and the ingest writing to PostgreSQL
 * It answers the parent over IPC: { port, httpPort? } once listening, { heap, rss } after full garbage collections on
 * 'memory', then stops on 'stop'.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Aedes } from 'aedes';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { SessionService } from '../apps/server/src/core/auth.ts';
import { BrokerAccess } from '../apps/server/src/core/broker/access.ts';
import { startEmbeddedBroker } from '../apps/server/src/core/broker/embedded.ts';
import type { BrokerSink } from '../apps/server/src/core/broker/types.ts';
import { systemClock } from '../apps/server/src/core/clock.ts';
import { openPostgres } from '../apps/server/src/core/db.ts';
import { InProcessBus } from '../apps/server/src/core/realtime.ts';
import { IngestDirectory } from '../apps/server/src/modules/devices/ingestDirectory.ts';
import { checkDps, parseDeviceTopic, parseMessage } from '@iotc/shared';

const mode = process.argv[2] as 'plain' | 'validate' | 'full';
const send = (message: unknown) => process.send!(message);
let stop: () => Promise<void>;

function env(): NodeJS.ProcessEnv {
  return {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iotc-bench-mqtt-')),
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: process.env.JWT_SECRET,
    DEVICE_SECRET: process.env.DEVICE_SECRET,
    SEED_DEMO: '1',
    MQTT_PORT: '0',
    LOG_LEVEL: 'warn',
  };
}

if (mode === 'plain') {
  const aedes = new Aedes();
  await aedes.listen();
  const tcp = createServer({ noDelay: process.env.BENCH_NODELAY !== '0' }, (socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  stop = async () => {
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    tcp.close();
  };
  send({ port: (tcp.address() as AddressInfo).port });
} else if (mode === 'validate') {
  const config = loadConfig(env());
  const database = openPostgres(config.databaseUrl!);
  const bus = new InProcessBus();
  const directory = new IngestDirectory(database.db, bus);
  const sessions = new SessionService({ db: database.db, clock: systemClock, jwtSecret: config.jwtSecret, accessTokenTtlS: 3600, bus });
  const access = new BrokerAccess({ db: database.db, clock: systemClock, sessions, directory, deviceSecret: config.deviceSecret });
  // The ingest's checks without its writes: the device (cached), the product's functions (cached), the envelope and the values.
  const sink: BrokerSink = {
    message: async ({ topic, payload, publisher }) => {
      const parsed = parseDeviceTopic(topic);
      if (!parsed || parsed.topic !== 'report' || publisher?.kind !== 'device') return;
      const functions = await directory.functionsOf(publisher.device);
      const { message } = parseMessage(parsed.topic, payload);
      if (!functions || !message || checkDps(functions, (message.payload as { dps?: unknown }).dps, 'report').length > 0) throw new Error('bench report refused');
    },
    backlog: () => undefined,
    presence: () => undefined,
    refused: async () => undefined,
    tooLarge: () => undefined,
    close: async () => undefined,
  };
  const broker = await startEmbeddedBroker({
    port: 0,
    host: '127.0.0.1',
    access,
    sink,
    sessionLive: (sessionId) => sessions.isLive(sessionId),
    log: pino({ level: 'warn' }),
  });
  stop = async () => {
    await broker.close();
    directory.close();
    await database.close();
  };
  send({ port: Number(new URL(broker.deviceUrl).port) });
} else {
  const app = await buildApp(loadConfig(env()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  stop = () => app.close();
  send({ port: Number(new URL(app.broker.deviceUrl).port), httpPort: (app.server.address() as AddressInfo).port });
}

process.on('message', (message) => {
  if (message === 'memory') {
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    const { heapUsed, external, rss } = process.memoryUsage();
    send({ heap: heapUsed + external, rss });
  } else if (message === 'stop') {
    void stop().finally(() => process.exit(0));
  }
});
