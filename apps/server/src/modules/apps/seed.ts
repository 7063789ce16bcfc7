import type { Db } from '../../core/db.ts';

/** A demo app in a demo space, once, so that products can be linked to it. */
export async function seedDemoApp(db: Db, tenantId: string, name: string, now: Date): Promise<void> {
  void db;
  void tenantId;
  void name;
  void now;
}
