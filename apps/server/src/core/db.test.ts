import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort } from '../../../../scripts/freePort.ts';
import { describeOnPrivateServices, startPrivatePostgres, type PrivatePostgres } from '../../test/privateServices.ts';
import { isDatabaseUnavailable, openPostgres, probeDatabase, type Database } from './db.ts';

/** The pool behind a database of openPostgres (Drizzle keeps it as `$client`). */
function poolOf(database: Database): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

/** The server process behind the connection that runs the query (an idle one of the pool, for a pool). */
async function backendPid(queryable: pg.Pool | pg.PoolClient): Promise<number> {
  return (await queryable.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
}

describeOnPrivateServices('PostgreSQL connections that die', () => {
  let postgres: PrivatePostgres;
  let url: string;
  let database: Database;
  const warn = vi.fn();

  /** Terminates the backend of a connection, as PostgreSQL's shutdown does to each (57P01). */
  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    url = await postgres.database('pool_test');
    database = openPostgres(url, { warn } as unknown as FastifyBaseLogger);
  });

  afterAll(async () => {
    await database?.close();
    await postgres?.dispose();
  });

  it('drops an idle connection that is terminated, logs it, and answers the next query', async () => {
    const pool = poolOf(database);
    await terminate(await backendPid(pool));
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    expect(warn).toHaveBeenCalledOnce();
    expect(await probeDatabase(database.db)).toBe(true);
  });

  it('gives back a connection that breaks while checked out, before its holder releases it', async () => {
    // As a transaction holds it (and as Drizzle keeps one whose BEGIN failed, without ever releasing it).
    const pool = poolOf(database);
    const client = await pool.connect();
    await terminate(await backendPid(client));
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    client.release();
    expect(await probeDatabase(database.db)).toBe(true);
  });

  it('fails a transaction whose connection is terminated with an outage error, leaving no broken connection behind', async () => {
    const pool = poolOf(database);
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it('tells an unreachable database from a statement it refused', async () => {
    const nowhere = openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    try {
      const refused = await nowhere.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(await probeDatabase(nowhere.db)).toBe(false);
    } finally {
      await nowhere.close();
    }
    const syntax = await database.db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });

  it('answers the probe false while PostgreSQL is stopped, within its time-out, and true once it is back', async () => {
    await postgres.stop();
    try {
      const started = Date.now();
      expect(await probeDatabase(database.db, 1000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await postgres.start();
    }
    await vi.waitFor(async () => expect(await probeDatabase(database.db)).toBe(true), { timeout: 10_000 });
  });
});
