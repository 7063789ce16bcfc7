import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  /** Address the HTTP server (and the embedded broker) binds to: the loopback in the embedded mode unless HOST says otherwise. */
  host: string;
  /** Absolute path of the data directory (PGlite files, JWT secret, uploads). */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /** Embedded mode: PGlite, outbox page, demo data on first start. */
  embedded: boolean;
  /** DEV_OUTBOX=1: the embedded mode's outbox answers every client, not only this machine (development only). */
  devOutbox: boolean;
  jwtSecret: string;
  /** Key of the device passwords: a device's password is a keyed hash of its did (core/deviceSecret.ts). */
  deviceSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Base address used in links sent by mail. */
  publicUrl: string;
  seedDemo: boolean;
  filingNumber: string;
  mqttPort: number;
  mqttUrl: string | null;
  /**
   * The client id of the server's own connection to an external broker: stable across restarts (its session
   * keeps what arrived while the server was away), one per instance.
   */
  mqttClientId: string;
  /** The shared-subscription group of the server's instances on an external broker; empty: plain subscriptions (one instance). */
  mqttShareGroup: string;
  /** Redis for the bus between instances (real-time messages, cache invalidation); null means in-process. */
  redisUrl: string | null;
  /** Prefix of the Redis channels: installations (and test runs) sharing one Redis stay apart. */
  redisPrefix: string;
  logLevel: string;
  accessTokenTtlS: number;
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; empty: none. */
  trustProxy: string[];
  benchRoutes: boolean;
  /** Mean interval of a virtual device's periodic report of its readings (each one jittered by a third either way). */
  virtualReportMs: number;
  /** How often the OTA controller moves the releases (stages, notifications, time-outs). */
  otaTickMs: number;
  /** The built web app served at `/`. */
  webDist: string;
}

export interface EnvVar {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable the server reads; the README's configuration table mirrors this list. */
export const envVars: readonly EnvVar[] = [
  { name: 'PORT', default: '8080', meaning: 'HTTP port of the console and the API' },
  {
    name: 'HOST',
    default: '(unset: 127.0.0.1 in the embedded mode, 0.0.0.0 with DATABASE_URL)',
    meaning: 'Address the HTTP server and the embedded MQTT broker bind to; set 0.0.0.0 to reach an embedded installation from other machines',
  },
  { name: 'DATA_DIR', default: './data', meaning: 'Directory of the embedded database, the generated JWT secret and uploaded files' },
  { name: 'DATABASE_URL', default: '(unset: embedded PGlite in DATA_DIR/pglite)', meaning: 'PostgreSQL connection string, e.g. postgres://user@host:5432/iotc' },
  { name: 'JWT_SECRET', default: '(unset: generated once into DATA_DIR/jwt-secret)', meaning: 'Secret signing the access tokens (HS256); give the same value to every instance' },
  { name: 'DEVICE_SECRET', default: '(unset: generated once into DATA_DIR/device-secret)', meaning: 'Key the device passwords are derived from; give the same value to every instance, and keep it: changing it changes every device password' },
  {
    name: 'DEV_OUTBOX',
    default: '0',
    meaning: 'Development only: 1 shows the embedded mode\'s outbox (every verification code and password-reset code) to every client, not only to this machine',
  },
  { name: 'SMTP_URL', default: '(unset: outbox table and /dev/outbox)', meaning: 'SMTP server for e-mails, e.g. smtps://user:pass@smtp.example.com:465' },
  { name: 'MAIL_FROM', default: 'IoT Console <no-reply@localhost>', meaning: 'Sender of the e-mails' },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', meaning: 'Public address of the console, used in links sent by mail' },
  { name: 'SEED_DEMO', default: '0', meaning: '1 seeds the demo accounts on PostgreSQL too (the embedded mode seeds them on first start)' },
  { name: 'FILING_NUMBER', default: '(empty)', meaning: 'Filing number of the provider shown in the footer' },
  { name: 'MQTT_PORT', default: '1883', meaning: 'TCP port of the embedded MQTT broker (devices connect here; MQTT over WebSocket is at /mqtt on PORT); 0 picks a free port' },
  { name: 'MQTT_URL', default: '(unset: embedded broker)', meaning: 'External MQTT broker the server joins as a client, e.g. mqtt://127.0.0.1:1883 (see the README on its auth hook)' },
  { name: 'MQTT_CLIENT_ID', default: '(unset: iotc-server-<id generated into DATA_DIR/mqtt-client-id>-<host name>)', meaning: "Client id of the server's persistent session on the external broker (MQTT_URL); give each instance its own and keep it across restarts (set it where the host name changes with every start)" },
  { name: 'MQTT_SHARE_GROUP', default: 'iotc', meaning: "Shared-subscription group of the server's instances on the external broker; empty for plain subscriptions (a single instance; on Mosquitto 2.0 the only way its session keeps messages across a restart of the broker)" },
  { name: 'REDIS_URL', default: '(unset: in-process bus)', meaning: 'Redis pub/sub carrying real-time messages and cache invalidations between instances, e.g. redis://127.0.0.1:6379' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'Log level: fatal, error, warn, info, debug, trace or silent' },
  { name: 'ACCESS_TOKEN_TTL_S', default: '1800', meaning: 'Lifetime of an access token in seconds (never longer than the user\'s security time)' },
  {
    name: 'TRUST_PROXY',
    default: '(unset: none)',
    meaning: 'Comma-separated addresses or CIDR ranges of the reverse proxies in front, e.g. 127.0.0.1 or 10.0.0.0/8: their X-Forwarded-For gives the client address that login and code limits count, and their X-Forwarded-Proto https marks the refresh cookie Secure',
  },
  { name: 'WEB_DIST', default: '(unset: apps/web/dist)', meaning: 'Directory of the built console the server serves at /' },
  { name: 'VIRTUAL_REPORT_S', default: '45', meaning: "Mean interval in seconds of a virtual device's periodic report of its report-only functions (each one 2/3 to 4/3 of it, so 30-60 s by default)" },
  { name: 'OTA_TICK_MS', default: '1000', meaning: 'Interval in milliseconds of the OTA controller (one instance runs it): starts stages, sends due upgrade notifications, counts time-outs' },
  { name: 'BENCH_ROUTES', default: '0', meaning: '1 registers the /api/bench/* baselines of bench/http.ts, bench/products.ts and bench/devices.ts' },
];

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An integer of at least `min` (1 unless told: MQTT_PORT takes 0, any free port, for tests running brokers side by side). */
function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** MQTT_SHARE_GROUP: unset is `iotc`, empty is none (plain subscriptions); a group is one topic level. */
function shareGroup(env: NodeJS.ProcessEnv): string {
  const raw = env.MQTT_SHARE_GROUP;
  if (raw === undefined) return 'iotc';
  const group = raw.trim();
  if (/[/+#]/.test(group)) throw new Error(`MQTT_SHARE_GROUP must be one topic level without / + #, got "${raw}"`);
  return group;
}

/** Reads a secret kept in DATA_DIR, creating it on first start (a per-installation key, never a default one). */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs so both sign with one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env, 'PORT', 8080);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = text(env, 'DATABASE_URL');
  const embedded = databaseUrl === null;
  return {
    port,
    // The embedded mode is one developer's machine: reachable from elsewhere only when asked for.
    host: text(env, 'HOST') ?? (embedded ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl,
    embedded,
    devOutbox: env.DEV_OUTBOX === '1',
    jwtSecret: text(env, 'JWT_SECRET') ?? persistedSecret(dataDir, 'jwt-secret'),
    deviceSecret: text(env, 'DEVICE_SECRET') ?? persistedSecret(dataDir, 'device-secret'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'IoT Console <no-reply@localhost>',
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    seedDemo: env.SEED_DEMO === '1',
    filingNumber: text(env, 'FILING_NUMBER') ?? '',
    mqttPort: int(env, 'MQTT_PORT', 1883, 0),
    mqttUrl: text(env, 'MQTT_URL'),
    // Generated only for an external broker (the embedded mode writes no file it does not use); the host name
    // tells apart instances that share one DATA_DIR on several hosts.
    mqttClientId: text(env, 'MQTT_CLIENT_ID') ?? (text(env, 'MQTT_URL') ? `iotc-server-${persistedSecret(dataDir, 'mqtt-client-id').slice(0, 16)}-${hostname()}` : ''),
    mqttShareGroup: shareGroup(env),
    redisUrl: text(env, 'REDIS_URL'),
    redisPrefix: 'iotc:',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    accessTokenTtlS: int(env, 'ACCESS_TOKEN_TTL_S', 1800),
    trustProxy: (text(env, 'TRUST_PROXY') ?? '').split(',').map((proxy) => proxy.trim()).filter(Boolean),
    benchRoutes: env.BENCH_ROUTES === '1',
    virtualReportMs: int(env, 'VIRTUAL_REPORT_S', 45) * 1000,
    otaTickMs: int(env, 'OTA_TICK_MS', 1000),
    webDist: path.resolve(text(env, 'WEB_DIST') ?? path.join(serverRoot, '../web/dist')),
  };
}
