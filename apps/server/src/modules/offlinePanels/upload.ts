import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { BYTES_PER_MB, ErrorCode } from '@iotc/shared';
import {
  OFFLINE_PANEL_FILE_KINDS,
  OFFLINE_PANEL_PREVIEW_RATIO,
  offlinePanelUpload,
  type OfflinePanelFileKind,
  type OfflinePanelUploadResult,
} from '@iotc/shared/offlinePanels';
import { addSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { OFFLINE_PANEL_PACKAGE_DIR, type Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection, type UploadForm } from '../files/routes.ts';
import { checkUpload, displayName, UploadRejected } from '../files/service.ts';
import { offlinePanelUploads, type OfflinePanelFile } from './tables.ts';
import { notZip, packageFileKey, unpackPackage } from './unpack.ts';

/**
 * Uploads of offline panels (spec 001 §5): a preview image, a package or a language pack, each checked by its bytes
 * and kept as an upload row until a save or an edit takes it. Uploads left untaken for STAGED_TTL_S are removed with
 * their files by the next upload of the space.
 */

/** The public folder of preview images (the console and the app show them like any product image). */
const PREVIEW_DIR = 'offlinePanel';
const STAGED_TTL_S = 24 * 3600;

/** The largest file the upload route reads (the package's and language pack's limit): a kind's own limit cuts sooner. */
export const OFFLINE_PANEL_UPLOAD_MAX_MB = Math.max(...OFFLINE_PANEL_FILE_KINDS.map((kind) => offlinePanelUpload[kind].maxSizeMb));

export type UploadRow = typeof offlinePanelUploads.$inferSelect;

/** What the files of a stored upload (or of a saved panel) are: one key, or a package's prefix and file count. */
export interface StoredFiles {
  kind: OfflinePanelFileKind;
  storageKey: string;
  files: readonly OfflinePanelFile[] | null;
}

const uploadFields = z.object({ kind: z.enum(OFFLINE_PANEL_FILE_KINDS, { error: 'validation.required' }) });

const TOO_LARGE_KEYS: Record<OfflinePanelFileKind, string> = {
  preview: 'offlinePanel.previewTooLarge',
  package: 'offlinePanel.packageTooLarge',
  language: 'offlinePanel.languageTooLarge',
};

const tooLarge = (kind: OfflinePanelFileKind) => new AppError(ErrorCode.PayloadTooLarge, { maxMb: offlinePanelUpload[kind].maxSizeMb }, TOO_LARGE_KEYS[kind]);

/** A preview: png, jpg or bmp by its bytes, exactly 3:4 by its pixels. */
async function checkPreview(bytes: Buffer): Promise<string> {
  try {
    const checked = await checkUpload(bytes, { accept: 'png,jpg,bmp', maxSizeMb: offlinePanelUpload.preview.maxSizeMb, ratio: OFFLINE_PANEL_PREVIEW_RATIO });
    return checked.ext;
  } catch (error) {
    if (!(error instanceof UploadRejected)) throw error;
    if (error.problem.kind === 'wrongRatio') throw new AppError(ErrorCode.Validation, {}, 'offlinePanel.previewRatio');
    throw new AppError(ErrorCode.UnsupportedMedia, {}, 'offlinePanel.previewType');
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A language pack: a legacy Excel workbook (an OLE2 compound file) or CSV text (valid UTF-8, no NUL, no known binary format). */
async function languageExtension(bytes: Buffer): Promise<'xls' | 'csv'> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'cfb') return 'xls';
  const refused = new AppError(ErrorCode.UnsupportedMedia, {}, 'offlinePanel.languageType');
  if (detected || bytes.includes(0)) throw refused;
  try {
    utf8.decode(bytes);
  } catch {
    throw refused;
  }
  return 'csv';
}

export async function removeStoredFiles(storage: Storage, stored: StoredFiles): Promise<void> {
  const keys = stored.kind === 'package' ? (stored.files ?? []).map((_, i) => packageFileKey(stored.storageKey, i)) : [stored.storageKey];
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** Removes the space's uploads that no save took within STAGED_TTL_S, with their files. */
async function sweepStaged(db: Db, storage: Storage, scope: TenantScope, now: Date): Promise<void> {
  const stale = lt(offlinePanelUploads.createdAt, addSeconds(now, -STAGED_TTL_S));
  const rows = await db.delete(offlinePanelUploads).where(scope.where(offlinePanelUploads, stale)).returning();
  for (const row of rows) await removeStoredFiles(storage, row);
}

interface Stored {
  storageKey: string;
  files: OfflinePanelFile[] | null;
  unpackedSize: number | null;
}

/** A ZIP's local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function store(storage: Storage, tenantId: string, now: Date, kind: OfflinePanelFileKind, bytes: Buffer): Promise<Stored> {
  const id = randomUUID().replace(/-/g, '');
  switch (kind) {
    case 'preview': {
      const ext = await checkPreview(bytes);
      const month = now.toISOString().slice(0, 7).replace('-', '');
      const storageKey = `${tenantId}/${PREVIEW_DIR}/${month}/${id}.${ext}`;
      await storage.put(storageKey, bytes);
      return { storageKey, files: null, unpackedSize: null };
    }
    case 'package': {
      // A ZIP by its signature; file-type would name some by their first entry (docx, jar, epub), and opening it decides the rest.
      if (!bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) throw notZip();
      const storageKey = `${tenantId}/${OFFLINE_PANEL_PACKAGE_DIR}/${id}`;
      const unpacked = await unpackPackage(storage, storageKey, bytes);
      return { storageKey, files: unpacked.files, unpackedSize: unpacked.unpackedSize };
    }
    case 'language': {
      const storageKey = `${tenantId}/${OFFLINE_PANEL_PACKAGE_DIR}/${id}.${await languageExtension(bytes)}`;
      await storage.put(storageKey, bytes);
      return { storageKey, files: null, unpackedSize: null };
    }
  }
}

/** Checks and stores the form's file (`kind` preview | package | language) as an upload of the space; a refusal stores nothing. */
export async function storeOfflinePanelUpload(
  ctx: { db: Db; storage: Storage; now: Date },
  scope: TenantScope,
  form: UploadForm,
): Promise<OfflinePanelUploadResult> {
  const { kind } = uploadFields.parse(form.fields);
  if (form.overLimit) throw tooLarge(kind);
  if (!form.file || form.file.bytes.length === 0) throw rejection({ kind: 'noFile' });
  const { bytes, name } = form.file;
  if (bytes.length > offlinePanelUpload[kind].maxSizeMb * BYTES_PER_MB) throw tooLarge(kind);
  await sweepStaged(ctx.db, ctx.storage, scope, ctx.now);

  const stored = await store(ctx.storage, scope.tenantId, ctx.now, kind, bytes);
  const id = randomUUID();
  const fileName = displayName(name, kind === 'package' ? 'zip' : kind === 'preview' ? 'png' : 'csv');
  try {
    await ctx.db.insert(offlinePanelUploads).values(scope.values({ id, kind, fileName, size: bytes.length, ...stored, createdAt: ctx.now }));
  } catch (error) {
    await removeStoredFiles(ctx.storage, { kind, ...stored });
    throw error;
  }
  return { key: id, kind, fileName, size: bytes.length, entries: stored.files?.length ?? null, unpackedSize: stored.unpackedSize };
}

/**
 * Takes an upload of the space for a save or an edit (in its transaction): the row goes, its files now belong to
 * the panel. An unknown key, one of another space, of another kind or older than STAGED_TTL_S is refused.
 */
export async function takeUpload(tx: Db, scope: TenantScope, key: string, kind: OfflinePanelFileKind, now: Date): Promise<UploadRow> {
  const [row] = await tx
    .delete(offlinePanelUploads)
    .where(scope.where(offlinePanelUploads, and(eq(offlinePanelUploads.id, key), eq(offlinePanelUploads.kind, kind))))
    .returning();
  if (!row || row.createdAt < addSeconds(now, -STAGED_TTL_S)) throw new AppError(ErrorCode.Validation, {}, 'offlinePanel.uploadExpired');
  return row;
}
