import { randomUUID } from 'node:crypto';
import { desc, eq, like, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { BYTES_PER_MB, ErrorCode, PANEL_FONT_MAX_MB, PANEL_ICON_MAX_KB } from '@iotc/shared';
import { panelAssetUploadFields, type PanelAsset, type PanelAssetKind } from '@iotc/shared/panels';
import { epochSeconds } from '../../core/clock.ts';
import type { Clock } from '../../core/clock.ts';
import { isUniqueViolation, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection, type UploadForm } from '../files/routes.ts';
import { checkUpload, displayName, UploadRejected } from '../files/service.ts';
import { panelAssets, panels, panelVersions } from './tables.ts';

/**
 * Icons and fonts of a space that panel documents name (an icon as `asset:<id>`, a font by its assetId). Stored in
 * a public folder: the app loads them without the console's token, like product images. Checked by their bytes.
 */

const ASSET_DIR = 'panelAsset';
/** The largest file the upload route reads (a font's limit): an icon's own limit cuts sooner. */
export const PANEL_ASSET_UPLOAD_MAX_MB = PANEL_FONT_MAX_MB;
const FONT_EXTENSIONS = ['ttf', 'woff'];

interface AssetCtx {
  db: Db;
  clock: Clock;
  storage: Storage;
}

type AssetRow = typeof panelAssets.$inferSelect;

const iconTooLarge = () => new AppError(ErrorCode.PayloadTooLarge, { maxKb: PANEL_ICON_MAX_KB }, 'panel.iconTooLarge');
const fontTooLarge = () => new AppError(ErrorCode.PayloadTooLarge, { maxMb: PANEL_FONT_MAX_MB }, 'panel.fontTooLarge');
const fontNameTaken = (name: string) => new AppError(ErrorCode.Conflict, { name }, 'panel.fontNameTaken');

/** An icon: a PNG by its bytes, square by its pixels, at most PANEL_ICON_MAX_KB. */
async function iconExtension(bytes: Buffer): Promise<string> {
  if (bytes.length > PANEL_ICON_MAX_KB * 1024) throw iconTooLarge();
  try {
    return (await checkUpload(bytes, { accept: 'png', ratio: '1:1' })).ext;
  } catch (error) {
    if (!(error instanceof UploadRejected)) throw error;
    if (error.problem.kind === 'wrongRatio') throw new AppError(ErrorCode.Validation, {}, 'panel.iconRatio');
    throw new AppError(ErrorCode.UnsupportedMedia, {}, 'panel.iconType');
  }
}

/** A font: ttf or woff by its bytes, at most PANEL_FONT_MAX_MB. */
async function fontExtension(bytes: Buffer): Promise<string> {
  if (bytes.length > PANEL_FONT_MAX_MB * BYTES_PER_MB) throw fontTooLarge();
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  if (!ext || !FONT_EXTENSIONS.includes(ext)) throw new AppError(ErrorCode.UnsupportedMedia, {}, 'panel.fontType');
  return ext;
}

const toAsset = (storage: Storage, row: AssetRow): PanelAsset => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  url: storage.url(row.storageKey),
  size: row.size,
  createdAt: epochSeconds(row.createdAt),
});

async function fontNamed(db: Db, scope: TenantScope, name: string): Promise<boolean> {
  const [row] = await db.select({ id: panelAssets.id }).from(panelAssets).where(scope.where(panelAssets, eq(panelAssets.kind, 'font'), eq(panelAssets.name, name)));
  return Boolean(row);
}

/** Stores the form's icon or font (fields `kind` and, for a font, its §5 `name`); a refusal stores nothing. */
export async function uploadAsset(ctx: AssetCtx, scope: TenantScope, userId: string, form: UploadForm): Promise<PanelAsset> {
  const fields = panelAssetUploadFields.parse(form.fields);
  if (form.overLimit) throw fields.kind === 'icon' ? iconTooLarge() : fontTooLarge();
  if (!form.file || form.file.bytes.length === 0) throw rejection({ kind: 'noFile' });
  const { bytes } = form.file;
  const ext = fields.kind === 'icon' ? await iconExtension(bytes) : await fontExtension(bytes);
  const name = fields.name || displayName(form.file.name, ext);
  if (fields.kind === 'font' && (await fontNamed(ctx.db, scope, name))) throw fontNameTaken(name);

  const now = ctx.clock.now();
  const storageKey = `${scope.tenantId}/${ASSET_DIR}/${now.toISOString().slice(0, 7).replace('-', '')}/${randomUUID().replace(/-/g, '')}.${ext}`;
  await ctx.storage.put(storageKey, bytes);
  try {
    const [row] = await ctx.db
      .insert(panelAssets)
      .values(scope.values({ id: randomUUID(), kind: fields.kind, name, storageKey, size: bytes.length, createdBy: userId, createdAt: now }))
      .returning();
    return toAsset(ctx.storage, row!);
  } catch (error) {
    await ctx.storage.remove(storageKey);
    // Two uploads of one font name at once: the unique index decides.
    if (isUniqueViolation(error)) throw fontNameTaken(name);
    throw error;
  }
}

/** The space's icons or fonts, newest first. */
export async function listAssets(db: Db, storage: Storage, scope: TenantScope, kind: PanelAssetKind): Promise<PanelAsset[]> {
  const rows = await db.select().from(panelAssets).where(scope.where(panelAssets, eq(panelAssets.kind, kind))).orderBy(desc(panelAssets.createdAt), desc(panelAssets.id));
  return rows.map((row) => toAsset(storage, row));
}

/** Whether a draft or a published version of the space names the asset (an icon `asset:<id>`, a font's assetId: both hold its id). */
async function isInUse(db: Db, scope: TenantScope, id: string): Promise<boolean> {
  const pattern = `%${id}%`;
  const [draft] = await db.select({ id: panels.id }).from(panels).where(scope.where(panels, like(sql`${panels.draft}::text`, pattern))).limit(1);
  if (draft) return true;
  const [version] = await db.select({ id: panelVersions.id }).from(panelVersions).where(scope.where(panelVersions, like(sql`${panelVersions.document}::text`, pattern))).limit(1);
  return Boolean(version);
}

/** Deletes an icon or font and its file; refused (panel.assetInUse, 409) while a panel names it. */
export async function deleteAsset(ctx: AssetCtx, scope: TenantScope, id: string): Promise<void> {
  const [row] = await ctx.db.select().from(panelAssets).where(scope.where(panelAssets, eq(panelAssets.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  if (await isInUse(ctx.db, scope, row.id)) throw new AppError(ErrorCode.Conflict, {}, 'panel.assetInUse');
  await ctx.db.delete(panelAssets).where(scope.where(panelAssets, eq(panelAssets.id, row.id)));
  await ctx.storage.remove(row.storageKey);
}
