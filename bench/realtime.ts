/**
 * Real-time channel benchmark, run on demand (`npm run bench:realtime`). Starts the real server on the
 * embedded database in a child process (bench/realtimeServer.ts, with BENCH_CLIENTS users holding a
 * token each), opens one WebSocket per user from client processes (bench/realtimeClients.ts), subscribes
 * each to its channels (spec 000 §7), then has the platform operator publish notices to all users through
 * the notice API and measures, per client, the time from the publish call to the notice's arrival
 * (median, p99, max), and the server's memory per open connection after a full garbage collection.
 * The baseline is the same publish reaching a single connected client, in the same run.
 *
 * Environment: BENCH_CLIENTS (default 2000), BENCH_ROUNDS (measured publishes per figure, default 5),
 * BENCH_CLIENT_PROCESSES (default 4). Every process holds one file descriptor per socket it has open:
 * `ulimit -n` must exceed BENCH_CLIENTS plus a margin (the server holds them all).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { authPaths } from '@iotc/shared/auth';
import { noticeAdminPaths } from '@iotc/shared/notices';
import { freePort } from '../scripts/freePort.ts';
import type { FromClients, ToClients } from './realtimeClients.ts';
import type { FromServer, ToServer } from './realtimeServer.ts';
import { requireDescriptors } from './support.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CLIENT_PROCESSES = Math.max(1, Number(process.env.BENCH_CLIENT_PROCESSES ?? 4));
const root = new URL('..', import.meta.url).pathname;
const now = () => performance.timeOrigin + performance.now();

requireDescriptors(CLIENTS, 'clients', 'BENCH_CLIENTS');

// ── Child processes ──────────────────────────────────────────────────────────

type Reply = FromServer | FromClients;

function nextMessage<T extends Reply['type']>(child: ChildProcess, type: T): Promise<Extract<Reply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.type !== type && message.type !== 'failed') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message.type === 'failed') reject(new Error(message.error));
      else resolve(message as Extract<Reply, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`a bench process exited (${code}) while waiting for "${type}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function ask<T extends Reply['type']>(child: ChildProcess, message: ToServer | ToClients, answer: T) {
  const reply = nextMessage(child, answer);
  child.send(message);
  return reply;
}

const spawnTs = (file: string, extraArgs: string[], env: NodeJS.ProcessEnv) =>
  fork(join(root, file), [], { cwd: root, env, execArgv: [...extraArgs, '--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });

// ── Measuring ────────────────────────────────────────────────────────────────

async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

let round = 0;

/** Publishes one notice to all users; each client's delivery time and the time of the API's answer, in ms. */
async function publishRound(base: string, adminToken: string, groups: ChildProcess[]) {
  const title = `Bench notice ${++round}`;
  // Each client process counts what its sockets received so far before the notice goes out.
  const deliveries = groups.map((group) => nextMessage(group, 'delivered'));
  await Promise.all(groups.map((group) => ask(group, { type: 'expect', title }, 'armed')));
  const started = now();
  await api(base, noticeAdminPaths.publish, { title, content: 'Benchmark of the real-time channel.', audience: 'all' }, adminToken);
  const answered = now() - started;
  const delivered = (await Promise.all(deliveries)).flatMap((d) => d.times.map((t) => t - started));
  return { delivered, answered };
}

async function measure(base: string, adminToken: string, groups: ChildProcess[]) {
  await publishRound(base, adminToken, groups); // warm-up, not counted
  const all: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const { delivered, answered } = await publishRound(base, adminToken, groups);
    all.push(...delivered);
    answers.push(answered);
    await new Promise((r) => setTimeout(r, 200));
  }
  all.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))]!;
  return { median: at(0.5), p99: at(0.99), max: all.at(-1)!, answer: answers[Math.floor(answers.length / 2)]! };
}

async function connectGroups(groups: ChildProcess[], base: string, tokens: string[], userIds: string[]) {
  const size = Math.ceil(tokens.length / groups.length);
  await Promise.all(
    groups.map((group, g) =>
      ask(group, { type: 'connect', base, tokens: tokens.slice(g * size, (g + 1) * size), userIds: userIds.slice(g * size, (g + 1) * size) }, 'connected'),
    ),
  );
}

// ── Run ──────────────────────────────────────────────────────────────────────

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'iotc-bench-rt-'));
const server = spawnTs('bench/realtimeServer.ts', ['--expose-gc'], {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  MQTT_PORT: String(await freePort()),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  BENCH_USERS: String(CLIENTS),
});
const groups = Array.from({ length: CLIENT_PROCESSES }, () => spawnTs('bench/realtimeClients.ts', [], process.env));

try {
  const ready = await nextMessage(server, 'ready');
  const http = `http://127.0.0.1:${ready.port}`;
  const ws = `ws://127.0.0.1:${ready.port}`;
  const admin = await api<{ token: string }>(http, authPaths.login, { account: 'admin@example.com', password: 'Admin123456' });

  const single = groups.slice(0, 1);
  await connectGroups(single, ws, ready.tokens.slice(0, 1), ready.userIds.slice(0, 1));
  const baseline = await measure(http, admin.token, single);
  await ask(single[0]!, { type: 'close' }, 'closed');

  const memoryWithoutSockets = async () => {
    let memory = await ask(server, { type: 'memory' }, 'memory');
    for (let tries = 0; memory.sockets > 0 && tries < 50; tries += 1) {
      await new Promise((r) => setTimeout(r, 20));
      memory = await ask(server, { type: 'memory' }, 'memory');
    }
    return memory;
  };
  const before = await memoryWithoutSockets();
  await connectGroups(groups, ws, ready.tokens, ready.userIds);
  const after = await ask(server, { type: 'memory' }, 'memory');
  if (after.sockets !== CLIENTS) throw new Error(`the server holds ${after.sockets} sockets, expected ${CLIENTS}`);
  const loaded = await measure(http, admin.token, groups);
  await Promise.all(groups.map((group) => ask(group, { type: 'close' }, 'closed')));
  const closed = await memoryWithoutSockets();

  const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
  const row = (name: string, r: typeof baseline) =>
    `${name.padEnd(12)} median ${ms(r.median)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  ratio median ${(r.median / baseline.median).toFixed(2)} p99 ${(r.p99 / baseline.p99).toFixed(2)}  (API answered after ${r.answer.toFixed(1)} ms)`;
  console.log(`notice to all users through the notice API, ${ROUNDS} publishes per figure (after one warm-up), clients in ${CLIENT_PROCESSES} processes`);
  console.log(row('1 client', baseline));
  console.log(row(`${CLIENTS} clients`, loaded));
  const perConnection = (bytes: number) => bytes / CLIENTS;
  const kb = (bytes: number) => `${(perConnection(bytes) / 1024).toFixed(1)} KB`;
  console.log(`server memory per connection after GC: heap+external ${kb(after.heap - before.heap)}, rss ${kb(after.rss - before.rss)} (rss moves with the allocator's trimming: read it loosely)`);
  console.log(`after all ${CLIENTS} closed: heap+external ${((closed.heap - before.heap) / 1024 / 1024).toFixed(1)} MB above the level before they opened`);
  const worst = Math.max(perConnection(after.heap - before.heap), perConnection(after.rss - before.rss));
  console.log(`targets: p99 under 250 ms (${loaded.p99 < 250 ? 'met' : 'NOT met'}), under 50 KB per connection (${worst < 50 * 1024 ? 'met' : 'NOT met'})`);
} finally {
  for (const child of [server, ...groups]) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    if (child === server) child.send({ type: 'exit' } satisfies ToServer);
    else child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
