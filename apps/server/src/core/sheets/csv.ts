import type { SheetRow } from './xlsx.ts';

/** Comma-separated text as spreadsheet programs save it, read with the same row and cell bounds as a workbook. */

/** Control characters other than the tab and line breaks text files hold. */
const CONTROL_CHARS = /(?![\t\n\r])\p{Cc}/u;
/** What the request decodes to tell text from other bytes; the whole file is decoded off the request. */
const TEXT_PROBE_BYTES = 64 * 1024;

/**
 * Text in the encodings spreadsheet programs save csv in: UTF-8 (with or without BOM), UTF-16 with a
 * BOM, GB18030 (Excel on a Chinese system). Null when the bytes are not text. `partial`: the bytes
 * are the file's beginning, and may end inside a character.
 */
export function decodeText(bytes: Uint8Array, partial = false): string | null {
  const encodings: [string, number][] =
    bytes[0] === 0xff && bytes[1] === 0xfe ? [['utf-16le', 2]] : bytes[0] === 0xfe && bytes[1] === 0xff ? [['utf-16be', 2]] : [['utf-8', 0], ['gb18030', 0]];
  for (const [encoding, skip] of encodings) {
    try {
      const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes.subarray(skip), { stream: partial });
      return CONTROL_CHARS.test(text) ? null : text;
    } catch {
      // not this encoding
    }
  }
  return null;
}

/** Whether the file's first bytes read as text: cheap enough for the request. */
export function startsAsText(bytes: Uint8Array): boolean {
  return decodeText(bytes.subarray(0, TEXT_PROBE_BYTES), true) !== null;
}

/**
 * The first `columns` fields of a csv line: separated by commas (or semicolons or tabs), optionally
 * quoted; a field is kept to cellChars + 1 characters (see SheetRow).
 */
function csvCells(line: string, columns: number, cellChars: number): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const add = (c: string) => {
    if (cell.length <= cellChars) cell += c;
  };
  for (let i = 0; i < line.length && cells.length < columns; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') add(c);
      else if (line[i + 1] === '"') add(line[++i]!);
      else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      cells.push(cell);
      cell = '';
    } else add(c);
  }
  if (cells.length < columns) cells.push(cell);
  while (cells.length < columns) cells.push('');
  // Excel keeps leading zeros of a number-like value written as ="0012". A field cut short stays as it
  // is: trimmed, it could pass for a short one.
  return cells.map((text) => (text.length > cellChars ? text : text.trim().replace(/^="(.*)"$/, '$1')));
}

/** The lines of csv text as rows, one at a time. */
export function* csvRows(text: string, columns: number, cellChars: number): Generator<SheetRow> {
  const lineBreak = /\r\n|\n|\r/g;
  let row = 0;
  for (let from = 0; from <= text.length; ) {
    const found = lineBreak.exec(text);
    const to = found ? found.index : text.length;
    yield { row: ++row, cells: csvCells(text.slice(from, to), columns, cellChars) };
    if (!found) return;
    from = lineBreak.lastIndex;
  }
}
