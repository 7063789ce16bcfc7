import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, OFFLINE_PANEL_PREVIEW_URL_TTL_S } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import {
  offlinePanelPaths,
  type OfflinePanel,
  type offlinePanelAssignBody,
  type OfflinePanelDetail,
  type offlinePanelEditBody,
  type offlinePanelListQuery,
  type OfflinePanelPreviewUrl,
  type offlinePanelSaveBody,
} from '@iotc/shared/offlinePanels';
import type { AppConfig } from '../../config.ts';
import { epochSeconds } from '../../core/clock.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fieldError } from '../../core/fieldError.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import { isSigned, signature } from '../../core/signature.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { classNameColumns, leafClass } from '../productClasses/service.ts';
import { productIdsOfSpace, productLabels } from '../products/readModel.ts';
import { offlinePanelProducts, offlinePanels } from './tables.ts';
import { packageFileKey } from './unpack.ts';
import { removeStoredFiles, takeUpload, type StoredFiles } from './upload.ts';

/** Offline panels of a space (spec 001 §2, §3, §5): uploaded packages that products may show instead of a panel document. */

/**
 * The products of the space that show each of these offline panels, by id (the panels module answers from the
 * products' choices; app.ts passes it in, so neither module imports the other's files both ways).
 */
export type OfflinePanelUsers = (db: Db, scope: TenantScope, ids: readonly string[]) => Promise<Map<string, string[]>>;

declare module 'fastify' {
  interface FastifyInstance {
    offlinePanelUsers: OfflinePanelUsers;
  }
}

export interface OfflineCtx {
  db: Db;
  clock: Clock;
  storage: Storage;
  offlinePanelUsers: OfflinePanelUsers;
}

export type OfflinePanelRow = typeof offlinePanels.$inferSelect;

const notFound = () => new AppError(ErrorCode.NotFound, {}, 'offlinePanel.notFound');

/** The panel of the caller's space; 404 otherwise. */
export async function offlinePanelOf(db: Db, scope: TenantScope, id: string): Promise<OfflinePanelRow> {
  const [row] = await db.select().from(offlinePanels).where(scope.where(offlinePanels, eq(offlinePanels.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The ids of the products each panel is assigned to. */
async function assignments(db: Db, scope: TenantScope, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byPanel = new Map<string, string[]>();
  if (ids.length === 0) return byPanel;
  const rows = await db
    .select()
    .from(offlinePanelProducts)
    .where(scope.where(offlinePanelProducts, inArray(offlinePanelProducts.offlinePanelId, [...ids])));
  for (const row of rows) byPanel.set(row.offlinePanelId, [...(byPanel.get(row.offlinePanelId) ?? []), row.productId]);
  return byPanel;
}

type Selected = { row: OfflinePanelRow; nameZh: string | null; nameEn: string | null };

const selection = { row: offlinePanels, ...classNameColumns(offlinePanels.productType) };

async function toOfflinePanels(ctx: OfflineCtx, scope: TenantScope, lang: Lang, selected: readonly Selected[]): Promise<OfflinePanel[]> {
  const ids = selected.map(({ row }) => row.id);
  const [assigned, used] = await Promise.all([assignments(ctx.db, scope, ids), ctx.offlinePanelUsers(ctx.db, scope, ids)]);
  const labels = await productLabels(ctx.db, [...assigned.values()].flat());
  return selected.map(({ row, nameZh, nameEn }) => ({
    id: row.id,
    name: row.name,
    panelType: row.panelType,
    description: row.description,
    productType: row.productType,
    productTypeName: (lang === 'zh-CN' ? nameZh : nameEn) ?? row.productType,
    status: row.status,
    published: row.published,
    previewUrl: ctx.storage.url(row.previewKey),
    packageName: row.packageName,
    packageSize: row.packageSize,
    packageEntries: row.packageEntries,
    languageName: row.languageName,
    products: (assigned.get(row.id) ?? []).flatMap((id) => {
      const label = labels.get(id);
      return label ? [{ id, name: label.name }] : [];
    }),
    usedBy: used.get(row.id)?.length ?? 0,
    publishedAt: row.publishedAt ? epochSeconds(row.publishedAt) : null,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  }));
}

/** One page of the space's offline panels, last changed first: by a part of the name, product type and status. */
export async function listOfflinePanels(
  ctx: OfflineCtx,
  scope: TenantScope,
  lang: Lang,
  query: z.output<typeof offlinePanelListQuery>,
): Promise<PageResult<OfflinePanel>> {
  const where = scope.where(
    offlinePanels,
    keywordMatch(query.keyword, offlinePanels.name),
    query.productType ? eq(offlinePanels.productType, query.productType) : undefined,
    query.status ? eq(offlinePanels.status, query.status) : undefined,
  );
  const rows = ctx.db.select(selection).from(offlinePanels).where(where).orderBy(desc(offlinePanels.updatedAt), desc(offlinePanels.id));
  const found = await listPage(query, rows.$dynamic(), ctx.db.select({ n: count() }).from(offlinePanels).where(where));
  return { ...found, list: await toOfflinePanels(ctx, scope, lang, found.list) };
}

export async function offlinePanelDetail(ctx: OfflineCtx, scope: TenantScope, lang: Lang, id: string): Promise<OfflinePanelDetail> {
  const [selected] = await ctx.db.select(selection).from(offlinePanels).where(scope.where(offlinePanels, eq(offlinePanels.id, id)));
  if (!selected) throw notFound();
  const [panel] = await toOfflinePanels(ctx, scope, lang, [selected]);
  return { ...panel!, files: selected.row.files };
}

/** The products of the space among `ids` (404 when one is not), and a class a product can be made in. */
async function checkRefs(db: Db, scope: TenantScope, lang: Lang, productType: string, productIds: readonly string[]): Promise<void> {
  if (!(await leafClass(db, productType))) throw fieldError(lang, 'productType', 'validation.invalid');
  await checkProducts(db, scope, productIds);
}

async function checkProducts(db: Db, scope: TenantScope, productIds: readonly string[]): Promise<void> {
  const unique = [...new Set(productIds)];
  if ((await productIdsOfSpace(db, scope, unique)).length !== unique.length) throw new AppError(ErrorCode.NotFound);
}

/**
 * The products that may choose the panel become `productIds`; refused (offlinePanel.inUse, 409) when that would take
 * it from a product showing it, which would change its devices' panel behind its back.
 */
async function assign(tx: Db, ctx: OfflineCtx, scope: TenantScope, id: string, productIds: readonly string[]): Promise<void> {
  // Conflicts with a choice's key-share lock: a product choosing the panel right now is either seen or sees the change.
  await tx.select({ id: offlinePanels.id }).from(offlinePanels).where(scope.where(offlinePanels, eq(offlinePanels.id, id))).for('update');
  const showing = (await ctx.offlinePanelUsers(tx, scope, [id])).get(id) ?? [];
  if (showing.some((productId) => !productIds.includes(productId))) throw new AppError(ErrorCode.Conflict, {}, 'offlinePanel.inUse');
  await tx.delete(offlinePanelProducts).where(scope.where(offlinePanelProducts, eq(offlinePanelProducts.offlinePanelId, id)));
  const unique = [...new Set(productIds)];
  if (unique.length > 0) await tx.insert(offlinePanelProducts).values(unique.map((productId) => scope.values({ offlinePanelId: id, productId })));
}

/** A new offline panel of the space from three uploads (the language pack optional), disabled and unpublished until its owner says. */
export async function saveOfflinePanel(ctx: OfflineCtx, scope: TenantScope, lang: Lang, body: z.output<typeof offlinePanelSaveBody>): Promise<OfflinePanelDetail> {
  await checkRefs(ctx.db, scope, lang, body.productType, body.productIds);
  const now = ctx.clock.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    const preview = await takeUpload(tx, scope, body.previewKey, 'preview', now);
    const pkg = await takeUpload(tx, scope, body.packageKey, 'package', now);
    const language = body.languageKey ? await takeUpload(tx, scope, body.languageKey, 'language', now) : null;
    await tx.insert(offlinePanels).values(
      scope.values({
        id,
        name: body.name,
        panelType: body.panelType,
        description: body.description,
        productType: body.productType,
        previewKey: preview.storageKey,
        packageKey: pkg.storageKey,
        packageName: pkg.fileName,
        packageSize: pkg.size,
        packageEntries: pkg.files?.length ?? 0,
        files: pkg.files ?? [],
        languageKey: language?.storageKey ?? null,
        languageName: language?.fileName ?? null,
        status: 'disabled' as const,
        published: false,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await assign(tx, ctx, scope, id, body.productIds);
  });
  return offlinePanelDetail(ctx, scope, lang, id);
}

const previewFiles = (row: OfflinePanelRow): StoredFiles => ({ kind: 'preview', storageKey: row.previewKey, files: null });
const packageFiles = (row: OfflinePanelRow): StoredFiles => ({ kind: 'package', storageKey: row.packageKey, files: row.files });
const languageFiles = (row: OfflinePanelRow): StoredFiles[] => (row.languageKey ? [{ kind: 'language', storageKey: row.languageKey, files: null }] : []);

/** Changes an offline panel; a new upload replaces a file (whose old bytes go once the change commits), an absent key keeps it. */
export async function editOfflinePanel(ctx: OfflineCtx, scope: TenantScope, lang: Lang, body: z.output<typeof offlinePanelEditBody>): Promise<OfflinePanelDetail> {
  const before = await offlinePanelOf(ctx.db, scope, body.id);
  await checkRefs(ctx.db, scope, lang, body.productType, body.productIds ?? []);
  const now = ctx.clock.now();
  const replaced = await ctx.db.transaction(async (tx) => {
    const preview = body.previewKey ? await takeUpload(tx, scope, body.previewKey, 'preview', now) : null;
    const pkg = body.packageKey ? await takeUpload(tx, scope, body.packageKey, 'package', now) : null;
    // Absent: the language pack is kept; null or empty: removed.
    const language = body.languageKey ? await takeUpload(tx, scope, body.languageKey, 'language', now) : body.languageKey === undefined ? undefined : null;
    await tx
      .update(offlinePanels)
      .set(
        scope.set({
          name: body.name,
          panelType: body.panelType,
          description: body.description,
          productType: body.productType,
          ...(preview && { previewKey: preview.storageKey }),
          ...(pkg && { packageKey: pkg.storageKey, packageName: pkg.fileName, packageSize: pkg.size, packageEntries: pkg.files?.length ?? 0, files: pkg.files ?? [] }),
          ...(language !== undefined && { languageKey: language?.storageKey ?? null, languageName: language?.fileName ?? null }),
          updatedAt: now,
        }),
      )
      .where(scope.where(offlinePanels, eq(offlinePanels.id, body.id)));
    if (body.productIds !== undefined) await assign(tx, ctx, scope, body.id, body.productIds);
    return [...(preview ? [previewFiles(before)] : []), ...(pkg ? [packageFiles(before)] : []), ...(language !== undefined ? languageFiles(before) : [])];
  });
  for (const files of replaced) await removeStoredFiles(ctx.storage, files);
  return offlinePanelDetail(ctx, scope, lang, body.id);
}

/** Deletes an offline panel and its files; refused (offlinePanel.inUse, 409) while a product shows it. */
export async function deleteOfflinePanel(ctx: OfflineCtx, scope: TenantScope, id: string): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(offlinePanels).where(scope.where(offlinePanels, eq(offlinePanels.id, id))).for('update');
    if (!found) throw notFound();
    if ((await ctx.offlinePanelUsers(tx, scope, [id])).has(id)) throw new AppError(ErrorCode.Conflict, {}, 'offlinePanel.inUse');
    await tx.delete(offlinePanels).where(scope.where(offlinePanels, eq(offlinePanels.id, id)));
    return found;
  });
  for (const files of [previewFiles(row), packageFiles(row), ...languageFiles(row)]) await removeStoredFiles(ctx.storage, files);
}

async function update(ctx: OfflineCtx, scope: TenantScope, lang: Lang, id: string, values: Partial<Pick<OfflinePanelRow, 'status' | 'published' | 'publishedAt'>>): Promise<OfflinePanelDetail> {
  await offlinePanelOf(ctx.db, scope, id);
  await ctx.db.update(offlinePanels).set(scope.set({ ...values, updatedAt: ctx.clock.now() })).where(scope.where(offlinePanels, eq(offlinePanels.id, id)));
  return offlinePanelDetail(ctx, scope, lang, id);
}

/** Disabled: products cannot choose it, and those that did show the default panel until it is enabled again. */
export function enableOfflinePanel(ctx: OfflineCtx, scope: TenantScope, lang: Lang, id: string, enabled: boolean): Promise<OfflinePanelDetail> {
  return update(ctx, scope, lang, id, { status: enabled ? 'enabled' : 'disabled' });
}

/** Published: its products may choose it (and show it once chosen). */
export function publishOfflinePanel(ctx: OfflineCtx, scope: TenantScope, lang: Lang, id: string): Promise<OfflinePanelDetail> {
  return update(ctx, scope, lang, id, { published: true, publishedAt: ctx.clock.now() });
}

/** The products of the space that may choose it, replacing the earlier ones. */
export async function assignOfflinePanel(ctx: OfflineCtx, scope: TenantScope, lang: Lang, body: z.output<typeof offlinePanelAssignBody>): Promise<OfflinePanelDetail> {
  await offlinePanelOf(ctx.db, scope, body.id);
  await checkProducts(ctx.db, scope, body.productIds);
  await ctx.db.transaction(async (tx) => {
    await assign(tx, ctx, scope, body.id, body.productIds);
    await tx.update(offlinePanels).set(scope.set({ updatedAt: ctx.clock.now() })).where(scope.where(offlinePanels, eq(offlinePanels.id, body.id)));
  });
  return offlinePanelDetail(ctx, scope, lang, body.id);
}

// ── For the products' panel choice ───────────────────────────────────────────

/** The offline panels of the space assigned to the product. */
export async function offlinePanelsOfProduct(db: Db, scope: TenantScope, productId: string): Promise<OfflinePanelRow[]> {
  const ids = db
    .select({ id: offlinePanelProducts.offlinePanelId })
    .from(offlinePanelProducts)
    .where(scope.where(offlinePanelProducts, eq(offlinePanelProducts.productId, productId)));
  return db.select().from(offlinePanels).where(scope.where(offlinePanels, inArray(offlinePanels.id, ids))).orderBy(desc(offlinePanels.updatedAt));
}

/** A copy of a product may choose the offline panels its original may. */
export async function copyOfflineAssignments(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string): Promise<void> {
  const rows = await tx.select().from(offlinePanelProducts).where(scope.where(offlinePanelProducts, eq(offlinePanelProducts.productId, fromProductId)));
  if (rows.length > 0) await tx.insert(offlinePanelProducts).values(rows.map((row) => scope.values({ offlinePanelId: row.offlinePanelId, productId: toProductId })));
}

/** Why the panel cannot be shown now (a message key), or null when it can: it must be enabled and published. */
export function offlineBlockedReason(row: Pick<OfflinePanelRow, 'status' | 'published'>): string | null {
  if (row.status !== 'enabled') return 'panel.disabled';
  if (!row.published) return 'offlinePanel.notPublished';
  return null;
}

/** The offline panel assigned to the product, or null. */
export async function assignedOfflinePanel(db: Db, scope: TenantScope, productId: string, id: string, forChoice = false): Promise<OfflinePanelRow | null> {
  const query = db
    .select({ row: offlinePanels })
    .from(offlinePanels)
    .innerJoin(offlinePanelProducts, and(eq(offlinePanelProducts.offlinePanelId, offlinePanels.id), eq(offlinePanelProducts.productId, productId)))
    .where(scope.where(offlinePanels, eq(offlinePanels.id, id)));
  // A choice holds the panel and its assignment until it commits: a delete or an unassignment waits and then sees it.
  const [row] = forChoice ? await query.for('key share') : await query;
  return row?.row ?? null;
}

export const previewImageUrl = (storage: Storage, row: Pick<OfflinePanelRow, 'previewKey'>) => storage.url(row.previewKey);

// ── The sandboxed preview of a package ───────────────────────────────────────

const PURPOSE = 'offline-panel-preview';

/** The package's entry page: its shallowest index.html; '' (the package root) when it has none. */
function entryOf(row: OfflinePanelRow): string {
  const pages = row.files.filter((f) => f.path === 'index.html' || f.path.endsWith('/index.html'));
  pages.sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  return pages[0]?.path ?? '';
}

/** A signed address of the package's entry page, working OFFLINE_PANEL_PREVIEW_URL_TTL_S from now. */
export async function previewUrl(ctx: OfflineCtx & { config: Pick<AppConfig, 'deviceSecret'> }, scope: TenantScope, id: string): Promise<OfflinePanelPreviewUrl> {
  const row = await offlinePanelOf(ctx.db, scope, id);
  const expiresAt = epochSeconds(ctx.clock.now()) + OFFLINE_PANEL_PREVIEW_URL_TTL_S;
  const sig = signature(ctx.config.deviceSecret, PURPOSE, row.id, expiresAt);
  const entry = entryOf(row).split('/').map(encodeURIComponent).join('/');
  return { url: `/api${offlinePanelPaths.packageFile(row.id, String(expiresAt), sig, entry)}`, expiresAt };
}

/** What a package's files are served as: the web's own types, anything else as bytes (never sniffed). */
const PACKAGE_CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/**
 * A file of a package by its path, for a signed address (no token: the address is the permission); 403 when the
 * signature is wrong or expired, 404 when the package has no such file.
 */
export async function packageFile(
  ctx: { db: Db; clock: Clock; config: Pick<AppConfig, 'deviceSecret'> },
  address: { id: string; expires: number; sig: string; path: string },
): Promise<{ key: string; contentType: string }> {
  if (!isSigned(ctx.config.deviceSecret, PURPOSE, address.id, address.expires, address.sig, ctx.clock.now())) throw new AppError(ErrorCode.Forbidden);
  // The signature names the panel: read unscoped by its id, which only its own space could have signed for.
  const [row] = await ctx.db.select({ packageKey: offlinePanels.packageKey, files: offlinePanels.files }).from(offlinePanels).where(eq(offlinePanels.id, address.id));
  const index = row ? row.files.findIndex((f) => f.path === address.path) : -1;
  if (!row || index < 0) throw new AppError(ErrorCode.NotFound);
  return { key: packageFileKey(row.packageKey, index), contentType: PACKAGE_CONTENT_TYPES[path.extname(address.path).toLowerCase()] ?? 'application/octet-stream' };
}
