import { asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { DeviceNature } from '@iotc/shared/devices';
import type { Db } from '../../core/db.ts';
import { keywordMatch } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { devices } from './tables.ts';

/** The credential rows (manufacture triples) of the devices table, as the triple generator and its export use them. */

export type NewDevice = typeof devices.$inferInsert;

/** Rows per insert: under PostgreSQL's bind-parameter limit, and large enough that round trips do not dominate. */
const INSERT_CHUNK = 1000;

/** Writes new devices (credentials) in chunks that stay under PostgreSQL's bind-parameter limit. */
export async function insertDevices(db: Db, rows: readonly NewDevice[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(devices).values(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * A PostgreSQL text[] literal, so a whole column of values travels as one parameter (`= any($1::text[])`,
 * `unnest`): for thousands of rows, building and parsing a parameter per value costs several times more.
 */
export function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** True (as a condition of the caller's query) when a device of the product already has the serial number in `sn`. */
export function serialUsed(scope: TenantScope, productId: string, sn: AnyColumn): SQL {
  return sql`exists (select 1 from ${devices} where ${scope.where(devices, eq(devices.productId, productId), eq(devices.sn, sn))})`;
}

/** What the triples of one generation share. */
export interface GenerationStamp {
  productId: string;
  name: string;
  batch: string | null;
  generationId: string;
  createdBy: string;
  createdAt: Date;
}

export interface GeneratedTriple {
  id: string;
  username: string;
  sn: string;
  mac: string | null;
}

/** Inserts generated triples (real devices) in one statement, their columns as arrays. */
export async function insertGeneratedDevices(db: Db, scope: TenantScope, stamp: GenerationStamp, rows: readonly GeneratedTriple[]): Promise<void> {
  const at = stamp.createdAt.toISOString();
  await db.execute(sql`
    insert into ${devices} (id, tenant_id, product_id, nature, name, username, sn, mac, batch, generation_id, created_by, created_at, updated_at)
    select d.id, ${scope.tenantId}, ${stamp.productId}, ${DeviceNature.Real}::smallint, ${stamp.name}, d.username, d.sn, d.mac, ${stamp.batch},
      ${stamp.generationId}, ${stamp.createdBy}, ${at}::timestamptz, ${at}::timestamptz
    from unnest(${textArray(rows.map((r) => r.id))}::text[], ${textArray(rows.map((r) => r.username))}::text[],
      ${textArray(rows.map((r) => r.sn))}::text[], ${textArray(rows.map((r) => r.mac))}::text[]) as d(id, username, sn, mac)`);
}

/** Devices made by each of the generations, and how many of them are activated. */
export async function generationCounts(db: Db, scope: TenantScope, generationIds: readonly string[]): Promise<Map<string, { made: number; activated: number }>> {
  if (generationIds.length === 0) return new Map();
  const rows = await db
    .select({ generationId: devices.generationId, made: count(), activated: count(devices.activatedAt) })
    .from(devices)
    .where(scope.where(devices, inArray(devices.generationId, [...generationIds])))
    .groupBy(devices.generationId);
  return new Map(rows.map((r) => [r.generationId!, { made: r.made, activated: r.activated }]));
}

export type TripleDevice = Pick<typeof devices.$inferSelect, 'id' | 'username' | 'sn' | 'mac' | 'batch' | 'activatedAt' | 'exportCount' | 'createdAt'>;

const tripleColumns = {
  id: devices.id,
  username: devices.username,
  sn: devices.sn,
  mac: devices.mac,
  batch: devices.batch,
  activatedAt: devices.activatedAt,
  exportCount: devices.exportCount,
  createdAt: devices.createdAt,
};

/** Triples of a generation are listed and exported in serial-number order (then did). */
const tripleOrder = [asc(devices.sn), asc(devices.id)];

export interface TripleFilter {
  /** Part of the did, SN or MAC. */
  keyword?: string;
  activated?: boolean;
}

function tripleWhere(scope: TenantScope, generationId: string, filter: TripleFilter): SQL {
  return scope.where(
    devices,
    eq(devices.generationId, generationId),
    keywordMatch(filter.keyword, devices.id, devices.sn, devices.mac),
    filter.activated === undefined ? undefined : filter.activated ? isNotNull(devices.activatedAt) : isNull(devices.activatedAt),
  );
}

/** One page of a generation's triples and the number matching. */
export async function listGenerationDevices(
  db: Db,
  scope: TenantScope,
  generationId: string,
  filter: TripleFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TripleDevice[]; total: number }> {
  const where = tripleWhere(scope, generationId, filter);
  const [rows, [counted]] = await Promise.all([
    db.select(tripleColumns).from(devices).where(where).orderBy(...tripleOrder).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * A generation's triples in pages of `pageSize`, read by key (serial number, did) so each page costs
 * the same however far the export has gone.
 */
export async function* generationDevicePages(db: Db, scope: TenantScope, generationId: string, pageSize: number): AsyncGenerator<TripleDevice[]> {
  let after: { sn: string; id: string } | null = null;
  for (;;) {
    const last: { sn: string; id: string } | null = after;
    const page: TripleDevice[] = await db
      .select(tripleColumns)
      .from(devices)
      .where(scope.where(devices, eq(devices.generationId, generationId), last ? sql`(${devices.sn}, ${devices.id}) > (${last.sn}, ${last.id})` : undefined))
      .orderBy(...tripleOrder)
      .limit(pageSize);
    if (page.length === 0) return;
    yield page;
    const tail = page[page.length - 1]!;
    after = { sn: tail.sn ?? '', id: tail.id };
    if (page.length < pageSize) return;
  }
}

/** Removes what a generation made (a failed generation leaves no devices). */
export async function deleteGenerationDevices(db: Db, scope: TenantScope, generationId: string): Promise<void> {
  await db.delete(devices).where(scope.where(devices, eq(devices.generationId, generationId)));
}

/** Counts one more export on each triple of the generation. */
export async function countGenerationExport(db: Db, scope: TenantScope, generationId: string): Promise<void> {
  await db
    .update(devices)
    .set(scope.set({ exportCount: sql`${devices.exportCount} + 1` }))
    .where(scope.where(devices, eq(devices.generationId, generationId)));
}
