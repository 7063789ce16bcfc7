import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach } from 'vitest';
import { DeviceNature } from '@iotc/shared/devices';
import type { Db } from '../src/core/db.ts';
import { deviceDeadLetters, deviceFaults, deviceLogs, devices } from '../src/modules/devices/tables.ts';
import { useDemoApp, type DemoApp } from './helpers.ts';
import { insertTestProduct } from './products.ts';

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

export type OneDeviceApp = DemoApp<'dev'> & { productId: string; deviceId: string };

/**
 * useDemoApp('dev') with a product and one device of the dev's space, for the tests of the device records: the log,
 * the malfunctions and the set-aside rows are emptied before each test.
 */
export function useOneDeviceApp(): OneDeviceApp {
  const oneDevice = Object.assign(useDemoApp('dev'), { productId: '', deviceId: '' });
  beforeAll(async () => {
    oneDevice.productId = await insertTestProduct(oneDevice.t.db, oneDevice.dev.tenantId);
    [oneDevice.deviceId] = (await insertTestDevices(oneDevice.t.db, oneDevice.dev.tenantId, oneDevice.productId)) as [string];
  });
  beforeEach(async () => {
    await oneDevice.t.db.delete(deviceLogs);
    await oneDevice.t.db.delete(deviceFaults);
    await oneDevice.t.db.delete(deviceDeadLetters);
  });
  return oneDevice;
}
