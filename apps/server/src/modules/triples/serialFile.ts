import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageParams } from '@iotc/shared';
import { UploadRejected } from '../files/service.ts';

/**
 * The serial-number file of a triple generation (spec 001 §5): an xlsx workbook (its first sheet) or csv
 * text, told apart by the bytes. One serial number per row in the first column, an optional MAC in the
 * second, an optional header row; blank rows are ignored.
 */

export interface SerialRow {
  sn: string;
  mac: string | null;
}

/** Why a file cannot be used: the reason's message key (serialFile.*); the route makes it a SerialFileInvalid. */
export class SerialFileProblem extends Error {
  constructor(
    readonly reason: string,
    readonly params: MessageParams = {},
  ) {
    super(reason);
    this.name = 'SerialFileProblem';
  }
}

/** What a wrong type is told to upload instead. */
export const SERIAL_FILE_TYPES = 'xlsx, csv';
const SN_MAX_LENGTH = 64;
/** Control characters other than the tab and line breaks text files hold. */
const CONTROL_CHARS = /(?![\t\n\r])\p{Cc}/u;
const SN_CONTROL_CHARS = /\p{Cc}/u;
/** Six hex pairs, with one separator kind throughout or none. */
const MAC = /^[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}$/;
/** A first row naming the column instead of holding a serial number. */
const HEADER = /^(sn|s\/n|sn ?码|serial|serial[ _-]?(number|no\.?)|serialnumber|序列号|设备序列号)$/i;

interface Line {
  /** 1-based, as a spreadsheet program shows it. */
  row: number;
  cells: [string, string];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/** The first sheet's rows, parsed as they stream out of the archive. */
async function* xlsxLines(bytes: Buffer): AsyncGenerator<Line> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield { row: row.number, cells: [cellText(row.getCell(1).value), cellText(row.getCell(2).value)] };
    return;
  }
  // A readable zip archive without a worksheet: some other kind of file.
  throw new UploadRejected({ kind: 'wrongType', accept: SERIAL_FILE_TYPES });
}

/**
 * Text in the encodings spreadsheet programs save csv in: UTF-8 (with or without BOM), UTF-16 with a
 * BOM, GB18030 (Excel on a Chinese system). Null when the bytes are not text.
 */
function decodeText(bytes: Buffer): string | null {
  const encodings: [string, number][] =
    bytes[0] === 0xff && bytes[1] === 0xfe ? [['utf-16le', 2]] : bytes[0] === 0xfe && bytes[1] === 0xff ? [['utf-16be', 2]] : [['utf-8', 0], ['gb18030', 0]];
  for (const [encoding, skip] of encodings) {
    try {
      const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes.subarray(skip));
      return CONTROL_CHARS.test(text) ? null : text;
    } catch {
      // not this encoding
    }
  }
  return null;
}

/** The first two fields of a csv line: separated by commas (or semicolons or tabs), optionally quoted. */
function csvCells(line: string): [string, string] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length && cells.length < 2; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (line[i + 1] === '"') cell += line[++i];
      else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  if (cells.length < 2) cells.push(cell);
  // Excel keeps leading zeros of a number-like value written as ="0012".
  const unformula = (text = '') => text.trim().replace(/^="(.*)"$/, '$1');
  return [unformula(cells[0]), unformula(cells[1])];
}

function* csvLines(text: string): Generator<Line> {
  const lineBreak = /\r\n|\n|\r/g;
  let row = 0;
  for (let from = 0; from <= text.length; ) {
    const found = lineBreak.exec(text);
    const to = found ? found.index : text.length;
    yield { row: ++row, cells: csvCells(text.slice(from, to)) };
    if (!found) return;
    from = lineBreak.lastIndex;
  }
}

/**
 * Hands the file's serial numbers to `take` in chunks of `chunkSize` (with the offset of the chunk's
 * first), in file order, as they are parsed, and checks there are exactly `count` of them: no more
 * than a chunk is held at a time, and rows past `count` are only counted. Throws UploadRejected (wrong
 * type, before the first chunk) or SerialFileProblem.
 */
export async function readSerialChunks(
  bytes: Buffer,
  count: number,
  chunkSize: number,
  take: (chunk: SerialRow[], offset: number) => Promise<void>,
): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  let lines: AsyncIterable<Line> | Iterable<Line>;
  if (type) {
    // Streaming writers put the sheet before the parts file-type looks for: such a workbook is named a plain zip.
    if (type.ext !== 'xlsx' && type.ext !== 'zip') throw new UploadRejected({ kind: 'wrongType', accept: SERIAL_FILE_TYPES });
    lines = xlsxLines(bytes);
  } else {
    const text = decodeText(bytes);
    if (text === null) throw new UploadRejected({ kind: 'wrongType', accept: SERIAL_FILE_TYPES });
    lines = csvLines(text);
  }
  let chunk: SerialRow[] = [];
  let seen = 0;
  let handed = 0;
  let first = true;
  const parsed = async function* () {
    try {
      yield* lines;
    } catch (error) {
      if (error instanceof UploadRejected) throw error;
      // The archive or its XML is broken: a file that only looks like a workbook.
      throw new SerialFileProblem('serialFile.unreadable');
    }
  };
  for await (const { row, cells } of parsed()) {
    const [sn, mac] = [cells[0].trim(), cells[1].trim()];
    if (!sn && !mac) continue;
    if (first) {
      first = false;
      if (HEADER.test(sn)) continue;
    }
    if (!sn) throw new SerialFileProblem('serialFile.noSn', { row });
    if (sn.length > SN_MAX_LENGTH) throw new SerialFileProblem('serialFile.snTooLong', { row, max: SN_MAX_LENGTH });
    if (SN_CONTROL_CHARS.test(sn)) throw new SerialFileProblem('serialFile.snInvalid', { row });
    if (mac && !MAC.test(mac)) throw new SerialFileProblem('serialFile.macInvalid', { row, mac: mac.slice(0, 32) });
    seen++;
    if (seen > count) continue;
    chunk.push({ sn, mac: mac || null });
    if (chunk.length === chunkSize) {
      await take(chunk, handed);
      handed += chunk.length;
      chunk = [];
    }
  }
  if (seen === 0) throw new SerialFileProblem('serialFile.empty');
  if (seen !== count) throw new SerialFileProblem('serialFile.countMismatch', { rows: seen, count });
  if (chunk.length > 0) await take(chunk, handed);
}
