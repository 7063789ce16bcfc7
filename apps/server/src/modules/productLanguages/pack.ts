import path from 'node:path';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, LANGUAGE_ENTRIES_MAX, translate, validateValue } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import {
  LANGUAGE_PACK_HEADER,
  languageTextsSchema,
  type LanguageEntry,
  type LanguageImportCheck,
  type LanguagePackProblem,
  type LanguagePackRefusal,
} from '@iotc/shared/productLanguages';
import { AppError } from '../../core/errors.ts';
import { SheetProblem } from '../../core/sheets/problem.ts';
import { xlsxRows, type SheetLimits } from '../../core/sheets/xlsx.ts';

/**
 * The language pack (spec 002 §5, §9): an xlsx of every entry of the four tabs, its first row LANGUAGE_PACK_HEADER,
 * then key, tab, function identifier, pairing step, pairing method, Simplified Chinese, English. Written with exceljs;
 * an uploaded one is read with the platform's bounded reader (core/sheets) and checked row by row against the
 * product's entries. Only the key, the identifier and the two texts are read back: the other columns say where an
 * entry is, for the person editing the sheet.
 */

export const LANGUAGE_PACK_SHEET = 'Language pack';

/** The columns as a spreadsheet names them. */
const COLUMN = { key: 'A', identifier: 'C', zh: 'F', en: 'G' } as const;
/** The label of each column a problem names, as the messages name fields. */
const COLUMN_LABEL: Record<string, string> = { A: 'field.languageKey', C: 'field.functionIdentifier', F: 'field.languageZh', G: 'field.languageEn' };
const COLUMN_WIDTHS = [36, 12, 24, 12, 16, 24, 24];

/**
 * Bounds of one pack while it is read: a pack of 2,000 entries unpacks to about 1 MB, its strings to at most 14,000.
 * One column past the header is read, so a column added to the first row shows.
 */
const PACK_LIMITS: SheetLimits = {
  columns: LANGUAGE_PACK_HEADER.length + 1,
  unpackedBytes: 8 * 1024 * 1024,
  sharedStrings: (LANGUAGE_PACK_HEADER.length + 1) * (LANGUAGE_ENTRIES_MAX + 1),
  textChars: 100_000,
  cellChars: 256,
};

/** The workbook of these entries, their texts as they read now. */
export async function buildPack(entries: readonly LanguageEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IoT developer console';
  const sheet = workbook.addWorksheet(LANGUAGE_PACK_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LANGUAGE_PACK_HEADER.map((header, i) => ({ header, width: COLUMN_WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const e of entries) sheet.addRow([e.key, e.tab, e.identifier, e.pairingStep ?? '', e.pairingMethod ?? '', e.zh, e.en]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One data row of an uploaded pack: its number as a spreadsheet shows it and the cells read back. */
export interface PackRow {
  row: number;
  key: string;
  identifier: string;
  zh: string;
  en: string;
}

const formatWrong = () => new AppError(ErrorCode.UnsupportedMedia, {}, 'productLanguage.formatWrong');
const firstRowChanged = () => new AppError(ErrorCode.Validation, {}, 'productLanguage.firstRowChanged');

/**
 * Refuses a file that is not an xlsx workbook by its name (.xls or .xlsx) or by its bytes. A legacy binary .xls (an
 * OLE2 compound file) passes the name but not the bytes: the platform reads only the zip-based format.
 */
async function checkFormat(fileName: string, bytes: Uint8Array): Promise<void> {
  const ext = path.extname(fileName).toLowerCase();
  if (ext !== '.xls' && ext !== '.xlsx') throw formatWrong();
  const type = await fileTypeFromBuffer(bytes);
  // Streaming writers put the sheet before the parts file-type looks for: such a workbook is named a plain zip.
  if (type?.ext !== 'xlsx' && type?.ext !== 'zip') throw formatWrong();
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === '');

/**
 * The data rows of an uploaded pack (blank rows skipped). Refuses (AppError) a file of the wrong format or one that
 * cannot be read within the bounds, a first row that is not LANGUAGE_PACK_HEADER, and more than LANGUAGE_ENTRIES_MAX rows.
 */
export async function readPack(fileName: string, bytes: Uint8Array): Promise<PackRow[]> {
  await checkFormat(fileName, bytes);
  const rows: PackRow[] = [];
  let header = false;
  try {
    for await (const batch of xlsxRows(bytes, PACK_LIMITS)) {
      for (const { row, cells } of batch) {
        const trimmed = cells.map((cell) => cell.trim());
        if (!header) {
          const changed = row !== 1 || trimmed[LANGUAGE_PACK_HEADER.length] !== '' || LANGUAGE_PACK_HEADER.some((name, i) => trimmed[i] !== name);
          if (changed) throw firstRowChanged();
          header = true;
          continue;
        }
        if (isBlank(trimmed)) continue;
        if (rows.length === LANGUAGE_ENTRIES_MAX) throw new AppError(ErrorCode.Validation, { max: LANGUAGE_ENTRIES_MAX }, 'productLanguage.tooManyRows');
        const [key, , identifier, , , zh, en] = trimmed as [string, string, string, string, string, string, string];
        rows.push({ row, key, identifier, zh, en });
      }
    }
  } catch (error) {
    if (error instanceof SheetProblem) throw formatWrong();
    throw error;
  }
  if (!header) throw firstRowChanged();
  return rows;
}

/** The rule of a text (both required, at most LANGUAGE_TEXT_MAX_LENGTH), the save's own. */
const textRule = languageTextsSchema.shape.zh;

/**
 * What the rows would change against the product's entries (their texts as they read now), or the refusal (422
 * productLanguage.packProblems) listing every problem: a key the product does not have or given twice, a function
 * row without its identifier or with another function's, a text missing or longer than allowed. A row whose texts
 * are the current ones changes nothing and is not held to the text rule (a source text may be longer).
 */
export function checkPackRows(rows: readonly PackRow[], entries: readonly LanguageEntry[], lang: Lang): LanguageImportCheck {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const seen = new Set<string>();
  const problems: LanguagePackProblem[] = [];
  const changes: LanguageImportCheck['changes'] = [];
  let unchanged = 0;
  const problem = (row: number, column: string, key: string, params: LanguagePackProblem['params'] = {}) => problems.push({ row, column, key, params });

  for (const { row, key, identifier, zh, en } of rows) {
    if (key === '') {
      problem(row, COLUMN.key, 'validation.required');
      continue;
    }
    const current = byKey.get(key);
    if (!current) {
      problem(row, COLUMN.key, 'productLanguage.keyUnknown', { key });
      continue;
    }
    if (seen.has(key)) {
      problem(row, COLUMN.key, 'productLanguage.keyTwice', { key });
      continue;
    }
    seen.add(key);
    const before = problems.length;
    if (current.tab === 'function') {
      if (identifier === '') problem(row, COLUMN.identifier, 'productLanguage.identifierRequired');
      else if (identifier !== current.identifier) problem(row, COLUMN.identifier, 'productLanguage.identifierMismatch');
    }
    if (zh === current.zh && en === current.en) {
      if (problems.length === before) unchanged++;
      continue;
    }
    for (const [column, text] of [
      [COLUMN.zh, zh],
      [COLUMN.en, en],
    ] as const) {
      const wrong = validateValue(textRule, text);
      if (wrong) problem(row, column, wrong.key, wrong.params ?? {});
    }
    if (problems.length === before) changes.push({ key, tab: current.tab, identifier: current.identifier, zh, en, beforeZh: current.zh, beforeEn: current.en });
  }

  if (problems.length > 0) {
    const refusal: LanguagePackRefusal = { problems: problems.map((p) => ({ ...p, message: problemMessage(lang, p) })) };
    throw new AppError(ErrorCode.Validation, { count: problems.length, first: refusal.problems[0]!.message }, 'productLanguage.packProblems', refusal);
  }
  return { changes, unchanged };
}

/** "Row 5: English: Enter 1-20 characters"; the pack's own messages name their subject already. */
function problemMessage(lang: Lang, p: LanguagePackProblem): string {
  const text = translate(lang, p.key, p.params);
  const reason = p.key.startsWith('validation.') ? translate(lang, 'error.validation', { field: translate(lang, COLUMN_LABEL[p.column]!), reason: text }) : text;
  return translate(lang, 'productLanguage.packRow', { row: p.row, reason });
}
