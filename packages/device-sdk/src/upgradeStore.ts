import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a device keeps the part of a firmware file it has downloaded, so that a download cut by a power loss or
 * a dropped link resumes (HTTP Range) instead of starting over. One entry per download, named by the upgrade flow
 * (device, task and file hash): a different file is never appended to another's bytes.
 */
export interface UpgradeStore {
  /** Bytes kept under `key`; 0 when none. */
  size(key: string): Promise<number>;
  append(key: string, chunk: Uint8Array): Promise<void>;
  /** Everything kept under `key`. */
  read(key: string): Promise<Buffer>;
  /** Forgets the entry (the upgrade ended, or its bytes are of no use). */
  remove(key: string): Promise<void>;
}

/** Keeps partial downloads in memory: they survive a reconnect or a new client given the same store, not the process. */
export class MemoryUpgradeStore implements UpgradeStore {
  private readonly entries = new Map<string, Buffer[]>();

  size(key: string): Promise<number> {
    return Promise.resolve((this.entries.get(key) ?? []).reduce((sum, chunk) => sum + chunk.length, 0));
  }

  append(key: string, chunk: Uint8Array): Promise<void> {
    const chunks = this.entries.get(key) ?? [];
    // A copy: the caller may reuse its buffer.
    chunks.push(Buffer.from(chunk));
    this.entries.set(key, chunks);
    return Promise.resolve();
  }

  read(key: string): Promise<Buffer> {
    return Promise.resolve(Buffer.concat(this.entries.get(key) ?? []));
  }

  remove(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}

/** Keeps partial downloads as files under a directory (created when needed), so they survive a restart of the process. */
export class DirectoryUpgradeStore implements UpgradeStore {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly dir: string) {}

  async size(key: string): Promise<number> {
    try {
      return (await stat(this.file(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
  }

  async append(key: string, chunk: Uint8Array): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    await appendFile(this.file(key), chunk);
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
      throw error;
    }
  }

  remove(key: string): Promise<void> {
    return rm(this.file(key), { force: true });
  }

  /** The key holds ids sent by the server: hashed, it names a file that cannot leave the directory. */
  private file(key: string): string {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex')}.part`);
  }
}
