import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { firmwares, firmwareVersions, productFirmware } from './tables.ts';

/**
 * What OTA releases read of the firmware registry: typed reads over its tables, so no other module queries them.
 */

export interface ReleasableVersion {
  firmware: Pick<typeof firmwares.$inferSelect, 'key' | 'type' | 'upgradeTimeoutS'>;
  version: Pick<typeof firmwareVersions.$inferSelect, 'version' | 'status'>;
}

/** The version of the firmware in the caller's space, with what a release copies of its firmware; null when there is none. */
export async function versionOfFirmware(db: Db, scope: TenantScope, firmwareId: string, versionId: string): Promise<ReleasableVersion | null> {
  const [row] = await db
    .select({ key: firmwares.key, type: firmwares.type, upgradeTimeoutS: firmwares.upgradeTimeoutS, version: firmwareVersions.version, status: firmwareVersions.status })
    .from(firmwareVersions)
    .innerJoin(firmwares, eq(firmwares.id, firmwareVersions.firmwareId))
    .where(scope.where(firmwareVersions, eq(firmwareVersions.id, versionId), eq(firmwareVersions.firmwareId, firmwareId)));
  if (!row) return null;
  return { firmware: { key: row.key, type: row.type, upgradeTimeoutS: row.upgradeTimeoutS }, version: { version: row.version, status: row.status } };
}

/** Whether the product ships the firmware (its own, or a custom one it chose). */
export async function shipsFirmware(db: Db, scope: TenantScope, productId: string, firmwareId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: productFirmware.productId })
    .from(productFirmware)
    .where(scope.where(productFirmware, and(eq(productFirmware.productId, productId), eq(productFirmware.firmwareId, firmwareId))));
  return row !== undefined;
}

export type VersionFile = Pick<typeof firmwareVersions.$inferSelect, 'fileKey' | 'fileSize' | 'md5' | 'sha256'>;

/** A version's upgrade file (its key in storage, size and hashes). The id comes from a row already read in its space. */
export async function versionFile(db: Db, versionId: string): Promise<VersionFile | null> {
  const [row] = await db
    .select({ fileKey: firmwareVersions.fileKey, fileSize: firmwareVersions.fileSize, md5: firmwareVersions.md5, sha256: firmwareVersions.sha256 })
    .from(firmwareVersions)
    .where(eq(firmwareVersions.id, versionId));
  return row ?? null;
}

/** The names of these firmware by id (ids from rows already read in the caller's space). */
export async function firmwareNames(db: Db, firmwareIds: readonly string[]): Promise<Map<string, { nameZh: string; nameEn: string }>> {
  const ids = [...new Set(firmwareIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: firmwares.id, nameZh: firmwares.nameZh, nameEn: firmwares.nameEn }).from(firmwares).where(inArray(firmwares.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
