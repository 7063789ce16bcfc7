import type { Db } from '../../core/db.ts';
import { devices } from './tables.ts';

export type NewDevice = typeof devices.$inferInsert;

/** Writes new devices (credentials) in chunks that stay under PostgreSQL's bind-parameter limit. */
export async function insertDevices(db: Db, rows: readonly NewDevice[]): Promise<void> {
  const CHUNK = 1000;
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(devices).values(rows.slice(i, i + CHUNK));
}
