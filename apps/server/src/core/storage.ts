import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILES_BASE } from '@iotc/shared';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StoredFile {
  /** The file's bytes, or only those of the range asked for. */
  body: Readable;
  /** The whole file's size in bytes, even when a range was asked for. */
  size: number;
  contentType: string;
}

/**
 * Bytes `start` to `end` of a file, both included and counted from 0, as an HTTP Range says them (`bytes=start-end`);
 * no `end`: to the last byte.
 */
export interface ByteRange {
  start: number;
  end?: number;
}

/** A streamed put went over its limit: nothing was stored. */
export class StorageLimitExceeded extends Error {
  constructor(readonly limitBytes: number) {
    super(`more than ${limitBytes} bytes`);
    this.name = 'StorageLimitExceeded';
  }
}

/**
 * Where uploaded files live. Keys are relative paths ("<tenant>/<dir>/<month>/<id>.<ext>") made by
 * the server, never by a client; the extension says the content type (it comes from the file's bytes).
 * The local-disk implementation below is the embedded default; an S3-compatible one can replace it.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores what `source` streams, never holding it whole; answers the number of bytes stored. Past `limitBytes`
   * it stops reading and throws StorageLimitExceeded; on that or any error nothing is left under the key.
   */
  putStream(key: string, source: Readable, limitBytes: number): Promise<number>;
  /**
   * Null when the key is malformed or nothing is stored under it. With a range, the body streams only those
   * bytes (an end past the file stops at its last byte) while `size` stays the whole file's: a range that starts
   * at or past `size` gives an empty body, so a caller answering HTTP checks `range.start < size` for its 416.
   */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** The public address the browser loads the file from. */
  url(key: string): string;
}

/**
 * The folder (the segment after the tenant) of firmware files: never served by the public files route, only to
 * devices by a signed address and to the console by a signed-in download.
 */
export const FIRMWARE_DIR = 'firmware';

/**
 * The folder of offline panels' unpacked packages and language packs: never served by the public files route, only
 * by a signed, sandboxed preview address (a package holds pages and scripts, which must not run on the console's origin).
 */
export const OFFLINE_PANEL_PACKAGE_DIR = 'offlinePanelPackage';

/** The folder of voice platforms' secret files (stored encrypted): never served, only described. */
export const VOICE_SECRET_DIR = 'voiceSecret';

const PRIVATE_DIRS = [FIRMWARE_DIR, OFFLINE_PANEL_PACKAGE_DIR, VOICE_SECRET_DIR];

/** Whether the public files route may serve the key: anything outside the private folders. */
export function isPublicKey(key: string): boolean {
  return !PRIVATE_DIRS.includes(key.split('/')[1] ?? '');
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Plain path segments only: no empty, dot-leading ("..", ".env") or escaping segments. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s));
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  ttf: 'font/ttf',
  woff: 'font/woff',
};

export function contentTypeOf(key: string): string {
  const ext = path.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file path of a key, or null when the key could leave the root. */
  private pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside then rename, so a reader never sees half a file.
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async putStream(key: string, source: Readable, limitBytes: number): Promise<number> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > limitBytes ? new StorageLimitExceeded(limitBytes) : null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(tmp));
      await rename(tmp, file);
      return size;
    } catch (error) {
      // The source is left unread past the limit: whoever feeds it drains or drops the rest.
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const contentType = contentTypeOf(key);
    if (!range) return { body: createReadStream(file), size: info.size, contentType };
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    const body = range.start > end ? Readable.from([]) : createReadStream(file, { start: range.start, end });
    return { body, size: info.size, contentType };
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }

  url(key: string): string {
    return `${FILES_BASE}/${key}`;
  }
}

/** The storage of the embedded mode: files under `<dataDir>/uploads`. */
export function createStorage(dataDir: string): Storage {
  return new LocalDiskStorage(path.join(dataDir, 'uploads'));
}

/** Decorates the app with `storage` (needs `app.config`). */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', createStorage(app.config.dataDir));
  },
  { name: 'iotc-storage' },
);
