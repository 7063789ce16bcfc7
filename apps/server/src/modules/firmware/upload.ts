import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { BYTES_PER_MB, ErrorCode } from '@iotc/shared';
import { FIRMWARE_FILE_KINDS, firmwareUpload, type FirmwareFileKind, type FirmwareUploadResult } from '@iotc/shared/firmware';
import { AppError } from '../../core/errors.ts';
import { FIRMWARE_DIR, isSafeKey, StorageLimitExceeded, type Storage } from '../../core/storage.ts';
import { rejection } from '../files/routes.ts';
import { displayName } from '../files/service.ts';

/**
 * Firmware files: streamed to storage under "<tenant>/firmware/<yyyymm>/<random>.bin" while counted and hashed
 * (SHA-256 and MD5), never held whole. Beside each, "<key>.json" keeps what the upload measured, so a version's
 * save takes its size and hashes from the server, never from the client. The key is the upload's token.
 */

/** file-type reads at most this many leading bytes to name a format. */
const HEAD_BYTES = 4100;

/** What the upload measured, kept beside the file. */
const storedMeta = z.object({
  kind: z.enum(FIRMWARE_FILE_KINDS),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  md5: z.string(),
});
export type StoredFirmwareFile = z.infer<typeof storedMeta> & { key: string };

const metaKey = (key: string) => `${key}.json`;

const kindField = z.enum(FIRMWARE_FILE_KINDS, { error: 'validation.invalid' }).default('upgrade');

const onlyBin = () => new AppError(ErrorCode.UnsupportedMedia, {}, 'firmware.onlyBin');
const tooLarge = (kind: FirmwareFileKind) => new AppError(ErrorCode.PayloadTooLarge, { maxMb: firmwareUpload[kind].maxSizeMb }, 'firmware.tooLarge');

/** The largest file the upload route reads (the production file's limit): the kind's own limit cuts sooner. */
export const FIRMWARE_UPLOAD_MAX_MB = Math.max(...FIRMWARE_FILE_KINDS.map((kind) => firmwareUpload[kind].maxSizeMb));

/** Passes the bytes on while hashing them and keeping the first HEAD_BYTES. */
class Measure extends Transform {
  readonly sha256 = createHash('sha256');
  readonly md5 = createHash('md5');
  private readonly heads: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.sha256.update(chunk);
    this.md5.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      this.heads.push(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.headLength += Math.min(chunk.length, HEAD_BYTES - this.headLength);
    }
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.heads);
  }
}

async function removeStored(storage: Storage, key: string): Promise<void> {
  await Promise.all([storage.remove(key), storage.remove(metaKey(key))]);
}

/**
 * Stores one firmware file of the form: named .bin, of at most the kind's limit (10M for an upgrade file), and not
 * a file of a known format renamed (its first bytes). Any refusal leaves nothing stored.
 */
async function storeFile(storage: Storage, tenantId: string, now: Date, kind: FirmwareFileKind, fileName: string, file: Readable): Promise<FirmwareUploadResult> {
  if (!fileName.toLowerCase().endsWith('.bin')) {
    file.resume();
    throw onlyBin();
  }
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const key = `${tenantId}/${FIRMWARE_DIR}/${month}/${randomUUID().replace(/-/g, '')}.bin`;
  const measure = new Measure();
  let size: number;
  try {
    size = await storage.putStream(key, file.pipe(measure), firmwareUpload[kind].maxSizeMb * BYTES_PER_MB);
  } catch (error) {
    // The rest of the request is read and dropped, so the answer goes out over a healthy connection.
    file.unpipe(measure);
    file.resume();
    throw error instanceof StorageLimitExceeded ? tooLarge(kind) : error;
  }
  const refusal = size === 0 ? rejection({ kind: 'noFile' }) : (await fileTypeFromBuffer(measure.head)) ? onlyBin() : null;
  if (refusal) {
    await removeStored(storage, key);
    throw refusal;
  }
  const result = { fileName: displayName(fileName, 'bin'), size, sha256: measure.sha256.digest('hex'), md5: measure.md5.digest('hex') };
  await storage.put(metaKey(key), Buffer.from(JSON.stringify({ kind, ...result })));
  return { token: key, ...result };
}

/**
 * Reads the upload form (`kind` upgrade|production, which must come before `file`; upgrade when absent) and
 * stores its file. Meant for readMultipart.
 */
export async function storeFirmwareUpload(storage: Storage, tenantId: string, now: Date, parts: AsyncIterable<Multipart>): Promise<FirmwareUploadResult> {
  let kind: FirmwareFileKind = 'upgrade';
  let result: FirmwareUploadResult | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'kind') kind = kindField.parse(part.value);
      continue;
    }
    if (result) {
      part.file.resume();
      continue;
    }
    result = await storeFile(storage, tenantId, now, kind, part.filename, part.file);
  }
  if (!result) throw rejection({ kind: 'noFile' });
  return result;
}

/**
 * The stored firmware file a version names by its upload token: one of the caller's space, of the kind asked for,
 * with what its upload measured. Anything else is refused as not this space's upload.
 */
export async function storedFirmwareFile(storage: Storage, tenantId: string, token: string, kind: FirmwareFileKind): Promise<StoredFirmwareFile> {
  const key = token.trim();
  const ours = isSafeKey(key) && key.startsWith(`${tenantId}/${FIRMWARE_DIR}/`) && key.endsWith('.bin');
  const file = ours ? await storage.read(metaKey(key)) : null;
  const meta = file ? storedMeta.safeParse(JSON.parse((await buffer(file.body)).toString('utf8'))) : null;
  if (!meta?.success || meta.data.kind !== kind) throw rejection({ kind: 'notOurs' });
  return { key, ...meta.data };
}
