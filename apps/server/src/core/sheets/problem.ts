/**
 * Why an uploaded spreadsheet cannot be read within its bounds. `limit` is the bound it went past
 * (bytes, strings or characters, as the kind says). Kept free of the server's modules: the readers
 * run in worker threads.
 */
export type SheetProblemKind =
  /** Not a zip archive, or a broken one, or XML that does not parse. */
  | 'unreadable'
  /** A readable archive without a workbook in it. */
  | 'notWorkbook'
  /** The entries read unpack to more than `limit` bytes. */
  | 'unpackedTooLarge'
  /** More than `limit` shared strings. */
  | 'tooManyStrings'
  /** A text (or a tag) of more than `limit` characters. */
  | 'textTooLong';

export class SheetProblem extends Error {
  readonly kind: SheetProblemKind;
  readonly limit: number;

  constructor(kind: SheetProblemKind, limit = 0) {
    super(kind);
    this.name = 'SheetProblem';
    this.kind = kind;
    this.limit = limit;
  }
}
