import { and, count, eq, inArray } from 'drizzle-orm';
import { OTA_OPEN_RELEASE_STATUSES } from '@iotc/shared/ota';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { otaReleases } from './tables.ts';

/**
 * How many releases of the firmware are still open (published, paused or halted): the firmware module refuses to
 * delete a firmware while any is. It reaches this through `app.openReleasesOfFirmware` (app.ts), since this module
 * builds on the firmware module and the other way round would be a cycle.
 */
export async function openReleasesOfFirmware(db: Db, scope: TenantScope, firmwareId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otaReleases)
    .where(scope.where(otaReleases, and(eq(otaReleases.firmwareId, firmwareId), inArray(otaReleases.status, [...OTA_OPEN_RELEASE_STATUSES]))));
  return row?.n ?? 0;
}
