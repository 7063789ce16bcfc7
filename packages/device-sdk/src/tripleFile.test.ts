import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIPLE_EXPORT_COLUMNS } from '@iotc/shared/triples';
import { exportRow, TEST_PRODUCT_KEY, testCredentials, writeTripleXlsx } from './testModel.ts';
import { readTripleFile, splitCsvLine, type TripleRow } from './tripleFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'iotc-triples-'));

const expected = (n: number, row: number): TripleRow => ({ ...testCredentials(n), sn: `SN${n}`, mac: n === 2 ? '' : `AA:BB:CC:00:00:0${n}`, row });

async function readAll(file: string, first?: number): Promise<TripleRow[]> {
  const rows: TripleRow[] = [];
  for await (const row of readTripleFile(file)) {
    rows.push(row);
    if (rows.length === first) break;
  }
  return rows;
}

describe('the triple file reader', () => {
  it('reads an exported xlsx by its header keys, all rows or the first N', async () => {
    const file = join(dir, 'triples.xlsx');
    await writeTripleXlsx(file, [1, 2, 3].map(exportRow));
    expect(await readAll(file)).toEqual([expected(1, 2), expected(2, 3), expected(3, 4)]);
    expect(await readAll(file, 2)).toEqual([expected(1, 2), expected(2, 3)]);
  });

  it('reads a csv with the same header, a byte-order mark, quoting and columns in another order', async () => {
    const file = join(dir, 'triples.csv');
    const header = ['deviceId', 'productKey', 'username', 'password', 'sn', 'mac', 'batch', 'createdAt'];
    const lines = [1, 2].map((n) => {
      const [pk = '', did = '', ...rest] = exportRow(n);
      return [did, pk, ...rest].map((v) => (v.includes(':') ? `"${v}"` : v)).join(',');
    });
    writeFileSync(file, `\uFEFF${header.join(',')}\r\n${lines.join('\r\n')}\r\n\r\n`);
    expect(await readAll(file)).toEqual([expected(1, 2), expected(2, 3)]);
  });

  it('splits csv records with quoted commas and doubled quotes', () => {
    expect(splitCsvLine('a,"b,c","say ""hi""",')).toEqual(['a', 'b,c', 'say "hi"', '']);
  });

  it('refuses a file without the credential columns, a row without a password, and other file types', async () => {
    const noPassword = join(dir, 'no-password.xlsx');
    await writeTripleXlsx(noPassword, [exportRow(1)], ['productKey', 'deviceId', 'username', 'sn']);
    await expect(readAll(noPassword)).rejects.toMatchObject({ key: 'device.cli.columnsMissing', params: { columns: 'password' } });

    const emptyCell = join(dir, 'empty-cell.csv');
    writeFileSync(emptyCell, `${TRIPLE_EXPORT_COLUMNS.join(',')}\n${exportRow(1).join(',')}\n${TEST_PRODUCT_KEY},did9,user9,,,,,\n`);
    await expect(readAll(emptyCell)).rejects.toMatchObject({ key: 'device.cli.rowIncomplete', params: { row: 3, column: 'password' } });

    await expect(readAll(join(dir, 'triples.txt'))).rejects.toMatchObject({ key: 'device.cli.fileType' });
  });
});
