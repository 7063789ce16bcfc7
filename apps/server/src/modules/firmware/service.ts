import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, translate } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import { compareVersions, FIRMWARE_TYPES } from '@iotc/shared/firmware';
import type {
  changeVersionListQuery,
  changeVersionSubmitBody,
  CustomFirmwareItem,
  customFirmwareBody,
  customFirmwareQuery,
  Firmware,
  firmwareEditBody,
  FirmwareFileKind,
  firmwareListQuery,
  firmwareSaveBody,
  FirmwareVersion,
  firmwareVersionEditBody,
  firmwareVersionListQuery,
  firmwareVersionSaveBody,
  ProductFirmwareItem,
  ProductFirmwareResult,
} from '@iotc/shared/firmware';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation, qualified, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { productLabels } from '../products/readModel.ts';
import { storedFirmwareFile } from './upload.ts';
import { firmwares, firmwareVersions, productFirmware } from './tables.ts';

/** How many of a firmware's releases are still open (the OTA module answers; app.ts passes it in). */
export type OpenReleasesOfFirmware = (db: Db, scope: TenantScope, firmwareId: string) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    openReleasesOfFirmware: OpenReleasesOfFirmware;
  }
}

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type FirmwareRow = typeof firmwares.$inferSelect;
type VersionRow = typeof firmwareVersions.$inferSelect;

// ── Firmware ─────────────────────────────────────────────────────────────────

const KEY_PREFIX = 'fw';
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 14;

/** A new platform-wide firmware key: "fw" and 14 random lowercase letters and digits (36^14 choices). */
export function newFirmwareKey(): string {
  let key = KEY_PREFIX;
  for (let i = 0; i < KEY_LENGTH; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The numbers of a version (xx.xx.xx), so PostgreSQL orders versions as compareVersions does. */
const versionOrder = sql`string_to_array(${qualified(firmwareVersions.version)}, '.')::int[]`;
const ofThisFirmware = sql`${qualified(firmwareVersions.firmwareId)} = ${qualified(firmwares.id)}`;

/** The firmware's row with its highest published version and its count of versions. */
const firmwareSelection = {
  row: firmwares,
  newestVersion: sql<string | null>`(select ${qualified(firmwareVersions.version)} from ${firmwareVersions}
    where ${ofThisFirmware} and ${qualified(firmwareVersions.status)} = 'published' order by ${versionOrder} desc limit 1)`,
  versionCount: sql<number>`(select count(*) from ${firmwareVersions} where ${ofThisFirmware})`.mapWith(Number),
};

type FirmwareSelected = { row: FirmwareRow; newestVersion: string | null; versionCount: number };

async function toFirmwares(db: Db, selected: readonly FirmwareSelected[]): Promise<Firmware[]> {
  const labels = await productLabels(db, selected.flatMap(({ row }) => (row.productId ? [row.productId] : [])));
  return selected.map(({ row, newestVersion, versionCount }) => ({
    id: row.id,
    productId: row.productId,
    productName: row.productId ? (labels.get(row.productId)?.name ?? null) : null,
    custom: row.productId === null,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    key: row.key,
    flag: row.flag,
    type: row.type,
    upgradeChannel: row.upgradeChannel,
    flashSize: row.flashSize,
    upgradeTimeoutS: row.upgradeTimeoutS,
    upgradeMode: row.upgradeMode,
    newestVersion,
    versionCount,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  }));
}

/** The firmware of the space matching `where`, in the order given. */
async function selectFirmwares(db: Db, scope: TenantScope, where?: SQL, order: SQL[] = [desc(firmwares.updatedAt), desc(firmwares.id)]): Promise<Firmware[]> {
  const rows = await db.select(firmwareSelection).from(firmwares).where(scope.where(firmwares, where)).orderBy(...order);
  return toFirmwares(db, rows);
}

/** The firmware's row in the caller's space; 404 otherwise. */
export async function firmwareRowOf(db: Db, scope: TenantScope, id: string): Promise<FirmwareRow> {
  const [row] = await db.select().from(firmwares).where(scope.where(firmwares, eq(firmwares.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function firmwareDetail(db: Db, scope: TenantScope, id: string): Promise<Firmware> {
  const [found] = await selectFirmwares(db, scope, eq(firmwares.id, id));
  if (!found) throw new AppError(ErrorCode.NotFound);
  return found;
}

/** One page of the space's firmware, last changed first: by product, type, custom or not, a part of either name, the key or the flag. */
export async function listFirmware(db: Db, scope: TenantScope, query: z.output<typeof firmwareListQuery>): Promise<PageResult<Firmware>> {
  const where = scope.where(
    firmwares,
    query.productId ? eq(firmwares.productId, query.productId) : undefined,
    query.type ? eq(firmwares.type, query.type) : undefined,
    query.custom === undefined ? undefined : query.custom ? isNull(firmwares.productId) : isNotNull(firmwares.productId),
    keywordMatch(query.keyword, firmwares.nameZh, firmwares.nameEn, firmwares.key, firmwares.flag),
  );
  const rows = db.select(firmwareSelection).from(firmwares).where(where).orderBy(desc(firmwares.updatedAt), desc(firmwares.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(firmwares).where(where));
  return { ...found, list: await toFirmwares(db, found.list) };
}

function typeExists(lang: Lang, type: FirmwareRow['type']): AppError {
  return new AppError(ErrorCode.Conflict, { type: translate(lang, `firmware.type.${type}`) }, 'firmware.typeExists');
}

/**
 * A new firmware: of a product of the space (one per type, refused with typeExists; its product_firmware row is
 * made with it), or with no product a custom firmware of the space. Its key is made here.
 */
export async function saveFirmware(ctx: Ctx, scope: TenantScope, userId: string, lang: Lang, body: z.output<typeof firmwareSaveBody>): Promise<Firmware> {
  const { productId = null, ...fields } = body;
  if (productId) await productOf(ctx.db, scope, productId);
  const now = ctx.clock.now();
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(firmwares).values(scope.values({ id, productId, ...fields, key: newFirmwareKey(), createdBy: userId, createdAt: now, updatedAt: now }));
      if (productId) await tx.insert(productFirmware).values(scope.values({ productId, firmwareId: id, custom: false, versionId: null, createdAt: now }));
    });
  } catch (error) {
    // One firmware per type and product: the unique index decides between two saves at once.
    if (isUniqueViolation(error)) throw typeExists(lang, fields.type);
    throw error;
  }
  return firmwareDetail(ctx.db, scope, id);
}

/** Changes a firmware's fields; its product, type and key stay. */
export async function editFirmware(ctx: Ctx, scope: TenantScope, body: z.output<typeof firmwareEditBody>): Promise<Firmware> {
  const { id, ...fields } = body;
  await firmwareRowOf(ctx.db, scope, id);
  await ctx.db.update(firmwares).set(scope.set({ ...fields, updatedAt: ctx.clock.now() })).where(scope.where(firmwares, eq(firmwares.id, id)));
  return firmwareDetail(ctx.db, scope, id);
}

/**
 * Deletes a firmware with its versions and product links; refused while one of its OTA releases is open. The files
 * stay: they are immutable and a product copy's versions may share them.
 */
export async function deleteFirmware(ctx: Ctx & { openReleasesOfFirmware: OpenReleasesOfFirmware }, scope: TenantScope, id: string): Promise<void> {
  await firmwareRowOf(ctx.db, scope, id);
  if ((await ctx.openReleasesOfFirmware(ctx.db, scope, id)) > 0) throw new AppError(ErrorCode.Conflict, {}, 'firmware.openRelease');
  await ctx.db.delete(firmwares).where(scope.where(firmwares, eq(firmwares.id, id)));
}

// ── Versions ─────────────────────────────────────────────────────────────────

async function toVersions(db: Db, scope: TenantScope, lang: Lang, rows: readonly VersionRow[]): Promise<FirmwareVersion[]> {
  const dependencyIds = [...new Set(rows.flatMap((row) => (row.dependencyFirmwareId ? [row.dependencyFirmwareId] : [])))];
  const dependencies =
    dependencyIds.length === 0 ? [] : await db.select().from(firmwares).where(scope.where(firmwares, inArray(firmwares.id, dependencyIds)));
  const byId = new Map(dependencies.map((row) => [row.id, row]));
  return rows.map((row) => {
    const dependency = row.dependencyFirmwareId ? byId.get(row.dependencyFirmwareId) : undefined;
    return {
      id: row.id,
      firmwareId: row.firmwareId,
      version: row.version,
      description: row.description,
      file: row.fileKey,
      fileName: row.fileName,
      fileSize: row.fileSize,
      sha256: row.sha256,
      md5: row.md5,
      productionFile: row.productionFileKey,
      productionFileName: row.productionFileName,
      productionFileSize: row.productionFileSize,
      isMust: row.isMust,
      dependency:
        dependency && row.dependencyVersion
          ? { firmwareId: dependency.id, firmwareKey: dependency.key, firmwareName: lang === 'zh-CN' ? dependency.nameZh : dependency.nameEn, version: row.dependencyVersion }
          : null,
      status: row.status,
      createdAt: epochSeconds(row.createdAt),
      updatedAt: epochSeconds(row.updatedAt),
      publishedAt: row.publishedAt ? epochSeconds(row.publishedAt) : null,
    };
  });
}

/** The version's row in the caller's space; 404 otherwise. */
export async function versionRowOf(db: Db, scope: TenantScope, id: string): Promise<VersionRow> {
  const [row] = await db.select().from(firmwareVersions).where(scope.where(firmwareVersions, eq(firmwareVersions.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

async function versionDetail(db: Db, scope: TenantScope, lang: Lang, id: string): Promise<FirmwareVersion> {
  const [version] = await toVersions(db, scope, lang, [await versionRowOf(db, scope, id)]);
  return version!;
}

/** One page of a firmware's versions, highest version first; by status. */
export async function listVersions(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof firmwareVersionListQuery>): Promise<PageResult<FirmwareVersion>> {
  await firmwareRowOf(db, scope, query.firmwareId);
  const where = scope.where(firmwareVersions, eq(firmwareVersions.firmwareId, query.firmwareId), query.status ? eq(firmwareVersions.status, query.status) : undefined);
  const rows = db.select().from(firmwareVersions).where(where).orderBy(desc(versionOrder), desc(firmwareVersions.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(firmwareVersions).where(where));
  return { ...found, list: await toVersions(db, scope, lang, found.list) };
}

type VersionFields = Omit<z.output<typeof firmwareVersionEditBody>, 'id'>;

/**
 * A version's columns from its fields: the files' sizes and hashes as their uploads measured them (never the
 * client's), the dependency checked to be another firmware of the same product.
 */
async function versionColumns(ctx: Ctx & { storage: Storage }, scope: TenantScope, firmware: FirmwareRow, fields: VersionFields) {
  if (fields.dependencyFirmwareId) {
    const [dependency] = await ctx.db.select().from(firmwares).where(scope.where(firmwares, eq(firmwares.id, fields.dependencyFirmwareId)));
    if (!dependency || dependency.id === firmware.id || dependency.productId !== firmware.productId) {
      throw new AppError(ErrorCode.Validation, {}, 'firmware.dependencyInvalid');
    }
  }
  const upgrade = await storedFirmwareFile(ctx.storage, scope.tenantId, fields.file, 'upgrade');
  const production = fields.productionFile ? await storedFirmwareFile(ctx.storage, scope.tenantId, fields.productionFile, 'production') : null;
  return {
    description: fields.description,
    fileKey: upgrade.key,
    fileName: fields.fileName,
    fileSize: upgrade.size,
    sha256: upgrade.sha256,
    md5: upgrade.md5,
    productionFileKey: production?.key ?? null,
    productionFileName: production ? (fields.productionFileName ?? production.fileName) : null,
    productionFileSize: production?.size ?? null,
    isMust: fields.isMust,
    dependencyFirmwareId: fields.dependencyFirmwareId ?? null,
    dependencyVersion: fields.dependencyFirmwareId ? (fields.dependencyVersion ?? null) : null,
  };
}

const versionExists = (version: string) => new AppError(ErrorCode.Conflict, { version }, 'firmware.versionExists');

/** A new draft version of a firmware; its number is unique per firmware. */
export async function saveVersion(
  ctx: Ctx & { storage: Storage },
  scope: TenantScope,
  lang: Lang,
  body: z.output<typeof firmwareVersionSaveBody>,
): Promise<FirmwareVersion> {
  const { firmwareId, version, ...fields } = body;
  const firmware = await firmwareRowOf(ctx.db, scope, firmwareId);
  const [taken] = await ctx.db
    .select({ id: firmwareVersions.id })
    .from(firmwareVersions)
    .where(scope.where(firmwareVersions, eq(firmwareVersions.firmwareId, firmwareId), eq(firmwareVersions.version, version)));
  if (taken) throw versionExists(version);
  const columns = await versionColumns(ctx, scope, firmware, fields);
  const now = ctx.clock.now();
  const id = randomUUID();
  try {
    await ctx.db.insert(firmwareVersions).values(scope.values({ id, firmwareId, version, ...columns, status: 'draft', createdAt: now, updatedAt: now }));
  } catch (error) {
    if (isUniqueViolation(error)) throw versionExists(version);
    throw error;
  }
  return versionDetail(ctx.db, scope, lang, id);
}

/** A draft version, refused (409 versionNotDraft) once published. */
async function draftOf(db: Db, scope: TenantScope, id: string): Promise<VersionRow> {
  const row = await versionRowOf(db, scope, id);
  if (row.status !== 'draft') throw new AppError(ErrorCode.Conflict, {}, 'firmware.versionNotDraft');
  return row;
}

/** Changes a draft version; its number stays. */
export async function editVersion(ctx: Ctx & { storage: Storage }, scope: TenantScope, lang: Lang, body: z.output<typeof firmwareVersionEditBody>): Promise<FirmwareVersion> {
  const { id, ...fields } = body;
  const draft = await draftOf(ctx.db, scope, id);
  const columns = await versionColumns(ctx, scope, await firmwareRowOf(ctx.db, scope, draft.firmwareId), fields);
  // Still a draft when written: a publish in between wins.
  const [updated] = await ctx.db
    .update(firmwareVersions)
    .set(scope.set({ ...columns, updatedAt: ctx.clock.now() }))
    .where(scope.where(firmwareVersions, eq(firmwareVersions.id, id), eq(firmwareVersions.status, 'draft')))
    .returning({ id: firmwareVersions.id });
  if (!updated) throw new AppError(ErrorCode.Conflict, {}, 'firmware.versionNotDraft');
  return versionDetail(ctx.db, scope, lang, id);
}

export async function deleteVersion(db: Db, scope: TenantScope, id: string): Promise<void> {
  await draftOf(db, scope, id);
  const deleted = await db
    .delete(firmwareVersions)
    .where(scope.where(firmwareVersions, eq(firmwareVersions.id, id), eq(firmwareVersions.status, 'draft')))
    .returning({ id: firmwareVersions.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.Conflict, {}, 'firmware.versionNotDraft');
}

/** Moves a version from one status to the next (draft → published, published → unlisted), refused from any other. */
async function moveVersion(db: Db, scope: TenantScope, lang: Lang, id: string, from: VersionRow['status'], set: Pick<VersionRow, 'status' | 'updatedAt'> & Partial<Pick<VersionRow, 'publishedAt' | 'publishedBy'>>, refusal: string): Promise<FirmwareVersion> {
  await versionRowOf(db, scope, id);
  const [moved] = await db
    .update(firmwareVersions)
    .set(scope.set(set))
    .where(scope.where(firmwareVersions, eq(firmwareVersions.id, id), eq(firmwareVersions.status, from)))
    .returning({ id: firmwareVersions.id });
  if (!moved) throw new AppError(ErrorCode.Conflict, {}, refusal);
  return versionDetail(db, scope, lang, id);
}

/** Publishes a draft: releases and products may use it from now on. */
export function publishVersion(ctx: Ctx, scope: TenantScope, userId: string, lang: Lang, id: string): Promise<FirmwareVersion> {
  const now = ctx.clock.now();
  return moveVersion(ctx.db, scope, lang, id, 'draft', { status: 'published', publishedAt: now, publishedBy: userId, updatedAt: now }, 'firmware.publishNotDraft');
}

/** Takes a published version off the list: no new release may use it; running releases and products shipping it go on. */
export function unlistVersion(ctx: Ctx, scope: TenantScope, lang: Lang, id: string): Promise<FirmwareVersion> {
  return moveVersion(ctx.db, scope, lang, id, 'published', { status: 'unlisted', updatedAt: ctx.clock.now() }, 'firmware.unlistNotPublished');
}

/** The stored upgrade or production file of a version of the space, with the name to download it as. */
export async function versionFileOf(db: Db, scope: TenantScope, id: string, kind: FirmwareFileKind): Promise<{ key: string; fileName: string }> {
  const row = await versionRowOf(db, scope, id);
  if (kind === 'upgrade') return { key: row.fileKey, fileName: row.fileName };
  if (!row.productionFileKey) throw new AppError(ErrorCode.NotFound);
  return { key: row.productionFileKey, fileName: row.productionFileName ?? 'production.bin' };
}

// ── A product's firmware ─────────────────────────────────────────────────────

type LinkRow = typeof productFirmware.$inferSelect;

async function linksOf(db: Db, scope: TenantScope, productId: string): Promise<LinkRow[]> {
  return db.select().from(productFirmware).where(scope.where(productFirmware, eq(productFirmware.productId, productId))).orderBy(asc(productFirmware.createdAt));
}

/** The product's firmware card: its own firmware (module first) and the custom firmware it chose, with current and newest versions. */
export async function productFirmwareCard(db: Db, scope: TenantScope, productId: string): Promise<ProductFirmwareResult> {
  await productOf(db, scope, productId);
  const links = await linksOf(db, scope, productId);
  const firmwareIds = links.map((link) => link.firmwareId);
  const versionIds = links.flatMap((link) => (link.versionId ? [link.versionId] : []));
  const [found, versions] = await Promise.all([
    firmwareIds.length === 0 ? [] : selectFirmwares(db, scope, inArray(firmwares.id, firmwareIds)),
    versionIds.length === 0 ? [] : db.select({ id: firmwareVersions.id, version: firmwareVersions.version }).from(firmwareVersions).where(inArray(firmwareVersions.id, versionIds)),
  ]);
  const byId = new Map(found.map((f) => [f.id, f]));
  const versionById = new Map(versions.map((v) => [v.id, v.version]));
  const items = links.flatMap((link): (ProductFirmwareItem & { custom: boolean })[] => {
    const firmware = byId.get(link.firmwareId);
    if (!firmware) return [];
    const currentVersion = link.versionId ? (versionById.get(link.versionId) ?? null) : null;
    return [{ firmware, currentVersionId: currentVersion ? link.versionId : null, currentVersion, newestVersion: firmware.newestVersion, custom: link.custom }];
  });
  const strip = ({ custom: _custom, ...item }: ProductFirmwareItem & { custom: boolean }): ProductFirmwareItem => item;
  return {
    standard: items
      .filter((item) => !item.custom)
      .sort((a, b) => FIRMWARE_TYPES.indexOf(a.firmware.type) - FIRMWARE_TYPES.indexOf(b.firmware.type))
      .map(strip),
    custom: items.filter((item) => item.custom).map(strip),
  };
}

/** The product's link to the firmware (404 when the product does not ship it), of its own firmware or of a custom one as asked. */
async function linkOf(db: Db, scope: TenantScope, productId: string, firmwareId: string, custom?: boolean): Promise<LinkRow> {
  await productOf(db, scope, productId);
  const [link] = await db
    .select()
    .from(productFirmware)
    .where(
      scope.where(
        productFirmware,
        eq(productFirmware.productId, productId),
        eq(productFirmware.firmwareId, firmwareId),
        custom === undefined ? undefined : eq(productFirmware.custom, custom),
      ),
    );
  if (!link) throw new AppError(ErrorCode.NotFound);
  return link;
}

async function publishedVersions(db: Db, scope: TenantScope, lang: Lang, firmwareId: string): Promise<FirmwareVersion[]> {
  const rows = await db
    .select()
    .from(firmwareVersions)
    .where(scope.where(firmwareVersions, eq(firmwareVersions.firmwareId, firmwareId), eq(firmwareVersions.status, 'published')));
  rows.sort((a, b) => compareVersions(b.version, a.version));
  return toVersions(db, scope, lang, rows);
}

/**
 * changeVersionList (`custom` false) and changeCustomVersionList (true): the published versions of a firmware the
 * product ships, newest first.
 */
export async function changeVersionList(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof changeVersionListQuery>, custom: boolean): Promise<FirmwareVersion[]> {
  await linkOf(db, scope, query.productId, query.firmwareId, custom);
  return publishedVersions(db, scope, lang, query.firmwareId);
}

/** Sets the version the product ships of one of its firmware: a published version of that firmware. Refused once development is complete. */
export async function changeVersionSubmit(ctx: EditCtx, scope: TenantScope, body: z.output<typeof changeVersionSubmitBody>): Promise<void> {
  const { productId, firmwareId, versionId } = body;
  await linkOf(ctx.db, scope, productId, firmwareId);
  const version = await versionRowOf(ctx.db, scope, versionId);
  if (version.firmwareId !== firmwareId || version.status !== 'published') throw new AppError(ErrorCode.Validation, {}, 'firmware.versionNotPublished');
  await editPart(ctx, scope, productId, async (tx) => {
    await tx
      .update(productFirmware)
      .set({ versionId })
      .where(scope.where(productFirmware, eq(productFirmware.productId, productId), eq(productFirmware.firmwareId, firmwareId)));
  });
}

/** queryCustomFirmware: the space's custom firmware (by a part of a name, the key or the flag), each with whether the product chose it. */
export async function queryCustomFirmware(db: Db, scope: TenantScope, query: z.output<typeof customFirmwareQuery>): Promise<CustomFirmwareItem[]> {
  await productOf(db, scope, query.productId);
  const [found, links] = await Promise.all([
    selectFirmwares(db, scope, and(isNull(firmwares.productId), keywordMatch(query.keyword, firmwares.nameZh, firmwares.nameEn, firmwares.key, firmwares.flag))),
    linksOf(db, scope, query.productId),
  ]);
  const chosen = new Set(links.map((link) => link.firmwareId));
  return found.map((firmware) => ({ ...firmware, selected: chosen.has(firmware.id) }));
}

/** The product chooses a custom firmware of the space (again: nothing changes). Refused once development is complete. */
export async function selectCustomFirmware(ctx: EditCtx, scope: TenantScope, body: z.output<typeof customFirmwareBody>): Promise<void> {
  const firmware = await firmwareRowOf(ctx.db, scope, body.firmwareId);
  if (firmware.productId !== null) throw new AppError(ErrorCode.NotFound);
  await editPart(ctx, scope, body.productId, async (tx) => {
    await tx
      .insert(productFirmware)
      .values(scope.values({ productId: body.productId, firmwareId: firmware.id, custom: true, versionId: null, createdAt: ctx.clock.now() }))
      .onConflictDoNothing();
  });
}

/** The product drops a custom firmware it chose (404 when it did not). Refused once development is complete. */
export async function removeCustomFirmware(ctx: EditCtx, scope: TenantScope, body: z.output<typeof customFirmwareBody>): Promise<void> {
  await linkOf(ctx.db, scope, body.productId, body.firmwareId, true);
  await editPart(ctx, scope, body.productId, async (tx) => {
    await tx
      .delete(productFirmware)
      .where(scope.where(productFirmware, eq(productFirmware.productId, body.productId), eq(productFirmware.firmwareId, body.firmwareId), eq(productFirmware.custom, true)));
  });
}

// ── Product copies ───────────────────────────────────────────────────────────

/**
 * Copies a product's firmware to its copy: its own firmware with new ids and keys, their versions pointing at the
 * same immutable files (dependencies among them follow), and its chosen custom firmware as links.
 */
export async function copyProductFirmware(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const own = await tx.select().from(firmwares).where(scope.where(firmwares, eq(firmwares.productId, fromProductId)));
  const newFirmwareId = new Map(own.map((row) => [row.id, randomUUID()]));
  if (own.length > 0) {
    await tx
      .insert(firmwares)
      .values(own.map(({ tenantId: _tenantId, ...row }) => scope.values({ ...row, id: newFirmwareId.get(row.id)!, productId: toProductId, key: newFirmwareKey(), createdAt: now, updatedAt: now })));
  }
  const versions = own.length === 0 ? [] : await tx.select().from(firmwareVersions).where(scope.where(firmwareVersions, inArray(firmwareVersions.firmwareId, [...newFirmwareId.keys()])));
  const newVersionId = new Map(versions.map((row) => [row.id, randomUUID()]));
  if (versions.length > 0) {
    await tx.insert(firmwareVersions).values(
      versions.map(({ tenantId: _tenantId, ...row }) =>
        scope.values({
          ...row,
          id: newVersionId.get(row.id)!,
          firmwareId: newFirmwareId.get(row.firmwareId)!,
          dependencyFirmwareId: row.dependencyFirmwareId ? (newFirmwareId.get(row.dependencyFirmwareId) ?? row.dependencyFirmwareId) : null,
        }),
      ),
    );
  }
  const links = await linksOf(tx, scope, fromProductId);
  if (links.length === 0) return;
  await tx.insert(productFirmware).values(
    links.map((link) =>
      scope.values({
        productId: toProductId,
        firmwareId: newFirmwareId.get(link.firmwareId) ?? link.firmwareId,
        custom: link.custom,
        versionId: link.versionId ? (newVersionId.get(link.versionId) ?? link.versionId) : null,
        createdAt: now,
      }),
    ),
  );
}

/** How many firmware of its own the product has (what a copy carries). */
export async function ownFirmwareCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(firmwares).where(scope.where(firmwares, eq(firmwares.productId, productId)));
  return row?.n ?? 0;
}
