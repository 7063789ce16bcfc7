/**
 * The play time of an MP4 (ISO base media file: mp4, mov, m4v, 3gp), read from its own boxes:
 * `moov` → `mvhd` gives the movie's timescale (units per second) and duration. A fragmented file whose
 * `mvhd` says 0 carries the whole length in `moov` → `mvex` → `mehd`. No external tool is run.
 */

interface Box {
  type: string;
  /** Where the box's content starts and ends (after its header). */
  start: number;
  end: number;
}

/** More boxes than this side by side is no video anyone uploads: stop rather than loop on garbage. */
const MAX_BOXES = 10_000;

/** The boxes directly inside bytes[from, to), stopping at the first malformed header. */
function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  let offset = from;
  let count = 0;
  while (offset + 8 <= to && count++ < MAX_BOXES) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(view.getUint8(offset + 4), view.getUint8(offset + 5), view.getUint8(offset + 6), view.getUint8(offset + 7));
    let header = 8;
    if (size === 1) {
      // 64-bit size after the type.
      if (offset + 16 > to) return;
      const large = view.getBigUint64(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // The box runs to the end of its parent.
      size = to - offset;
    }
    if (size < header || offset + size > to) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(view: DataView, parent: { start: number; end: number }, type: string): Box | null {
  for (const box of boxes(view, parent.start, parent.end)) if (box.type === type) return box;
  return null;
}

/** A full box's (version, then 3 bytes of flags) 32- or 64-bit field; null when it does not fit. */
function readSized(view: DataView, offset: number, wide: boolean, end: number): number | null {
  if (offset + (wide ? 8 : 4) > end) return null;
  if (!wide) return view.getUint32(offset);
  const value = view.getBigUint64(offset);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/** All ones: the writer did not know the duration. */
const UNKNOWN_32 = 0xffffffff;

interface MovieHeader {
  timescale: number;
  duration: number | null;
}

function movieHeader(view: DataView, mvhd: Box): MovieHeader | null {
  if (mvhd.start + 4 > mvhd.end) return null;
  const version = view.getUint8(mvhd.start);
  if (version > 1) return null;
  const wide = version === 1;
  // version/flags, creation time, modification time, then timescale and duration.
  const timescaleAt = mvhd.start + 4 + (wide ? 16 : 8);
  if (timescaleAt + 4 > mvhd.end) return null;
  const timescale = view.getUint32(timescaleAt);
  const duration = readSized(view, timescaleAt + 4, wide, mvhd.end);
  if (timescale === 0 || duration === null) return null;
  return { timescale, duration: !wide && duration === UNKNOWN_32 ? null : duration };
}

function fragmentDuration(view: DataView, moov: Box): number | null {
  const mvex = child(view, moov, 'mvex');
  const mehd = mvex && child(view, mvex, 'mehd');
  if (!mehd || mehd.start + 4 > mehd.end) return null;
  const version = view.getUint8(mehd.start);
  if (version > 1) return null;
  return readSized(view, mehd.start + 4, version === 1, mehd.end);
}

/** The duration in seconds, or null when the bytes hold no readable movie header. */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let moov: Box | null = null;
  for (const box of boxes(view, 0, bytes.byteLength)) {
    if (box.type === 'moov') {
      moov = box;
      break;
    }
  }
  if (!moov) return null;
  const mvhd = child(view, moov, 'mvhd');
  const header = mvhd && movieHeader(view, mvhd);
  if (!header) return null;
  let duration = header.duration;
  if (!duration) duration = fragmentDuration(view, moov) ?? duration;
  if (duration === null) return null;
  // A movie of zero length is no video; a fragmented one without mehd does not say its length here.
  if (duration === 0) return null;
  return duration / header.timescale;
}
