import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
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
  /** The SHA-256 (hex) of the bytes kept under `key`. */
  sha256(key: string): Promise<string>;
  /** Everything kept under `key`, for the install (empty from a store that keeps only digests). */
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

  sha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    for (const chunk of this.entries.get(key) ?? []) hash.update(chunk);
    return Promise.resolve(hash.digest('hex'));
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

  async sha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    try {
      // Streamed: the file is not held whole to be hashed.
      for await (const chunk of createReadStream(this.file(key))) hash.update(chunk as Buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return hash.digest('hex');
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

/**
 * Keeps no bytes, only how many arrived and their running SHA-256: enough to resume and check a download, not to
 * install it (read answers an empty buffer). For simulated devices, thousands of which would otherwise each hold
 * a whole firmware file in memory.
 */
export class DigestUpgradeStore implements UpgradeStore {
  private readonly entries = new Map<string, { size: number; hash: Hash }>();

  size(key: string): Promise<number> {
    return Promise.resolve(this.entries.get(key)?.size ?? 0);
  }

  append(key: string, chunk: Uint8Array): Promise<void> {
    const entry = this.entries.get(key) ?? { size: 0, hash: createHash('sha256') };
    entry.size += chunk.length;
    entry.hash.update(chunk);
    this.entries.set(key, entry);
    return Promise.resolve();
  }

  sha256(key: string): Promise<string> {
    // A copy: the running hash goes on if more bytes come.
    return Promise.resolve((this.entries.get(key)?.hash.copy() ?? createHash('sha256')).digest('hex'));
  }

  read(): Promise<Buffer> {
    return Promise.resolve(Buffer.alloc(0));
  }

  remove(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
