import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { AccountType, type ApiEnvelope, type Lang, Perm } from '@iotc/shared';
import { type JobInfo, jobPaths } from '@iotc/shared/jobs';
import { authPaths, type RegisterResult, type TokenPair } from '@iotc/shared/auth';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppConfig } from '../src/config.ts';
import type { Clock } from '../src/core/clock.ts';
import { openPglite, openPostgres } from '../src/core/db.ts';
import type { Database, Db } from '../src/core/db.ts';
import { listOutbox } from '../src/core/mail.ts';
import type { OutboxMessage } from '../src/core/mail.ts';
import { demoAccounts, seed } from '../src/db/seed/index.ts';
import { REFRESH_COOKIE } from '../src/core/refreshCookie.ts';
import { normalizeAccount } from '../src/modules/auth/service.ts';
import { adminQuery, withDatabase, workerDatabaseName } from './postgres.ts';

/** A clock the test moves; it starts at the real time so tokens and rows look ordinary. */
export class TestClock implements Clock {
  private ms = Date.now();

  now(): Date {
    return new Date(this.ms);
  }

  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

/** The worker's database, created and migrated once (the files of a worker share this module). */
let workerDatabase: Promise<Database> | null = null;

async function openWorkerDatabase(): Promise<Database> {
  let database: Database;
  if (testDatabaseUrl) {
    // One database per worker and run, so parallel workers and runs never see each other's rows.
    const name = workerDatabaseName(testDatabaseUrl, process.ppid, process.env.VITEST_POOL_ID ?? '1');
    await adminQuery(testDatabaseUrl, `drop database if exists "${name}" with (force)`);
    await adminQuery(testDatabaseUrl, `create database "${name}"`);
    database = openPostgres(withDatabase(testDatabaseUrl, name));
  } else {
    database = await openPglite(null);
  }
  await database.migrate();
  return database;
}

/** Empties every table of the schema (not the migrations journal, which lives in its own schema). */
async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`
    do $$
    declare tables text;
    begin
      select string_agg(format('%I', tablename), ', ') into tables from pg_tables where schemaname = current_schema();
      if tables is not null then execute 'truncate ' || tables || ' restart identity cascade'; end if;
    end $$`);
}

/**
 * The app on the worker's database, emptied and reseeded with the reference data (and the demo
 * accounts when asked). Call it once per file, in beforeAll, and `close()` in afterAll. Silent
 * unless `logger` says otherwise.
 */
export async function createTestApp(
  options: { demo?: boolean; config?: Partial<AppConfig>; logger?: AppDeps['logger'] } = {},
): Promise<TestApp> {
  workerDatabase ??= openWorkerDatabase();
  const database = await workerDatabase;
  const clock = new TestClock();
  await truncateAll(database.db);
  await seed(database.db, { demo: options.demo ?? false, now: clock.now() });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'iotc-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
      PUBLIC_URL: 'http://console.test',
      // The embedded broker on a free port: the local Mosquitto holds 1883, and workers run side by side.
      MQTT_PORT: '0',
      ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
    }),
    ...options.config,
  };
  const app = await buildApp(config, { database, clock, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    clock,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  lang?: Lang;
  /** Remote address of the caller (login throttling counts per address). */
  ip?: string;
  /** Cookies the browser would send (the refresh cookie). */
  cookies?: Record<string, string>;
  /** More request headers (e.g. what a proxy adds). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, unknown>;
}

/** One API call through app.inject; `path` is a platform path of shellPaths (without /api) or starts with /api. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers.lang = options.lang;
  const response = await app.inject({
    method,
    url: path.startsWith('/api') ? path : `/api${path}`,
    headers,
    query: options.query,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.ip,
    cookies: options.cookies,
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<T>>(), headers: response.headers };
}

/** A session as the browser holds it: the answer's tokens, and the refresh token its HttpOnly cookie carries. */
export interface SignedIn extends TokenPair {
  refreshToken: string;
}

/** What an answer set in the refresh cookie ('' when it cleared it); fails when it set none. */
export function refreshCookieOf(result: CallResult<unknown>): string {
  const header = result.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const cookie = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (cookie === undefined) throw new Error(`the answer set no refresh cookie: ${JSON.stringify(result.body)}`);
  return cookie.slice(REFRESH_COOKIE.length + 1).split(';')[0]!;
}

/** A token answer (login, refresh, space switch) as the browser keeps it. */
export function signedIn(result: CallResult<TokenPair>): SignedIn {
  return { ...result.body.data, refreshToken: refreshCookieOf(result) };
}

/** The refresh call as the console makes it: an empty JSON object, the refresh token in its cookie. */
export function refresh(app: FastifyInstance, refreshToken: string): Promise<CallResult<TokenPair>> {
  return call<TokenPair>(app, 'POST', authPaths.refreshToken, { body: {}, cookies: { [REFRESH_COOKIE]: refreshToken } });
}

/** Messages the app kept for an account (as typed at registration), newest first. */
export function outboxOf(t: TestApp, account: string): Promise<OutboxMessage[]> {
  return listOutbox(t.db, { to: normalizeAccount(account) });
}

/** The code of the newest message to the account. */
export async function latestCode(t: TestApp, account: string): Promise<string> {
  const [message] = await outboxOf(t, account);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code in the outbox for ${account}`);
  return code;
}

/** The activation link of the newest message to the account, as a path to inject. */
export async function latestActivationPath(t: TestApp, account: string): Promise<string> {
  const [message] = await outboxOf(t, account);
  const link = message?.body.match(/https?:\/\/\S+activate\?token=\S+/)?.[0];
  if (!link) throw new Error(`no activation link in the outbox for ${account}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

export interface NewAccount {
  account: string;
  password: string;
  accountType?: AccountType;
  companyName?: string;
}

let addressSeq = 0;

/**
 * A client address no other call of the file used (from the IPv6 documentation prefix): codes and logins are
 * limited per address, so a test that is not about those limits asks from an address of its own.
 */
export function newAddress(): string {
  return `2001:db8::${(++addressSeq).toString(16)}`;
}

/** Asks for a registration code (from an address of its own), reads it from the outbox and registers with it. */
export async function register(t: TestApp, a: NewAccount): Promise<CallResult<RegisterResult>> {
  const sent = await call(t.app, 'GET', authPaths.getVerificationCode, { query: { account: a.account }, ip: newAddress() });
  if (sent.body.code !== 0) throw new Error(`getVerificationCode failed: ${JSON.stringify(sent.body)}`);
  const accountType = a.accountType ?? AccountType.Enterprise;
  return call<RegisterResult>(t.app, 'POST', authPaths.register, {
    body: {
      account: a.account,
      code: await latestCode(t, a.account),
      password: a.password,
      confirmPassword: a.password,
      accountType,
      companyName: accountType === AccountType.Enterprise ? (a.companyName ?? 'Test Company') : undefined,
      agreeTerms: true,
      agreeAppLicense: true,
    },
  });
}

/** Registers through the real calls and follows the activation link of the mail (e-mail accounts). */
export async function registerAndActivate(t: TestApp, a: NewAccount): Promise<RegisterResult> {
  const registered = await register(t, a);
  if (registered.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  if (registered.body.data.activationEmail) {
    const response = await t.app.inject({ method: 'GET', url: await latestActivationPath(t, a.account) });
    const expected = `/user/login?activated=1&account=${encodeURIComponent(a.account.toLowerCase())}`;
    if (response.headers.location !== expected) throw new Error(`activation failed: ${response.headers.location}`);
  }
  return registered.body.data;
}

/** Logs in and returns the tokens; fails the test on any other answer. */
export async function login(app: FastifyInstance, account: string, password: string): Promise<SignedIn> {
  const result = await call<TokenPair>(app, 'POST', authPaths.login, { body: { account, password } });
  if (result.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return signedIn(result);
}

export type DemoName = keyof typeof demoAccounts;

/** Logs in as one of the seeded demo accounts (an app of createTestApp({ demo: true })). */
export function loginAs(app: FastifyInstance, who: DemoName): Promise<SignedIn> {
  return login(app, demoAccounts[who].account, demoAccounts[who].password);
}

/** call() as a signed-in user, with English messages unless the options say otherwise. */
export type CallerAs = <T = unknown>(method: 'GET' | 'POST', path: string, options?: Omit<CallOptions, 'token'>) => Promise<CallResult<T>>;

export type DemoApp<N extends DemoName> = { t: TestApp } & { [K in N]: SignedIn } & { [K in N as `as${Capitalize<K>}`]: CallerAs };

/**
 * createTestApp({ demo: true }) with the named demo accounts logged in: their tokens under their
 * names and a caller as each of them (`admin`, `asAdmin`), e.g.
 * `beforeAll(async () => ({ t, admin, asAdmin } = await createDemoApp('admin')));`
 */
export async function createDemoApp<const N extends DemoName>(...names: N[]): Promise<DemoApp<N>> {
  const t = await createTestApp({ demo: true });
  const result: Record<string, unknown> = { t };
  for (const name of names) {
    const tokens = await loginAs(t.app, name);
    const caller: CallerAs = (method, path, options = {}) => call(t.app, method, path, { token: tokens.token, lang: 'en-US', ...options });
    result[name] = tokens;
    result[`as${name[0]!.toUpperCase()}${name.slice(1)}`] = caller;
  }
  return result as DemoApp<N>;
}

/**
 * createDemoApp for a whole test file: made before its first test and closed after its last. The object is filled
 * in by then, so the tests (not the file's top level) read it, e.g. `const env = useDemoApp('demo');` and in a test
 * `await env.asDemo('GET', path)`.
 */
export function useDemoApp<const N extends DemoName>(...names: N[]): DemoApp<N> {
  const demoApp = {} as DemoApp<N>;
  beforeAll(async () => {
    Object.assign(demoApp, await createDemoApp(...names));
  });
  afterAll(() => demoApp.t?.close());
  return demoApp;
}

/** The authority flags a space's owner (and member) holds: the product area's actions, sorted. */
export const OWNER_PERMISSIONS = [
  Perm.productAdd,
  Perm.productEdit,
  Perm.productDelete,
  Perm.productCopy,
  Perm.productPublish,
  Perm.deviceControl,
  Perm.virtualDeviceAdd,
  Perm.virtualDeviceDelete,
  Perm.tripleGenerate,
  Perm.tripleExport,
  Perm.debugDeviceAdd,
  Perm.debugDeviceDelete,
  Perm.pushAdd,
  Perm.pushEdit,
  Perm.pushDelete,
].sort();

/** Runs `check` until it passes (what it awaits works asynchronously), and fails with its last error after `timeoutMs`. */
export async function eventually(check: () => Promise<void>, timeoutMs = 5_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** The job once it reached one of `statuses` (polled through the job detail call, as a reloaded page would). */
export async function jobIn(caller: CallerAs, jobId: string, statuses: readonly JobInfo['status'][] = ['done', 'failed'], timeoutMs = 30_000): Promise<JobInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await caller<JobInfo>('GET', jobPaths.detail(jobId));
    if (statuses.includes(body.data.status)) return body.data;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A refused call: its status (and code, when given) as expected, and what `read` returns unchanged by it;
 * returns the answer.
 */
export async function expectRefusedUnchanged<R extends CallResult<unknown>>(read: () => Promise<unknown>, send: () => Promise<R>, status: number, code?: number): Promise<R> {
  const before = await read();
  const r = await send();
  if (code === undefined) expect(r.status, JSON.stringify(r.body)).toBe(status);
  else expect([r.status, r.body.code], r.body.msg).toEqual([status, code]);
  expect(await read()).toEqual(before);
  return r;
}
