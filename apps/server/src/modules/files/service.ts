import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { BYTES_PER_MB, type UploadResult } from '@iotc/shared';
import { contentTypeOf, type Storage } from '../../core/storage.ts';

/** The largest upload the server reads at all, whatever the caller asks for. */
export const UPLOAD_HARD_LIMIT_MB = 100;

/**
 * Extensions (as file-type names the bytes) an upload may have. Anything a browser could run
 * (HTML, SVG, scripts) is absent on purpose: files are served from the console's own origin.
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'bmp'];
const UPLOADABLE = [...IMAGE_EXTENSIONS, 'mp4', 'mov', 'webm', 'mp3', 'wav', 'pdf', 'zip'];

/** The checks a caller may ask for (the check fields of `uploadFields`). */
export interface UploadChecks {
  /** Comma-separated extensions (".png", "jpg"), MIME types ("image/png") or families ("image/*"). */
  accept?: string;
  maxSizeMb?: number;
  width?: number;
  height?: number;
  /** "w:h" */
  ratio?: string;
}

/** Why an upload was refused; the route turns it into a localized answer. */
export type UploadProblem =
  | { kind: 'noFile' }
  | { kind: 'tooLarge'; maxMb: number }
  | { kind: 'wrongType'; accept: string }
  | { kind: 'notImage' }
  | { kind: 'wrongSize'; width: number | undefined; height: number | undefined }
  | { kind: 'wrongRatio'; ratio: string };

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
}

/** The size limit that applies: the caller's, never above the server's. */
export function effectiveLimitMb(maxSizeMb: number | undefined): number {
  return Math.min(maxSizeMb ?? UPLOAD_HARD_LIMIT_MB, UPLOAD_HARD_LIMIT_MB);
}

const normalizeExt = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

function matchesAccept(accept: string, ext: string, mime: string): boolean {
  const wanted = accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
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
  const ext = detected ? normalizeExt(detected.ext) : '';
  const mime = contentTypeOf(`file.${ext}`);
  const accept = checks.accept ?? UPLOADABLE.join(', ');
  if (!UPLOADABLE.includes(ext) || !matchesAccept(accept, ext, mime)) throw new UploadRejected({ kind: 'wrongType', accept });

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
  return { ext, mime, width: size?.width ?? null, height: size?.height ?? null };
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
