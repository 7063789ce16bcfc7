/** What the benchmarks share: a PostgreSQL database of their own, and waiting for a spawned server. */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

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
