/**
 * HTTP benchmark of the shell's hot calls, run on demand (`npm run bench:http [-- --db pglite|postgres]`).
 * Starts the real server (embedded PGlite, and PostgreSQL at BENCH_DATABASE_URL or the local one) on a database
 * that also holds 1,000 users, each with a space of their own and a session opened for them, then measures
 * requests per second and p99 latency at 50 concurrent clients of:
 *   baseline  GET /api/bench/baseline — one primary-key select on the same database, no auth
 *   profile   GET open/user/profile, as the demo user
 *   routers   GET open/user/getRouters, as the demo user
 *   profile and getRouters again, each request as the next of the 1,000 users in turn (what a thousand people
 *             loading pages do: every user's session, profile and menus read and cached on their own)
 * and logins per second (argon2id at OWASP's cost). Prints each figure with its ratio to the baseline.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spacePaths } from '@iotc/shared/spaces';
import { authPaths } from '@iotc/shared/auth';
import { menuPaths } from '@iotc/shared/menus';
import { eq } from 'drizzle-orm';
import { AccountType } from '@iotc/shared';
import { SessionService } from '../apps/server/src/core/auth.ts';
import { systemClock } from '../apps/server/src/core/clock.ts';
import { openDatabase } from '../apps/server/src/core/db.ts';
import { users } from '../apps/server/src/core/users.tables.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { createOwnSpace } from '../apps/server/src/modules/spaces/service.ts';
import { freePort } from '../scripts/freePort.ts';
import { createBenchDatabase, dropBenchDatabase, waitForHealth } from './support.ts';

const CONNECTIONS = 50;
const USERS = 1000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const root = new URL('..', import.meta.url).pathname;
const dbArg = process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? process.argv[process.argv.indexOf('--db') + 1];
const modes = dbArg === 'pglite' || dbArg === 'postgres' ? [dbArg] : ['pglite', 'postgres'];

async function load(url: string, opts: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string; connections?: number; tokens?: string[] }) {
  const { tokens } = opts;
  let next = 0;
  const result = await autocannon({
    url,
    connections: opts.connections ?? CONNECTIONS,
    duration: DURATION_S,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', lang: 'en-US', ...opts.headers },
    body: opts.body,
    // Each request as the next user in turn.
    requests: tokens ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }] : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Before the server starts: the schema and the seed as the server makes them, then USERS users each with their own
 * space (as registration makes it) and a session opened for each as a login does, answered as their access tokens.
 */
async function addUsers(databaseUrl: string | null, dataDir: string, jwtSecret: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    await database.migrate();
    await seed(db, { demo: true });
    const [demo] = await db.select().from(users).where(eq(users.account, 'demo@example.com'));
    if (!demo) throw new Error('the demo user was not seeded');
    const sessions = new SessionService({ db, clock: systemClock, jwtSecret, accessTokenTtlS: 3600 });
    const now = new Date();
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const id = randomUUID();
      await db.insert(users).values({ id, account: `bench${i}@example.com`, email: `bench${i}@example.com`, userName: `Bench ${i}`, passwordHash: demo.passwordHash, accountType: AccountType.Personal, activatedAt: now, createdAt: now, updatedAt: now });
      const tenantId = await createOwnSpace(db, id, '', now);
      tokens.push((await sessions.open(id, tenantId, demo.securityTime)).pair.token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

async function benchMode(mode: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'iotc-bench-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MQTT_PORT: String(await freePort()), DATA_DIR: dataDir, BENCH_ROUTES: '1', LOG_LEVEL: 'warn', DATABASE_URL: '', JWT_SECRET: jwtSecret };
  let dropDatabase = async () => {};
  if (mode === 'postgres') {
    const dbName = `iotc_bench_${process.pid}`;
    env.DATABASE_URL = await createBenchDatabase(dbName);
    dropDatabase = () => dropBenchDatabase(dbName);
  }
  const tokens = await addUsers(env.DATABASE_URL || null, dataDir, jwtSecret);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
    const credentials = JSON.stringify({ account: 'demo@example.com', password: 'Demo123456' });
    const login = (await (await fetch(`${base}/api${authPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json()) as { code: number; data: { token: string } };
    if (login.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    const auth = { authorization: `Bearer ${login.data.token}` };

    const baseline = await load(`${base}/api/bench/baseline`, {});
    const profile = await load(`${base}/api${spacePaths.profile}`, { headers: auth });
    const routers = await load(`${base}/api${menuPaths.routers}`, { headers: auth });
    const manyProfiles = await load(`${base}/api${spacePaths.profile}`, { tokens });
    const manyRouters = await load(`${base}/api${menuPaths.routers}`, { tokens });
    // argon2 is CPU-bound: more clients than cores only queue.
    const logins = await load(`${base}/api${authPaths.login}`, { method: 'POST', body: credentials, connections: 4 });

    const row = (name: string, r: { rps: number; p99: number }) =>
      `${mode.padEnd(9)} ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / baseline.rps).toFixed(2)}`;
    console.log(row('baseline', baseline));
    console.log(row('profile', profile));
    console.log(row('getRouters', routers));
    console.log(`${row('profile', manyProfiles)}  (${USERS} users in turn)`);
    console.log(`${row('getRouters', manyRouters)}  (${USERS} users in turn)`);
    console.log(`${row('login', logins)}  (4 clients)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('close', r));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`${CONNECTIONS} concurrent clients, ${DURATION_S} s per figure`);
for (const mode of modes) await benchMode(mode);
