import { describe, expect, it } from 'vitest';
import { makeRawXlsx, makeXlsx, makeZip, repeated } from '../../modules/files/testUpload.ts';
import { csvRows, decodeText, startsAsText } from './csv.ts';
import { SheetProblem, type SheetProblemKind } from './problem.ts';
import { checkWorkbookArchive, xlsxRows, type SheetLimits, type SheetRow } from './xlsx.ts';

const MB = 1024 * 1024;
const limits: SheetLimits = { columns: 2, unpackedBytes: 50 * MB, sharedStrings: 1000, textChars: 100_000, cellChars: 16 };

async function rowsOf(bytes: Buffer, within = limits): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of xlsxRows(bytes, within)) rows.push(...batch);
  return rows;
}

async function problemOf(read: Promise<unknown>): Promise<{ kind: SheetProblemKind; limit: number }> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SheetProblem)) throw new Error(`expected a SheetProblem, got ${String(error)}`);
  return { kind: error.kind, limit: error.limit };
}

describe('the first sheet of a workbook', () => {
  it('reads what spreadsheet programs write: shared and inline strings, rich text, numbers, formulas, entities, prefixes', async () => {
    const sharedStrings = [
      '<si><t>SN</t></si>',
      '<si><r><t>RICH-</t></r><r><rPr><b/></rPr><t>1</t></r><rPh sb="0" eb="1"><t>ルビ</t></rPh></si>',
      '<si><t xml:space="preserve"> M-1 </t></si>',
    ];
    const rows = [
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>MAC</t></is></c><c r="C1"><v>ignored</v></c></row>',
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c></row>',
      // No references: rows and cells count on from the previous ones.
      '<row><c><v>1.5E+3</v></c></row>',
      '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="7"><x:c r="B7" t="inlineStr"><x:is><x:t>A&amp;B</x:t></x:is></x:c></x:row>',
      '<row r="8"><c r="A8" t="str"><f>CONCAT("F","-1")</f><v>F-1</v></c><c r="B8" t="b"><v>1</v></c></row>',
      // Empty cells, however typed (formatting alone makes them).
      '<row r="9"><c r="A9" t="s"/><c r="B9" s="1"/></row>',
    ];
    expect(await rowsOf(await makeRawXlsx({ sharedStrings, rows }))).toEqual([
      { row: 1, cells: ['SN', 'MAC'] },
      { row: 2, cells: ['RICH-1', ' M-1 '] },
      { row: 3, cells: ['1500', ''] },
      { row: 7, cells: ['', 'A&B'] },
      { row: 8, cells: ['F-1', 'true'] },
      { row: 9, cells: ['', ''] },
    ]);
  });

  it('reads the first tab of a workbook exceljs wrote', async () => {
    const rows = await rowsOf(await makeXlsx([['SN', 'MAC'], ['X-1', 'AA:BB:CC:DD:EE:FF'], [900001]]));
    expect(rows.map((r) => r.cells)).toEqual([['SN', 'MAC'], ['X-1', 'AA:BB:CC:DD:EE:FF'], ['900001', '']]);
  });

  it('cuts a long cell to one character past the limit, so the caller sees it is too long', async () => {
    const rows = await rowsOf(await makeRawXlsx({ rows: [`<row r="1"><c r="A1" t="inlineStr"><is><t>${'S'.repeat(40)}</t></is></c></row>`] }));
    expect(rows[0]!.cells[0]).toBe('S'.repeat(17));
  });

  it('refuses past each bound while reading', async () => {
    // What the parts unpack to: a row of millions of cells nobody reads.
    const wide = await makeRawXlsx({ rows: ['<row r="1">', ...repeated('<c><v>0</v></c>', 400_000), '</row>'] });
    expect(await problemOf(rowsOf(wide, { ...limits, unpackedBytes: 5 * MB }))).toEqual({ kind: 'unpackedTooLarge', limit: 5 * MB });
    // The count of shared strings.
    const strings = await makeRawXlsx({ sharedStrings: repeated('<si><t>x</t></si>', 1001), rows: [] });
    expect(await problemOf(rowsOf(strings))).toEqual({ kind: 'tooManyStrings', limit: 1000 });
    // One text, before the parser holds it whole: a shared string, an inline one, a comment.
    for (const bomb of [
      { sharedStrings: ['<si><t>', ...repeated('A', 100_001), '</t></si>'], rows: [] },
      { rows: ['<row r="1"><c r="A1" t="inlineStr"><is><t>', ...repeated('A', 100_001), '</t></is></c></row>'] },
      { rows: ['<!--', ...repeated('x', 100_001), '-->'] },
    ]) {
      expect(await problemOf(rowsOf(await makeRawXlsx(bomb)))).toEqual({ kind: 'textTooLong', limit: 100_000 });
    }
  });

  it('unpacks no more than the rows taken', async () => {
    // 80 MB of rows, far over the budget: the first batch is all that is unpacked.
    const bomb = await makeRawXlsx({ rows: repeated('<row r="1"><c r="A1"><v>7</v></c></row>', 2_000_000) });
    for await (const batch of xlsxRows(bomb, limits)) {
      expect(batch[0]).toEqual({ row: 1, cells: ['7', ''] });
      break;
    }
  });

  it('tells a broken archive from one without a workbook', async () => {
    const workbook = await makeXlsx();
    expect(() => checkWorkbookArchive(workbook)).not.toThrow();
    const notWorkbook = await makeZip([{ name: 'readme.txt', pieces: ['hello'] }]);
    expect(await problemOf(Promise.resolve().then(() => checkWorkbookArchive(notWorkbook)))).toEqual({ kind: 'notWorkbook', limit: 0 });
    expect(await problemOf(Promise.resolve().then(() => checkWorkbookArchive(workbook.subarray(0, 600))))).toEqual({ kind: 'unreadable', limit: 0 });
    // Corrupt deflate data in the sheet: found when it is read.
    const corrupt = Buffer.from(await makeRawXlsx({ rows: repeated('<row r="1"><c r="A1"><v>7</v></c></row>', 1000) }));
    const sheetName = 'xl/worksheets/sheet1.xml';
    const sheetData = corrupt.lastIndexOf(sheetName, corrupt.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))) + sheetName.length;
    corrupt.fill(0xff, sheetData, sheetData + 30);
    expect(await problemOf(rowsOf(corrupt))).toEqual({ kind: 'unreadable', limit: 0 });
    // Broken XML.
    expect(await problemOf(rowsOf(await makeRawXlsx({ rows: ['<row r="1"><c r="A1"><v>7</c></row>'] })))).toEqual({ kind: 'unreadable', limit: 0 });
  });
});

describe('csv text', () => {
  it('decodes UTF-8, UTF-16 with a BOM and GB18030, and refuses control characters', () => {
    expect(decodeText(Buffer.from('\uFEFFSN\r\nA-1'))).toBe('SN\r\nA-1');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('A-1', 'utf16le')]))).toBe('A-1');
    expect(decodeText(Buffer.from([0xd0, 0xf2, 0xc1, 0xd0, 0xba, 0xc5]))).toBe('序列号');
    expect(decodeText(Buffer.from('A-1\u0000'))).toBeNull();
  });

  it('tells text by its beginning, even cut inside a character', () => {
    const text = Buffer.from('序'.repeat(30_000));
    expect(startsAsText(text)).toBe(true);
    expect(startsAsText(Buffer.concat([Buffer.from([0x00, 0x01, 0x02]), text]))).toBe(false);
  });

  it('reads the first fields of each line, quoted or as Excel formulas, a long one cut past the limit', () => {
    const text = ['SN;MAC;note', '"A,1",="0012"', `${' '.repeat(20)}X`, ''].join('\n');
    expect([...csvRows(text, 2, 16)]).toEqual([
      { row: 1, cells: ['SN', 'MAC'] },
      { row: 2, cells: ['A,1', '0012'] },
      { row: 3, cells: [' '.repeat(17), ''] },
      { row: 4, cells: ['', ''] },
    ]);
  });
});
