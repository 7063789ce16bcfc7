import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import ExcelJS from 'exceljs';
import { TRIPLE_EXPORT_COLUMNS, type TripleExportColumn } from '@iotc/shared/triples';
import type { DeviceCredentials } from './DeviceClient.ts';

/** One device of an exported triple file. */
export interface TripleRow extends DeviceCredentials {
  sn: string;
  mac: string;
  /** Its row in the file (1 is the header). */
  row: number;
}

/** A triple file the CLI cannot use; `key` is a shared message key (`device.cli.*`) filled with `params`. */
export class TripleFileError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'TripleFileError';
  }
}

const REQUIRED: readonly TripleExportColumn[] = ['productKey', 'deviceId', 'username', 'password'];

/**
 * Reads the devices of an exported triple file, row by row (streamed: an export may hold 100,000):
 * xlsx (first sheet) or csv, row 1 holding the keys of TRIPLE_EXPORT_COLUMNS in any order. Stop
 * iterating to read only the first rows.
 */
export async function* readTripleFile(path: string): AsyncGenerator<TripleRow> {
  const type = extname(path).toLowerCase();
  if (type !== '.xlsx' && type !== '.csv') throw new TripleFileError('device.cli.fileType', { file: path });
  let columns: Map<string, number> | null = null;
  let rowNumber = 0;
  for await (const cells of type === '.xlsx' ? xlsxRows(path) : csvRows(path)) {
    rowNumber += 1;
    if (!columns) {
      columns = new Map(cells.map((name, i) => [name.trim(), i]));
      const missing = REQUIRED.filter((c) => !columns!.has(c));
      if (missing.length > 0) throw new TripleFileError('device.cli.columnsMissing', { columns: missing.join(', ') });
      continue;
    }
    if (cells.every((c) => c.trim() === '')) continue;
    const value = (column: TripleExportColumn) => {
      const index = columns!.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    for (const column of REQUIRED) {
      if (value(column) === '') throw new TripleFileError('device.cli.rowIncomplete', { row: rowNumber, column });
    }
    yield { productKey: value('productKey'), deviceId: value('deviceId'), username: value('username'), password: value('password'), sn: value('sn'), mac: value('mac'), row: rowNumber };
  }
  if (!columns) throw new TripleFileError('device.cli.columnsMissing', { columns: TRIPLE_EXPORT_COLUMNS.join(', ') });
}

async function* xlsxRows(path: string): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells: string[] = [];
      // row.values is 1-based and sparse; a cell's text renders numbers, dates and rich text alike.
      for (let i = 1; i <= row.cellCount; i++) cells.push(row.getCell(i).text);
      yield cells;
    }
    return; // the first sheet only
  }
}

async function* csvRows(path: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let first = true;
  for await (const raw of lines) {
    // Spreadsheet programs start a UTF-8 csv with a byte-order mark.
    const line = first ? raw.replace(/^\uFEFF/, '') : raw;
    first = false;
    yield splitCsvLine(line);
  }
}

/** One csv record (RFC 4180 quoting; triples hold no line breaks, so a record is a line). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}
