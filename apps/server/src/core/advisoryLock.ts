import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
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

/** How often a holder that lacks its lock tries again, and one that has it checks it still does. */
export const LOCK_RETRY_MS = 5_000;

export interface LockHolderOptions {
  /** Names the work in the log ("virtual devices", "ota"). */
  name: string;
  /** Called once the lock is taken: the work starts on this instance. */
  taken(): void;
  /** Called once a held lock is found lost: the work stops here (another instance takes it over). */
  lost(): void;
}

/**
 * Takes an advisory lock when it is free and keeps checking it, every LOCK_RETRY_MS, for work that runs on one
 * instance only: whichever instance holds it does the work, the others take over when its session ends.
 */
export class LockHolder {
  private lock: AdvisoryLock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private stopped = false;

  constructor(
    private readonly app: { db: Db; log: FastifyBaseLogger },
    private readonly key: string,
    private readonly options: LockHolderOptions,
  ) {}

  /** Whether this instance holds the lock now. */
  get held(): boolean {
    return this.lock !== null;
  }

  /** Tries the lock at once (resolves once tried), then every LOCK_RETRY_MS. */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.check(), LOCK_RETRY_MS).unref();
    await this.check();
  }

  /** No more tries or checks; the lock, if held, stays held until release. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Lets the lock go (after the work has stopped), for another instance to take. */
  async release(): Promise<void> {
    await this.lock?.release().catch((err: unknown) => this.app.log.warn({ err }, `${this.options.name}: releasing the lock failed`));
    this.lock = null;
  }

  private async check(): Promise<void> {
    if (this.checking || this.stopped) return;
    this.checking = true;
    try {
      if (this.lock) {
        if (await this.lock.alive()) return;
        this.app.log.warn(`${this.options.name}: the lock was lost; the work stops here until it is taken again`);
        this.lock = null;
        this.options.lost();
        return;
      }
      this.lock = await tryAdvisoryLock(this.app.db, this.key);
      if (this.lock) this.options.taken();
    } catch (err) {
      this.app.log.warn({ err }, `${this.options.name}: checking the lock failed`);
    } finally {
      this.checking = false;
    }
  }
}
