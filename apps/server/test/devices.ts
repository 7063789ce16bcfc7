import { randomUUID } from 'node:crypto';
import { DeviceNature } from '@iotc/shared/devices';
import type { Db } from '../src/core/db.ts';
import { devices } from '../src/modules/devices/tables.ts';

type DeviceRow = typeof devices.$inferInsert;

/** Devices written straight into the table, as the triple generator makes them; the first `activated` marked as connected. */
export async function insertTestDevices(
  db: Db,
  tenantId: string,
  productId: string,
  options: { count?: number; activated?: number; overrides?: Partial<DeviceRow> } = {},
): Promise<string[]> {
  const now = new Date();
  const rows: DeviceRow[] = Array.from({ length: options.count ?? 1 }, (_, i) => ({
    id: `dev-${randomUUID()}`,
    tenantId,
    productId,
    nature: DeviceNature.Real,
    name: `Device ${i + 1}`,
    username: `user-${i}`,
    batch: 'B1',
    activatedAt: i < (options.activated ?? 0) ? now : null,
    createdAt: now,
    updatedAt: now,
    ...options.overrides,
  }));
  await db.insert(devices).values(rows);
  return rows.map((row) => row.id);
}
