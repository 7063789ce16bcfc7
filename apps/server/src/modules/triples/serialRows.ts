import type { MessageParams } from '@iotc/shared';
import type { SheetLimits, SheetRow } from '../../core/sheets/xlsx.ts';

/**
 * The rows of a serial-number file (spec 001 §5) and the bounds it is read within. One serial number
 * per row in the first column, an optional MAC in the second, an optional header row; blank rows are
 * skipped. This module runs in the parsing worker: it imports no server module, and its syntax is
 * plain enough for Node's type stripping.
 */

export interface SerialRow {
  sn: string;
  mac: string | null;
}

/**
 * Bounds of one file, checked while it is read. An xlsx of 100,000 serial numbers with their MACs
 * (1.6 MB) unpacks to 14-18 MB, 200,000 of it shared strings when the writer uses them; the limits
 * leave room for a few more columns while keeping a worker's memory small.
 */
export const SERIAL_FILE_LIMITS = {
  /** SN and MAC. */
  columns: 2,
  unpackedBytes: 50 * 1024 * 1024,
  sharedStrings: 500_000,
  /** More than Excel's 32,767 characters of a cell, even written with entities. */
  textChars: 200_000,
  cellChars: 256,
} as const satisfies SheetLimits;
/** Blank rows tolerated (besides the serial numbers and a header): a sheet of a million empty rows is refused after these. */
export const BLANK_ROWS_MAX = 1000;
const SN_MAX_LENGTH = 64;
const SN_CONTROL_CHARS = /\p{Cc}/u;
/** Six hex pairs, with one separator kind throughout or none. */
const MAC = /^[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}$/;
/** A first row naming the column instead of holding a serial number. */
const HEADER = /^(sn|s\/n|sn ?码|serial|serial[ _-]?(number|no\.?)|serialnumber|序列号|设备序列号)$/i;

/** A limit as its message shows it (500,000). */
export const grouped = (n: number) => n.toLocaleString('en-US');

/** Why a file cannot be used: the message key (serialFile.*, a whole sentence) and its parameters. */
export class SerialFileProblem extends Error {
  readonly reason: string;
  readonly params: MessageParams;

  constructor(reason: string, params: MessageParams = {}) {
    super(reason);
    this.name = 'SerialFileProblem';
    this.reason = reason;
    this.params = params;
  }
}

/** The file unpacks to more than SERIAL_FILE_LIMITS allow (or its reading needed more memory than a worker has). */
export function unpackedTooLarge(): SerialFileProblem {
  return new SerialFileProblem('serialFile.unpackedTooLarge', { maxMb: SERIAL_FILE_LIMITS.unpackedBytes / (1024 * 1024) });
}

/**
 * Checks the rows of one file in order. The file must hold exactly `count` serial numbers: reading
 * stops at the first row past them.
 */
export class SerialRowCheck {
  private readonly count: number;
  private seen = 0;
  private blank = 0;
  private first = true;

  constructor(count: number) {
    this.count = count;
  }

  /** The row's serial number, or null for a blank or header row; throws SerialFileProblem. */
  take({ row, cells }: SheetRow): SerialRow | null {
    const max = SERIAL_FILE_LIMITS.cellChars;
    if (cells.some((cell) => cell.length > max)) throw new SerialFileProblem('serialFile.cellTooLong', { row, max });
    const [sn, mac] = [cells[0]!.trim(), cells[1]!.trim()];
    if (!sn && !mac) {
      if (++this.blank > BLANK_ROWS_MAX) throw new SerialFileProblem('serialFile.tooManyBlankRows', { max: grouped(BLANK_ROWS_MAX) });
      return null;
    }
    if (this.first) {
      this.first = false;
      if (HEADER.test(sn)) return null;
    }
    if (!sn) throw new SerialFileProblem('serialFile.noSn', { row });
    if (sn.length > SN_MAX_LENGTH) throw new SerialFileProblem('serialFile.snTooLong', { row, max: SN_MAX_LENGTH });
    if (SN_CONTROL_CHARS.test(sn)) throw new SerialFileProblem('serialFile.snInvalid', { row });
    if (mac && !MAC.test(mac)) throw new SerialFileProblem('serialFile.macInvalid', { row, mac: mac.slice(0, 32) });
    if (++this.seen > this.count) throw new SerialFileProblem('serialFile.tooManySerials', { count: this.count });
    return { sn, mac: mac || null };
  }

  /** After the last row: the file held exactly `count`. */
  finish(): void {
    if (this.seen === 0) throw new SerialFileProblem('serialFile.empty');
    if (this.seen !== this.count) throw new SerialFileProblem('serialFile.countMismatch', { rows: this.seen, count: this.count });
  }
}

/** What the parsing worker is given. */
export interface SerialWorkerInput {
  bytes: Uint8Array;
  kind: 'xlsx' | 'csv';
  count: number;
  /** Serial numbers per `rows` message. */
  chunkSize: number;
}

/**
 * What the worker answers: chunks of serial numbers in file order (each acknowledged before the next
 * is sent, so at most two are held), then how it ended.
 */
export type SerialWorkerMessage =
  | { type: 'rows'; rows: SerialRow[]; offset: number }
  | { type: 'done' }
  | { type: 'problem'; reason: string; params: MessageParams }
  | { type: 'wrongType' };
