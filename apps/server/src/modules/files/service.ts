import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { BYTES_PER_MB, FILES_BASE } from '@iotc/shared';
import type { UploadResult } from '@iotc/shared/files';
import { contentTypeOf, isSafeKey, type Storage } from '../../core/storage.ts';
import { mp4DurationSeconds } from './mp4Duration.ts';

/** The largest upload the server reads at all, whatever the caller asks for. */
export const UPLOAD_HARD_LIMIT_MB = 100;

/**
 * Extensions (as file-type names the bytes) an upload may have. Anything a browser could run
 * (HTML, SVG, scripts) is absent on purpose: files are served from the console's own origin.
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'bmp'];
const UPLOADABLE = [...IMAGE_EXTENSIONS, 'mp4', 'mov', 'webm', 'mp3', 'wav', 'pdf', 'zip', 'xlsx', 'xls'];
/** ISO base media files: their play time is read from their own boxes. */
const ISO_MEDIA_EXTENSIONS = ['mp4', 'mov'];

/** The checks a caller may ask for (the check fields of `uploadFields`). */
export interface UploadChecks {
  /** Comma-separated extensions (".png", "jpg"), MIME types ("image/png") or families ("image/*"). */
  accept?: string;
  maxSizeMb?: number;
  width?: number;
  height?: number;
  /** "w:h" */
  ratio?: string;
  /** Longest play time of a video or audio file; a file whose length cannot be read is refused. */
  maxDurationS?: number;
}

/** Why an upload was refused; the route turns it into a localized answer. */
export type UploadProblem =
  | { kind: 'noFile' }
  | { kind: 'tooLarge'; maxMb: number }
  | { kind: 'wrongType'; accept: string }
  | { kind: 'notImage' }
  | { kind: 'wrongSize'; width: number | undefined; height: number | undefined }
  | { kind: 'wrongRatio'; ratio: string }
  | { kind: 'tooLong'; maxS: number }
  /** A url that is not a file this server stored for the caller's space. */
  | { kind: 'notOurs' };

export class UploadRejected extends Error {
  readonly problem: UploadProblem;

  constructor(problem: UploadProblem) {
    super(`upload rejected: ${problem.kind}`);
    this.name = 'UploadRejected';
    this.problem = problem;
  }
}

export interface CheckedFile {
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
  /** Play time in seconds, when a duration check asked for it. */
  durationS?: number;
}

/** The size limit that applies: the caller's, never above the server's. */
export function effectiveLimitMb(maxSizeMb: number | undefined): number {
  return Math.min(maxSizeMb ?? UPLOAD_HARD_LIMIT_MB, UPLOAD_HARD_LIMIT_MB);
}

const normalizeExt = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

function acceptList(accept: string): string[] {
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * A legacy Excel workbook is an OLE2 compound file, which file-type names "cfb" (Word and installer
 * files are too): it counts as xls only when the caller asked for xls.
 */
function asksForXls(accept: string | undefined): boolean {
  return accept !== undefined && acceptList(accept).some((a) => a === 'xls' || a === '.xls' || a === 'application/vnd.ms-excel');
}

function matchesAccept(accept: string, ext: string, mime: string): boolean {
  const wanted = acceptList(accept);
  return wanted.some((a) => {
    if (a.endsWith('/*')) return mime.startsWith(a.slice(0, -1));
    if (a.includes('/')) return a === mime || (a === 'image/jpg' && mime === 'image/jpeg');
    return normalizeExt(a.replace(/^\./, '')) === ext;
  });
}

/** Pixel size as shown: JPEG EXIF orientations 5-8 are rotated a quarter turn. */
function pixels(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    return size.orientation && size.orientation >= 5
      ? { width: size.height, height: size.width }
      : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/**
 * Checks a file by its bytes: its real type (never its name), its size, and the pixel size and
 * ratio when asked. Throws UploadRejected with the first problem found.
 */
export async function checkUpload(bytes: Uint8Array, checks: UploadChecks): Promise<CheckedFile> {
  if (bytes.length === 0) throw new UploadRejected({ kind: 'noFile' });
  const maxMb = effectiveLimitMb(checks.maxSizeMb);
  if (bytes.length > maxMb * BYTES_PER_MB) throw new UploadRejected({ kind: 'tooLarge', maxMb });

  const detected = await fileTypeFromBuffer(bytes);
  let ext = detected ? normalizeExt(detected.ext) : '';
  if (ext === 'cfb' && asksForXls(checks.accept)) ext = 'xls';
  const mime = contentTypeOf(`file.${ext}`);
  const accept = checks.accept ?? UPLOADABLE.join(', ');
  if (!UPLOADABLE.includes(ext) || !matchesAccept(accept, ext, mime)) throw new UploadRejected({ kind: 'wrongType', accept });

  let durationS: number | undefined;
  if (checks.maxDurationS !== undefined && (mime.startsWith('video/') || mime.startsWith('audio/'))) {
    const measured = ISO_MEDIA_EXTENSIONS.includes(ext) ? mp4DurationSeconds(bytes) : null;
    // A video whose length cannot be read is not the video it claims to be.
    if (measured === null) throw new UploadRejected({ kind: 'wrongType', accept });
    if (measured > checks.maxDurationS) throw new UploadRejected({ kind: 'tooLong', maxS: checks.maxDurationS });
    durationS = measured;
  }

  const wantsPixels = checks.width !== undefined || checks.height !== undefined || checks.ratio !== undefined;
  const size = mime.startsWith('image/') ? pixels(bytes) : null;
  if (wantsPixels && !size) throw new UploadRejected({ kind: 'notImage' });
  if (size) {
    if ((checks.width !== undefined && size.width !== checks.width) || (checks.height !== undefined && size.height !== checks.height)) {
      throw new UploadRejected({ kind: 'wrongSize', width: checks.width, height: checks.height });
    }
    if (checks.ratio) {
      const [rw, rh] = checks.ratio.split(':').map(Number) as [number, number];
      // Exact: width / height === rw / rh, compared without division.
      if (size.width * rh !== size.height * rw) throw new UploadRejected({ kind: 'wrongRatio', ratio: checks.ratio });
    }
  }
  const checked: CheckedFile = { ext, mime, width: size?.width ?? null, height: size?.height ?? null };
  if (durationS !== undefined) checked.durationS = durationS;
  return checked;
}

/** The client's file name, for display only: no directories, no control characters, bounded. */
export function displayName(fileName: string | undefined, ext: string): string {
  const base = [...path.basename((fileName ?? '').replace(/\\/g, '/'))]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || `file.${ext}`).slice(0, 255);
}

export interface UploadInput {
  tenantId: string;
  dir: string;
  fileName: string | undefined;
  bytes: Uint8Array;
  checks: UploadChecks;
  now: Date;
}

/** Checks an upload and stores it under "<tenant>/<dir>/<yyyymm>/<random>.<ext>". */
export async function storeUpload(storage: Storage, input: UploadInput): Promise<UploadResult> {
  const file = await checkUpload(input.bytes, input.checks);
  const month = input.now.toISOString().slice(0, 7).replace('-', '');
  const key = `${input.tenantId}/${input.dir}/${month}/${randomUUID().replace(/-/g, '')}.${file.ext}`;
  await storage.put(key, input.bytes);
  return {
    url: storage.url(key),
    fileName: displayName(input.fileName, file.ext),
    size: input.bytes.length,
    mime: file.mime,
    width: file.width,
    height: file.height,
  };
}

/**
 * The storage key of a url this server produced for the tenant ("<FILES_BASE>/<tenantId>/..."),
 * or null for any other url (another space's file, a foreign address, a malformed key).
 */
export function storedKeyOf(tenantId: string, url: string): string | null {
  const prefix = `${FILES_BASE}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  if (!isSafeKey(key) || !key.startsWith(`${tenantId}/`)) return null;
  return key;
}

export interface CheckedStoredFile extends CheckedFile {
  key: string;
  size: number;
}

/**
 * Re-checks a file a save call names by its url (the browser uploaded it earlier through uploadOssFile):
 * it must be one this server stored for the tenant, and its bytes must pass the same checks again,
 * so a url typed by hand or a file uploaded with looser checks cannot slip in. Throws UploadRejected.
 */
export async function checkStoredFile(storage: Storage, tenantId: string, url: string, checks: UploadChecks): Promise<CheckedStoredFile> {
  const key = storedKeyOf(tenantId, url.trim());
  const file = key ? await storage.read(key) : null;
  if (!key || !file) throw new UploadRejected({ kind: 'notOurs' });
  const maxMb = effectiveLimitMb(checks.maxSizeMb);
  if (file.size > maxMb * BYTES_PER_MB) {
    file.body.destroy();
    throw new UploadRejected({ kind: 'tooLarge', maxMb });
  }
  const bytes = await buffer(file.body);
  const checked = await checkUpload(bytes, checks);
  return { ...checked, key, size: bytes.length };
}
