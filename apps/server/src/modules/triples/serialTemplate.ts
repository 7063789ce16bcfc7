import ExcelJS from 'exceljs';
import { TRIPLE_GENERATE_MAX, translate } from '@iotc/shared';
import type { Lang } from '@iotc/shared';

/**
 * The serial-number file template: the upload format as a workbook to fill in. Sheet 1 is what the
 * generation reads (a header row it skips, then one SN per row with an optional MAC); sheet 2 says how
 * to fill it, in the request's language. No sample rows: a template uploaded unchanged holds no serial
 * number and is refused as empty, never turned into triples of made-up numbers.
 */
export async function serialTemplate(lang: Lang): Promise<{ fileName: string; bytes: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const serials = workbook.addWorksheet(translate(lang, 'serialTemplate.sheet'));
  serials.columns = [
    { header: translate(lang, 'serialTemplate.sn'), width: 28 },
    { header: 'MAC', width: 22 },
  ];
  serials.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet(translate(lang, 'serialTemplate.notesSheet'));
  notes.getColumn(1).width = 100;
  for (const key of ['serialTemplate.noteSn', 'serialTemplate.noteMac', 'serialTemplate.noteCount'] as const) {
    notes.addRow([translate(lang, key, { max: TRIPLE_GENERATE_MAX.toLocaleString('en-US') })]);
  }
  return { fileName: `${translate(lang, 'serialTemplate.fileName')}.xlsx`, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
