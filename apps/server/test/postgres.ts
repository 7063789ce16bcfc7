import pg from 'pg';

/** The database of one test worker on TEST_DATABASE_URL: named after the run (vitest's pid) and the worker. */
export function workerDatabaseName(baseUrl: string, runPid: number, poolId: string): string {
  return `${runPrefix(baseUrl, runPid)}${poolId}`;
}

export function runPrefix(baseUrl: string, runPid: number): string {
  const base = new URL(baseUrl).pathname.slice(1) || 'postgres';
  return `${base}_r${runPid}_w`;
}

export function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (CREATE / DROP DATABASE cannot run in the target). */
export async function adminQuery<T extends pg.QueryResultRow>(baseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
