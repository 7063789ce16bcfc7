import type { Db } from '../../core/db.ts';
import { ensureApp } from './service.ts';

/** A demo app in a demo space, once, so that products can be linked to it. */
export async function seedDemoApp(db: Db, tenantId: string, name: string, now: Date): Promise<void> {
  await ensureApp(db, tenantId, name, now);
}
