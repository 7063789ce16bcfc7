import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db.ts';

/**
 * Work that must run on one instance only (the virtual-device runner, the OTA controller) is taken by a
 * session-level PostgreSQL advisory lock, one key per kind of work. On PGlite the single session makes it
 * always ours; it is taken all the same, so both databases run one code path.
 */
export interface AdvisoryLock {
  /** False once the lock's session is gone. */
  alive(): Promise<boolean>;
  release(): Promise<void>;
}

/** The advisory lock `key` (a bigint as text) on a connection of its own (PostgreSQL) or on PGlite's single session; null when another instance holds it. */
export async function tryAdvisoryLock(db: Db, key: string): Promise<AdvisoryLock | null> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // A session lock belongs to one connection: a pooled query could take it on any connection and lose it when that one idles out.
    const connection = await client.connect();
    let lost = false;
    connection.on('error', () => (lost = true));
    try {
      const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      if (!rows[0]?.locked) {
        connection.release();
        return null;
      }
    } catch (error) {
      connection.release(true);
      throw error;
    }
    return {
      alive: async () => {
        if (!lost) await connection.query('select 1').catch(() => (lost = true));
        return !lost;
      },
      // Ending the connection frees the lock.
      release: async () => connection.release(true),
    };
  }
  if (client instanceof PGlite) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (!rows[0]?.locked) return null;
    return {
      alive: async () => true,
      release: async () => void (await client.query('select pg_advisory_unlock($1::bigint)', [key])),
    };
  }
  throw new Error('advisory lock: unknown database client');
}
