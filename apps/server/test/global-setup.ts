import { adminQuery, runPrefix } from './postgres.ts';

/** Drops the per-worker PostgreSQL databases of this run once every file has finished. */
export async function teardown(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const prefix = runPrefix(baseUrl, process.pid);
  const rows = await adminQuery<{ datname: string }>(baseUrl, `select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of rows) await adminQuery(baseUrl, `drop database if exists "${datname}" with (force)`);
}
