/** What the benchmarks share: a PostgreSQL database of their own, the real server on it, and measuring calls against their baselines. */
import autocannon from 'autocannon';
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { freePort } from '../scripts/freePort.ts';

const root = new URL('..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;

/** The local PostgreSQL's admin connection (BENCH_DATABASE_URL to choose another). */
export const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database of that name (dropped first if a run left it), answered as its connection string. */
export async function createBenchDatabase(name: string): Promise<string> {
  await dropBenchDatabase(name);
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${name} with (force)`);
}

/**
 * Stops the run, saying so, when `ulimit -n` is too low for `sockets` open at once (one descriptor per socket in the
 * server and in the process holding its other end, plus files and the database); `knob` is the variable that lowers it.
 */
export function requireDescriptors(sockets: number, what: string, knob: string): void {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  const needed = sockets + 200;
  console.log(`ulimit -n: ${Number.isFinite(limit) ? limit : 'unknown'} (the server needs about ${needed}: one descriptor per socket, plus files and the database)`);
  if (Number.isFinite(limit) && limit < needed) {
    console.error(`The descriptor limit is too low for ${sockets} ${what}: raise it (ulimit -n ${needed * 2}) or set ${knob} lower.`);
    process.exit(1);
  }
}

/** Resolves once the server answers its health check; fails when it exits or takes over 120 s. */
export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in 120 s');
}

/** Latency of one call under load: median and p99 in ms, and requests per second. */
export interface Figure {
  median: number;
  p99: number;
  rps: number;
}

export interface CallOptions {
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

/** Loads `url` with `connections` concurrent clients for `durationS` seconds; any answer but 2xx fails the run. */
export async function measure(url: string, { connections, durationS }: { connections: number; durationS: number }, opts: CallOptions = {}): Promise<Figure> {
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', lang: 'en-US', ...opts.headers },
    body: opts.body,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** A call of the console and its baseline, the bare indexed select behind the same HTTP server. */
export interface ComparedCall {
  name: string;
  real: () => Promise<Figure>;
  baseline: () => Promise<Figure>;
}

/** Measures each call after its baseline and prints one line each: both figures and their ratio. */
export async function printComparison(calls: readonly ComparedCall[]): Promise<void> {
  const width = Math.max(...calls.map((call) => call.name.length)) + 1;
  const cell = (f: Figure) => `${String(f.median).padStart(6)} ms ${String(f.p99).padStart(4)} ms`;
  console.log(`${'call'.padEnd(width)}  median    p99   req/s | baseline median    p99 | ratio median  p99`);
  for (const call of calls) {
    const baseline = await call.baseline();
    const real = await call.real();
    const ratio = (a: number, b: number) => (a / Math.max(b, 1)).toFixed(2);
    console.log(
      `${call.name.padEnd(width)} ${cell(real)} ${real.rps.toFixed(0).padStart(6)} | ${' '.repeat(8)}${cell(baseline)} | ${ratio(real.median, baseline.median).padStart(12)} ${ratio(real.p99, baseline.p99).padStart(4)}`,
    );
  }
}

/** The real server on a database with the demo data and the bench baselines, signed in as the demo account. */
export interface DemoServer {
  base: string;
  auth: Record<string, string>;
  /** The demo account's access token (the real-time channel and MQTT take it bare) and its user id. */
  token: string;
  userId: string;
  tenantId: string;
  /** Its embedded broker, for devices and console clients. */
  mqttUrl: string;
  /** The server's process, whose CPU time a benchmark may read. */
  pid: number;
}

/**
 * Runs `run` against the demo server on `databaseUrl` and a client of that database; stops both afterwards, whatever happened.
 * `env` adds to the server's environment (e.g. a DEVICE_SECRET the benchmark derives device passwords from).
 */
export async function withDemoServer(databaseUrl: string, run: (server: DemoServer, db: pg.Client) => Promise<void>, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const { stop, ...server } = await startDemoServer(databaseUrl, env);
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    await run(server, db);
  } finally {
    await db.end().catch(() => {});
    await stop();
  }
}

async function startDemoServer(databaseUrl: string, extraEnv: NodeJS.ProcessEnv): Promise<DemoServer & { stop: () => Promise<void> }> {
  const port = await freePort();
  const mqttPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'iotc-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MQTT_PORT: String(mqttPort),
    DATA_DIR: dataDir,
    BENCH_ROUTES: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    ...extraEnv,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('close', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
    const credentials = JSON.stringify({ account: 'demo@example.com', password: 'Demo123456' });
    const login = (await (await fetch(`${base}/api${authPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json()) as {
      code: number;
      data: { token: string };
    };
    if (login.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    const auth = { authorization: `Bearer ${login.data.token}` };
    const profile = (await (await fetch(`${base}/api${spacePaths.profile}`, { headers: auth })).json()) as { data: { id: string; tenantId: string } };
    return { base, auth, token: login.data.token, userId: profile.data.id, tenantId: profile.data.tenantId, mqttUrl: `mqtt://127.0.0.1:${mqttPort}`, pid: server.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A forked bench process (`bench/<script>`) answering each IPC message with one message; `{ error }` rejects. */
export class Child {
  private readonly process: ChildProcess;
  private readonly queue: ((message: unknown) => void)[] = [];

  constructor(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
    this.process = fork(`${here}${script}`, args, {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.process.on('message', (message) => this.queue.shift()?.(message));
  }

  next<T>(): Promise<T> {
    return new Promise((resolve, reject) =>
      this.queue.push((message) => ((message as { error?: string }).error ? reject(new Error((message as { error: string }).error)) : resolve(message as T))),
    );
  }

  ask<T>(message: unknown): Promise<T> {
    const answer = this.next<T>();
    this.process.send(message as object);
    return answer;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.send('stop');
    await exited;
  }

  kill(): void {
    this.process.kill();
  }
}
