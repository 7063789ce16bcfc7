import { SheetProblem } from './problem.ts';
import { attribute, parseXml, type XmlHandler } from './xml.ts';
import { UnpackBudget, entryBytes, zipDirectory, type ZipEntry } from './zip.ts';

/**
 * The first sheet of an xlsx workbook, read row by row within bounds: the archive's directory leads
 * to the workbook, its relationships to the first sheet and the shared strings, and only those parts
 * are unpacked, streamed through the XML parser as they inflate. Every bound is checked while reading:
 * what the parts unpack to, how many shared strings there are, how long a text runs, and how much of
 * a cell is kept. The caller stops reading when it has seen enough rows; the rest is never unpacked.
 */

export interface SheetRow {
  /** 1-based, as a spreadsheet program shows it. */
  row: number;
  /**
   * The texts of the first `columns` cells ('' when empty). A text longer than `cellChars` is cut to
   * cellChars + 1 characters: the caller sees it is too long, and nobody held more of it.
   */
  cells: string[];
}

export interface SheetLimits {
  /** Columns read, from A. */
  columns: number;
  /** Bytes the parts read may unpack to, together. */
  unpackedBytes: number;
  sharedStrings: number;
  /** Characters of one XML text or tag (see parseXml). */
  textChars: number;
  /** Characters kept of a cell (see SheetRow). */
  cellChars: number;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS_TYPE = /\/sharedStrings$/;

/**
 * A cheap check for the request: the bytes are a readable zip archive holding a workbook. Reads the
 * directory only; throws SheetProblem ('unreadable' or 'notWorkbook').
 */
export function checkWorkbookArchive(bytes: Uint8Array): void {
  if (!zipDirectory(bytes).has(WORKBOOK)) throw new SheetProblem('notWorkbook');
}

const clip = (text: string, cellChars: number) => (text.length > cellChars ? text.slice(0, cellChars + 1) : text);

/** The r:id of the workbook's first sheet (the first tab). */
class FirstSheet implements XmlHandler {
  id: string | undefined;

  open(name: string, attributes: Record<string, string>) {
    if (name === 'sheet' && this.id === undefined) this.id = attribute(attributes, 'id');
  }
  close() {}
  text() {}
}

/** A part's relationships: id → target path in the archive, and the shared strings' path. */
class Relationships implements XmlHandler {
  readonly targets = new Map<string, string>();
  sharedStrings: string | undefined;

  open(name: string, attributes: Record<string, string>) {
    if (name !== 'Relationship') return;
    const id = attribute(attributes, 'Id');
    const target = attribute(attributes, 'Target');
    if (id === undefined || target === undefined) return;
    const path = partPath(target);
    this.targets.set(id, path);
    if (SHARED_STRINGS_TYPE.test(attribute(attributes, 'Type') ?? '')) this.sharedStrings = path;
  }
  close() {}
  text() {}
}

/** A target of the workbook's relationships as an archive path: relative to xl/, or absolute. */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The text of a string item (its runs, without phonetic guides), whether a shared one or a cell's inline one. */
class StringItem {
  private inText = false;
  private phonetic = 0;
  text: string | null = null;
  private readonly cellChars: number;

  constructor(cellChars: number) {
    this.cellChars = cellChars;
  }

  start() {
    this.text = '';
  }
  open(name: string) {
    if (name === 'rPh') this.phonetic++;
    else if (name === 't' && this.phonetic === 0) this.inText = true;
  }
  close(name: string) {
    if (name === 'rPh') this.phonetic--;
    else if (name === 't') this.inText = false;
  }
  add(text: string) {
    if (this.inText && this.text !== null) this.text = clip(this.text + text, this.cellChars);
  }
}

class SharedStrings implements XmlHandler {
  readonly list: string[] = [];
  private readonly item: StringItem;
  private readonly limits: SheetLimits;

  constructor(limits: SheetLimits) {
    this.limits = limits;
    this.item = new StringItem(limits.cellChars);
  }

  open(name: string) {
    if (name === 'si') this.item.start();
    else this.item.open(name);
  }
  close(name: string) {
    if (name !== 'si') return this.item.close(name);
    if (this.list.length === this.limits.sharedStrings) throw new SheetProblem('tooManyStrings', this.limits.sharedStrings);
    this.list.push(this.item.text ?? '');
    this.item.text = null;
  }
  text(text: string) {
    this.item.add(text);
  }
}

/** The column number of a cell reference ("B12" → 2), or undefined without one. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) - 64;
    if (code < 1 || code > 26) break;
    column = column * 26 + code;
  }
  return column || undefined;
}

/** The rows of a sheet part, gathered as they are parsed; `take` hands over those since the last call. */
class SheetRows implements XmlHandler {
  private rows: SheetRow[] = [];
  private rowNumber = 0;
  private cells: string[] | null = null;
  private column = 0;
  private cellType = 'n';
  private inValue = false;
  private value: string | null = null;
  private readonly inline: StringItem;
  private inInline = false;
  private readonly shared: string[];
  private readonly limits: SheetLimits;

  constructor(shared: string[], limits: SheetLimits) {
    this.shared = shared;
    this.limits = limits;
    this.inline = new StringItem(limits.cellChars);
  }

  take(): SheetRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(name: string, attributes: Record<string, string>) {
    if (name === 'row') {
      const number = Number.parseInt(attributes.r ?? '', 10);
      this.rowNumber = Number.isSafeInteger(number) && number > 0 ? number : this.rowNumber + 1;
      this.cells = Array<string>(this.limits.columns).fill('');
      this.column = 0;
    } else if (name === 'c') {
      this.column = columnOf(attributes.r) ?? this.column + 1;
      this.cellType = attributes.t ?? 'n';
    } else if (!this.wanted()) {
      // A cell of a column nobody reads: its text is not gathered.
    } else if (name === 'v') {
      this.inValue = true;
      this.value = '';
    } else if (name === 'is') {
      this.inInline = true;
      this.inline.start();
    } else if (this.inInline) this.inline.open(name);
  }

  close(name: string) {
    if (name === 'row') {
      if (this.cells) this.rows.push({ row: this.rowNumber, cells: this.cells });
      this.cells = null;
    } else if (name === 'c') {
      if (this.wanted()) this.cells![this.column - 1] = clip(this.cellText(), this.limits.cellChars);
      this.value = null;
      this.inline.text = null;
    } else if (name === 'v') this.inValue = false;
    else if (name === 'is') this.inInline = false;
    else if (this.inInline) this.inline.close(name);
  }

  text(text: string) {
    if (this.inValue && this.value !== null) this.value = clip(this.value + text, this.limits.cellChars);
    else if (this.inInline) this.inline.add(text);
  }

  private wanted(): boolean {
    return this.cells !== null && this.column >= 1 && this.column <= this.limits.columns;
  }

  /** The cell as a spreadsheet program shows it without formats (as exceljs read it before). */
  private cellText(): string {
    if (this.cellType === 'inlineStr') return this.inline.text ?? '';
    const raw = this.value ?? '';
    // Cut short already: left as it is, so the caller sees it is too long.
    if (raw === '' || raw.length > this.limits.cellChars) return raw;
    switch (this.cellType) {
      case 's': {
        const index = Number(raw);
        if (!Number.isInteger(index) || index < 0 || index >= this.shared.length) throw new SheetProblem('unreadable');
        return this.shared[index]!;
      }
      case 'b':
        return raw === '1' ? 'true' : 'false';
      case 'e':
        return '';
      case 'str':
      case 'd':
        return raw;
      default: {
        const number = Number(raw);
        return raw.trim() !== '' && Number.isFinite(number) ? String(number) : raw;
      }
    }
  }
}

/** Parses one part whole with `handler`; the part must exist. */
async function readPart<H extends XmlHandler>(bytes: Uint8Array, entry: ZipEntry | undefined, budget: UnpackBudget, limits: SheetLimits, handler: H): Promise<H> {
  if (!entry) throw new SheetProblem('unreadable');
  for await (const _ of parseXml(entryBytes(bytes, entry, budget), handler, limits.textChars));
  return handler;
}

/**
 * The rows of the workbook's first sheet, in batches as they are parsed (one batch per piece of
 * about 64 KB unpacked). Throws SheetProblem. Stopping the iteration stops the unpacking.
 */
export async function* xlsxRows(bytes: Uint8Array, limits: SheetLimits): AsyncGenerator<SheetRow[]> {
  const entries = zipDirectory(bytes);
  const budget = new UnpackBudget(limits.unpackedBytes);
  const workbook = entries.get(WORKBOOK);
  if (!workbook) throw new SheetProblem('notWorkbook');
  const { id } = await readPart(bytes, workbook, budget, limits, new FirstSheet());
  if (id === undefined) throw new SheetProblem('notWorkbook');
  const relationships = await readPart(bytes, entries.get(WORKBOOK_RELATIONSHIPS), budget, limits, new Relationships());
  const sheetPath = relationships.targets.get(id);
  const sheet = sheetPath === undefined ? undefined : entries.get(sheetPath);
  if (!sheet) throw new SheetProblem('unreadable');
  const shared = relationships.sharedStrings === undefined ? [] : (await readPart(bytes, entries.get(relationships.sharedStrings), budget, limits, new SharedStrings(limits))).list;
  const rows = new SheetRows(shared, limits);
  for await (const _ of parseXml(entryBytes(bytes, sheet, budget), rows, limits.textChars)) {
    const batch = rows.take();
    if (batch.length > 0) yield batch;
  }
}
