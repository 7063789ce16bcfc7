import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Lang, translate, WORK_ORDER_MAX_MEDIA, WORK_ORDER_VIDEO_MAX_BYTES } from '@iotc/shared';
import {
  mediaKindOf,
  WORK_ORDER_MEDIA_ACCEPT,
  WORK_ORDER_MEDIA_FIELD,
  type WorkOrderMedia,
  type WorkOrderMediaKind,
  workOrderMediaLimit,
} from '@iotc/shared/workOrders';
import { AppError } from '../../core/errors.ts';
import { readMultipart } from '../../core/multipart.ts';
import type { Storage } from '../../core/storage.ts';
import { checkUpload, displayName, UploadRejected } from '../files/service.ts';

/** The multipart limits of the submit and reply calls; the per-kind sizes are checked on the bytes. */
export const MEDIA_MULTIPART_LIMITS = {
  // The largest file anyone may send (a video); a bigger one is cut here and refused, never read whole.
  fileSize: WORK_ORDER_VIDEO_MAX_BYTES,
  // Files past the allowed 3 are counted and drained, so the answer can say "at most 3".
  files: 10,
  fields: 20,
  fieldSize: 10_000,
};

interface ReceivedFile {
  name: string;
  bytes: Buffer;
  /** Longer than MEDIA_MULTIPART_LIMITS.fileSize: only the head was kept. */
  truncated: boolean;
}

export interface MediaForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** How many files were sent, including those not kept. */
  fileCount: number;
}

/** Reads a multipart form (fields and media in any order), or the JSON body of a call without media. */
export async function readMediaForm(request: FastifyRequest): Promise<MediaForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, string>) : {};
    return { fields, files: [], fileCount: 0 };
  }
  return readMultipart(request, async (parts) => {
    const form: MediaForm = { fields: {}, files: [], fileCount: 0 };
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== WORK_ORDER_MEDIA_FIELD) {
        part.file.resume();
        continue;
      }
      form.fileCount += 1;
      if (form.fileCount > WORK_ORDER_MAX_MEDIA) {
        // Refused anyway: drained, not kept in memory.
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      form.files.push({ name: part.filename, bytes, truncated: part.file.truncated });
    }
    return form;
  });
}

export interface CheckedMedia {
  fileName: string;
  ext: string;
  mime: string;
  kind: WorkOrderMediaKind;
  bytes: Buffer;
}

/** A refused attachment: its name and the upload check's sentence, with the check's code. */
function refusal(lang: Lang, fileName: string, code: ErrorCode, reasonKey: string, params: Record<string, string | number>): AppError {
  return new AppError(code, { fileName, reason: translate(lang, reasonKey, params) }, 'error.mediaRefused');
}

/**
 * Checks every file by its bytes before anything is stored: at most 3, images (png, jpg, gif, webp,
 * bmp) up to 10 MB, videos (mp4, mov, webm) up to 20 MB; anything else is refused whatever its name.
 */
export async function checkMedia(form: MediaForm, lang: Lang): Promise<CheckedMedia[]> {
  if (form.fileCount > WORK_ORDER_MAX_MEDIA) throw new AppError(ErrorCode.TooManyMedia, { max: WORK_ORDER_MAX_MEDIA });
  const checked: CheckedMedia[] = [];
  for (const file of form.files) {
    const fileName = displayName(file.name, 'bin');
    let ext: string;
    let mime: string;
    try {
      // The type first (even a truncated head names it), then the limit of that kind.
      ({ ext, mime } = await checkUpload(file.bytes, { accept: WORK_ORDER_MEDIA_ACCEPT }));
    } catch (error) {
      if (!(error instanceof UploadRejected)) throw error;
      if (error.problem.kind === 'noFile') throw refusal(lang, fileName, ErrorCode.Validation, 'upload.noFile', {});
      throw refusal(lang, fileName, ErrorCode.UnsupportedMedia, 'upload.wrongType', { accept: WORK_ORDER_MEDIA_ACCEPT });
    }
    const kind = mediaKindOf(ext);
    if (!kind) throw refusal(lang, fileName, ErrorCode.UnsupportedMedia, 'upload.wrongType', { accept: WORK_ORDER_MEDIA_ACCEPT });
    const limit = workOrderMediaLimit[kind];
    if (file.truncated || file.bytes.length > limit.maxBytes) {
      throw refusal(lang, fileName, ErrorCode.PayloadTooLarge, 'upload.tooLarge', { maxMb: limit.maxMb });
    }
    checked.push({ fileName, ext, mime, kind, bytes: file.bytes });
  }
  return checked;
}

export interface StoredMedia {
  media: WorkOrderMedia[];
  keys: string[];
}

/** Stores checked files under "<tenant>/workOrder/<yyyymm>/<random>.<ext>"; on a failure removes what it wrote. */
export async function storeMedia(storage: Storage, tenantId: string, files: CheckedMedia[], now: Date): Promise<StoredMedia> {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const stored: StoredMedia = { media: [], keys: [] };
  try {
    for (const file of files) {
      const key = `${tenantId}/workOrder/${month}/${randomUUID().replace(/-/g, '')}.${file.ext}`;
      await storage.put(key, file.bytes);
      stored.keys.push(key);
      stored.media.push({ url: storage.url(key), fileName: file.fileName, kind: file.kind, mime: file.mime, size: file.bytes.length });
    }
  } catch (error) {
    await removeMedia(storage, stored);
    throw error;
  }
  return stored;
}

/** Undoes storeMedia when the row that would hold the files was refused. */
export async function removeMedia(storage: Storage, stored: StoredMedia): Promise<void> {
  await Promise.all(stored.keys.map((key) => storage.remove(key).catch(() => undefined)));
}
