import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILES_BASE } from '@iotc/shared';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StoredFile {
  body: Readable;
  /** The whole file's size (not the range's). */
  size: number;
  contentType: string;
}

/** Bytes `start` to `end` of a file, both included (as HTTP Range says them); `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where uploaded files live. Keys are relative paths ("<tenant>/<dir>/<month>/<id>.<ext>") made by
 * the server, never by a client; the extension says the content type (it comes from the file's bytes).
 * The local-disk implementation below is the embedded default; an S3-compatible one can replace it.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Null when the key is malformed or nothing is stored under it; with a range, the body streams only those bytes. */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** The public address the browser loads the file from. */
  url(key: string): string;
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

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file, range), size: info.size, contentType: contentTypeOf(key) };
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
