import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { freePort } from '../../../scripts/freePort.ts';
import { describeNeeding } from './services.ts';

/**
 * PostgreSQL, Redis and Mosquitto of a test's own, from Debian's binaries, on free ports in temporary
 * directories: a test may stop and restart them without touching the shared services other suites use.
 */

const POSTGRES_ROOT = '/usr/lib/postgresql';
const REDIS_SERVER = '/usr/bin/redis-server';
const MOSQUITTO = '/usr/sbin/mosquitto';

/** The bin directory of the newest PostgreSQL Debian installed, or null. */
function postgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

/** What is missing to run the private services (empty when all are there). */
function missingServiceBinaries(): string[] {
  const missing: string[] = [];
  if (!postgresBin()) missing.push(`PostgreSQL (${POSTGRES_ROOT}/*/bin/initdb)`);
  if (!existsSync(REDIS_SERVER)) missing.push(REDIS_SERVER);
  if (!existsSync(MOSQUITTO)) missing.push(MOSQUITTO);
  return missing;
}

/**
 * describe() for a suite on private services. They need the binaries (missing ones skip the suite, or fail it in CI:
 * see describeNeeding), and they start their own PostgreSQL, so they run once, in the PGlite pass, and skip in the
 * pass on TEST_DATABASE_URL.
 */
export function describeOnPrivateServices(title: string, body: () => void): void {
  const missing = missingServiceBinaries();
  if (process.env.TEST_DATABASE_URL) describe.skip(`${title} (skipped: runs once, in the PGlite pass)`, body);
  else describeNeeding(missing.length > 0 ? `missing ${missing.join(', ')}` : null, title, body);
}

/** initdb refuses to run as root: PostgreSQL then runs as Debian's `postgres` user. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(command: string, args: string[], user: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}: ${stderr}`))));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service the test stops and starts; `dispose` stops it for good and removes its files. */
export interface PrivateService {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export interface PrivatePostgres extends PrivateService {
  /** `pg_ctl restart -m fast`: every connection is terminated (57P01) and the server comes back at once. */
  restart(): Promise<void>;
  /** A connection string to a database of that name on it, created when missing. */
  database(name: string): Promise<string>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries are missing');
  const user = postgresUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'iotc-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'], user);
  // Durability is not what this instance is for: fsync off keeps the restarts quick.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), [...args, '-D', data, '-w', '-t', '60'], user);
  const start = () => pgCtl('start', '-l', path.join(dir, 'log'), '-o', options);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    start: async () => {
      await start();
      running = true;
    },
    stop: async () => {
      await pgCtl('stop', '-m', 'fast');
      running = false;
    },
    restart: () => pgCtl('restart', '-m', 'fast', '-l', path.join(dir, 'log'), '-o', options),
    database: async (name) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    dispose: async () => {
      if (running) await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A foreground server process on a fixed port, stopped with SIGTERM and started again on the same port. */
function processService(options: { command: string; args: string[]; port: number; url: string; dir: string }): PrivateService {
  let child: ChildProcess | null = null;
  const start = async () => {
    const current = spawn(options.command, options.args, { stdio: 'ignore' });
    child = current;
    // Up once its port takes connections.
    const deadline = Date.now() + 10_000;
    while (!(await accepts(options.port))) {
      if (current.exitCode !== null) throw new Error(`${path.basename(options.command)} exited with ${current.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${path.basename(options.command)} did not listen on ${options.port} within 10 s`);
      await delay(50);
    }
  };
  const stop = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
  };
  return {
    url: options.url,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(options.dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'iotc-redis-'));
  const service = processService({
    command: REDIS_SERVER,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
  });
  await service.start();
  return service;
}

/**
 * Anonymous like the suites' local Mosquitto, with the queue settings and the persistence the README documents
 * (the server's persistent session and its subscription outlive a restart of the broker).
 */
export async function startPrivateMosquitto(): Promise<PrivateService> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'iotc-mosquitto-'));
  // Started as root, Mosquitto drops to its own user, which must be able to write its persistence here.
  chmodSync(dir, 0o777);
  const conf = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 100000',
      'max_inflight_messages 1000',
      'log_dest none',
      '',
    ].join('\n'),
  );
  const service = processService({ command: MOSQUITTO, args: ['-c', conf], port, url: `mqtt://127.0.0.1:${port}`, dir });
  await service.start();
  return service;
}
