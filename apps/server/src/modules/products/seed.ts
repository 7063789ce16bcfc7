import type { Db } from '../../core/db.ts';

/** The demo product (isDemoProduct) with its functions and pairing guide in a demo space, once. */
export async function seedDemoProducts(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  void db;
  void tenantId;
  void userId;
  void now;
}
