import { createInflateRaw } from 'node:zlib';
import { SheetProblem } from './problem.ts';

/**
 * Entries of a zip archive held in memory (an upload of a few megabytes). The central directory says
 * where each entry is, so only the entries wanted are touched, in any order; an entry is inflated as
 * a stream, and every byte it unpacks to is counted against a budget as it comes out, so a bomb is
 * refused after the budget, never held whole.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA = 0x0001;
const UNKNOWN_32 = 0xffffffff;
/** Pieces a stored entry is handed out in, and the inflater's output size: the unit the budget is checked in. */
const PIECE = 64 * 1024;

const unreadable = () => new SheetProblem('unreadable');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The offset of the end-of-central-directory record: the last one, searched back over the longest comment. */
function endOfDirectory(data: DataView): number {
  const lowest = Math.max(0, data.byteLength - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = data.byteLength - END_OF_DIRECTORY_SIZE; at >= lowest; at--) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

/** Sizes and offset a zip64 extra field holds for the directory fields that say "see zip64" (in this order). */
function zip64Values(data: DataView, extraStart: number, extraEnd: number, wanted: boolean[]): number[] {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = data.getUint16(at, true);
    const size = data.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      const values: number[] = [];
      let field = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (field + 8 > at + 4 + size) throw unreadable();
        values.push(Number(data.getBigUint64(field, true)));
        field += 8;
      }
      return values;
    }
    at += 4 + size;
  }
  throw unreadable();
}

/**
 * The archive's entries by name, from its central directory; throws SheetProblem('unreadable') when
 * the bytes are no zip archive or a broken one. Reads only the directory (no entry is inflated).
 */
export function zipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const data = view(bytes);
  if (data.byteLength < END_OF_DIRECTORY_SIZE) throw unreadable();
  const end = endOfDirectory(data);
  const count = data.getUint16(end + 10, true);
  const directoryOffset = data.getUint32(end + 16, true);
  // A zip64 end record only serves archives of more than 65,535 entries or 4 GB: never an upload.
  if (count === 0xffff || directoryOffset === UNKNOWN_32) throw unreadable();
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.getUint32(at, true) !== DIRECTORY_ENTRY) throw unreadable();
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    let compressedSize = data.getUint32(at + 20, true);
    const size = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    let localHeaderOffset = data.getUint32(at + 42, true);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > end) throw unreadable();
    // Bit 0: encrypted.
    if (flags & 1) throw unreadable();
    if (compressedSize === UNKNOWN_32 || localHeaderOffset === UNKNOWN_32) {
      const wide = [size === UNKNOWN_32, compressedSize === UNKNOWN_32, localHeaderOffset === UNKNOWN_32];
      const values = zip64Values(data, extraStart, extraStart + extraLength, wide);
      if (wide[0]) values.shift();
      if (wide[1]) compressedSize = values.shift()!;
      if (wide[2]) localHeaderOffset = values.shift()!;
    }
    const name = decoder.decode(bytes.subarray(nameStart, extraStart));
    entries.set(name, { name, method, compressedSize, localHeaderOffset });
    at = next;
  }
  return entries;
}

/** The entry's stored bytes, found through its local header. */
function storedBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > data.byteLength || data.getUint32(at, true) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.byteLength) throw unreadable();
  return bytes.subarray(start, end);
}

/** What the entries of one archive may unpack to, together. */
export class UnpackBudget {
  private left: number;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    this.left = maxBytes;
  }

  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new SheetProblem('unpackedTooLarge', this.maxBytes);
  }
}

/**
 * The entry's unpacked bytes in pieces of at most 64 KB, each counted against `budget` before it is
 * handed out; inflation runs only as fast as the pieces are taken, and stops when the caller stops.
 */
export async function* entryBytes(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Uint8Array> {
  const packed = storedBytes(bytes, entry);
  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += PIECE) {
      const piece = packed.subarray(at, at + PIECE);
      budget.spend(piece.length);
      yield piece;
    }
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflater = createInflateRaw({ chunkSize: PIECE });
  inflater.end(packed);
  const pieces = inflater[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await pieces.next();
      } catch {
        // Corrupt deflate data.
        throw unreadable();
      }
      if (next.done) return;
      budget.spend(next.value.length);
      yield next.value;
    }
  } finally {
    inflater.destroy();
  }
}
