import yauzl, { type Entry } from 'yauzl';
import { BYTES_PER_MB, ErrorCode, OFFLINE_PANEL_ENTRIES_MAX, OFFLINE_PANEL_UNPACKED_MAX_MB } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { StorageLimitExceeded, type Storage } from '../../core/storage.ts';
import type { OfflinePanelFile } from './tables.ts';

/**
 * Unpacks an offline panel's package (a ZIP) into storage, entry by entry, trusting nothing it says: every name must
 * stay inside the package (no absolute path, drive letter, backslash, `..`, empty or `.` segment, no symlink, at most
 * ENTRY_NAME_MAX characters), and the entries and bytes are counted while inflating, so a header that lies about a
 * size stops at the bound as surely as an honest one. Any refusal removes everything written.
 */

const UNPACKED_MAX_BYTES = OFFLINE_PANEL_UNPACKED_MAX_MB * BYTES_PER_MB;
const ENTRY_NAME_MAX = 255;
/** The file-type bits of a Unix mode (external attributes' high half), and a symlink's. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MADE_BY_UNIX = 3;

/** The storage key of a package's `index`-th file: names are kept in the file list, never in keys (they need not be key-safe). */
export const packageFileKey = (prefix: string, index: number) => `${prefix}/${index}`;

export interface UnpackedPackage {
  files: OfflinePanelFile[];
  unpackedSize: number;
}

const escapes = (entry: string) => new AppError(ErrorCode.Validation, { entry: entry.slice(0, ENTRY_NAME_MAX) }, 'offlinePanel.packageEscapes');
const overLimit = () => new AppError(ErrorCode.PayloadTooLarge, { maxMb: OFFLINE_PANEL_UNPACKED_MAX_MB, maxEntries: OFFLINE_PANEL_ENTRIES_MAX }, 'offlinePanel.packageUnpackLimit');
export const notZip = () => new AppError(ErrorCode.UnsupportedMedia, {}, 'offlinePanel.packageType');

/** A name that stays inside the package: relative, plain segments, no control characters. */
function isInside(name: string): boolean {
  if (name.length === 0 || name.length > ENTRY_NAME_MAX) return false;
  if (name.includes('\\') || /^[a-zA-Z]:/.test(name) || name.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function isSymlink(entry: Entry): boolean {
  return entry.versionMadeBy >> 8 === MADE_BY_UNIX && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** yauzl's own refusal of an entry that inflates to more than its header says (validateEntrySizes). */
const isSizeLie = (error: unknown) => error instanceof Error && error.message.startsWith('too many bytes in the stream');

async function unpackEntries(storage: Storage, prefix: string, zip: Buffer, files: OfflinePanelFile[], written: string[]): Promise<number> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(zip, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw notZip();
  }
  let total = 0;
  let entries = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      entries += 1;
      if (entries > OFFLINE_PANEL_ENTRIES_MAX) throw overLimit();
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      const isDirectory = name.endsWith('/');
      if (!isInside(isDirectory ? name.slice(0, -1) : name) || isSymlink(entry)) throw escapes(name);
      if (isDirectory) continue;
      // A repeated path would be listed twice and served once: which one is a guess.
      if (files.some((file) => file.path === name)) throw notZip();
      if (!entry.canDecodeFileData()) throw notZip();
      // An honest header of a bomb is refused before a byte is inflated; a lying one by the write's limit below.
      if (total + entry.uncompressedSize > UNPACKED_MAX_BYTES) throw overLimit();
      const key = packageFileKey(prefix, files.length);
      written.push(key);
      const stream = await zipfile.openReadStreamPromise(entry);
      // The write below fails with the entry's error; yauzl's stream may emit it again once the write has given up on it.
      stream.on('error', () => undefined);
      // The write stops at what the whole package may still unpack to, whatever the header said.
      const size = await storage.putStream(key, stream, UNPACKED_MAX_BYTES - total).finally(() => stream.destroy());
      total += size;
      files.push({ path: name, size });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof StorageLimitExceeded || isSizeLie(error)) throw overLimit();
    throw notZip();
  } finally {
    zipfile.close();
  }
  return total;
}

/**
 * Unpacks the package under `prefix` (its files at packageFileKey(prefix, i), in the order of the answer's list).
 * Refused with offlinePanel.packageType (not a readable ZIP), packageEscapes (the entry's name), packageUnpackLimit
 * or packageEmpty, leaving nothing stored.
 */
export async function unpackPackage(storage: Storage, prefix: string, zip: Buffer): Promise<UnpackedPackage> {
  const files: OfflinePanelFile[] = [];
  const written: string[] = [];
  try {
    const unpackedSize = await unpackEntries(storage, prefix, zip, files, written);
    if (files.length === 0) throw new AppError(ErrorCode.Validation, {}, 'offlinePanel.packageEmpty');
    return { files, unpackedSize };
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
}
