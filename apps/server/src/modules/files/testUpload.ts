import { once } from 'node:events';
import { createDeflateRaw, crc32 as zipCrc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Test files built byte by byte, so the upload checks see real files and no fixture is needed. */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, filled with one colour. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3, 0x80);
  row[0] = 0; // filter: none
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The head of a baseline JPEG (SOI, an EXIF block with the given orientation, SOF0 with the size,
 * EOI): enough for type and size detection, which read nothing else.
 */
export function makeJpegHead(width: number, height: number, orientation = 1): Buffer {
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, IFD at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  const sof0 = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08,
    height >> 8, height & 0xff, width >> 8, width & 0xff,
    0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof0, Buffer.from([0xff, 0xd9])]);
}

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser sends it, for app.inject. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----iotc-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function isoBox(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

export interface Mp4Options {
  /** Units per second of the movie header. */
  timescale: number;
  /** In timescale units. */
  duration: number;
  /** mvhd version: 1 writes 64-bit times and duration. */
  version?: 0 | 1;
  /** Pads the media data so the whole file has this many bytes. */
  totalBytes?: number;
  /** Writes moov after the media data, as encoders do without "fast start". */
  moovLast?: boolean;
}

/**
 * A minimal MP4: ftyp (isom) + moov with a movie header (mvhd) + mdat. Players need tracks too;
 * the type and duration checks read only these boxes.
 */
export function makeMp4({ timescale, duration, version = 0, totalBytes, moovLast = false }: Mp4Options): Buffer {
  const ftyp = isoBox('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const wide = version === 1;
  const times = Buffer.alloc(wide ? 16 : 8); // creation and modification time
  const scale = Buffer.alloc(4);
  scale.writeUInt32BE(timescale);
  const length = Buffer.alloc(wide ? 8 : 4);
  if (wide) length.writeBigUInt64BE(BigInt(duration));
  else length.writeUInt32BE(duration);
  const rest = Buffer.alloc(80); // rate, volume, matrix, next track id
  rest.writeUInt32BE(0x00010000, 0);
  rest.writeUInt16BE(0x0100, 4);
  const mvhd = isoBox('mvhd', Buffer.from([version, 0, 0, 0]), times, scale, length, rest);
  const moov = isoBox('moov', mvhd);
  const used = ftyp.length + moov.length + 8;
  const mdat = isoBox('mdat', Buffer.alloc(Math.max(0, (totalBytes ?? used) - used)));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

/**
 * The head of an OLE2 compound file (the container of legacy .xls workbooks): its signature and a
 * header sector, enough for type detection.
 */
export function makeCompoundFile(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3
  bytes.writeUInt16LE(0xfffe, 28); // little-endian
  bytes.writeUInt16LE(9, 30); // 512-byte sectors
  return bytes;
}

/** A real xlsx workbook written by exceljs. */
export async function makeXlsx(rows: (string | number)[][] = [['No.', 'Result'], [1, 'pass']]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ZipPart {
  name: string;
  /** The entry's bytes in pieces, so a bomb's hundreds of megabytes never exist at once. */
  pieces: Iterable<string | Uint8Array>;
  /** Stored as is (method 0) instead of deflated. */
  stored?: boolean;
}

/** The part's bytes as they go into the archive, with the CRC and size of the original. */
async function packed(part: ZipPart): Promise<{ data: Buffer; crc: number; size: number }> {
  const chunks: Buffer[] = [];
  const deflater = part.stored ? null : createDeflateRaw({ level: 9 }).on('data', (chunk: Buffer) => chunks.push(chunk));
  let crc = 0;
  let size = 0;
  for (const piece of part.pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    crc = zipCrc32(bytes, crc);
    size += bytes.length;
    if (!deflater) chunks.push(Buffer.from(bytes));
    else if (!deflater.write(bytes)) await once(deflater, 'drain');
  }
  if (deflater) {
    deflater.end();
    await once(deflater, 'end');
  }
  return { data: Buffer.concat(chunks), crc, size };
}

/** A zip archive of the parts, in order, with sizes and CRCs in the local headers as Excel writes them. */
export async function makeZip(parts: ZipPart[]): Promise<Buffer> {
  const body: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { data, crc, size } = await packed(part);
    const method = part.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    body.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, ...directory, end]);
}

/** `text` `times` times over, in pieces of about a megabyte. */
export function* repeated(text: string, times: number): Generator<string> {
  const perPiece = Math.max(1, Math.floor(2 ** 20 / text.length));
  for (let left = times; left > 0; left -= perPiece) yield text.repeat(Math.min(perPiece, left));
}

function* inOrder<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface RawWorkbook {
  /** The first sheet's rows (`<row>` elements) as XML, in pieces. */
  rows: Iterable<string>;
  /** The shared strings (`<si>` elements) as XML, in pieces; the archive holds them before the sheet. */
  sharedStrings?: Iterable<string>;
}

/**
 * An xlsx workbook written part by part, the way a hostile file would be: one sheet whose rows, and
 * shared strings whose items, are given as XML, so a test builds a decompression bomb without
 * holding what it unpacks to.
 */
export function makeRawXlsx({ rows, sharedStrings }: RawWorkbook): Promise<Buffer> {
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const contentTypes =
    `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
  const packageRels = `${head}<Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `${head}<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_REL}"><sheets><sheet name="SN" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const workbookRels =
    `${head}<Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${OFFICE_REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  return makeZip([
    { name: '[Content_Types].xml', pieces: [contentTypes] },
    { name: '_rels/.rels', pieces: [packageRels] },
    { name: 'xl/workbook.xml', pieces: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', pieces: [workbookRels] },
    { name: 'xl/sharedStrings.xml', pieces: inOrder([`${head}<sst xmlns="${SPREADSHEET_NS}">`], sharedStrings ?? [], ['</sst>']) },
    { name: 'xl/worksheets/sheet1.xml', pieces: inOrder([`${head}<worksheet xmlns="${SPREADSHEET_NS}"><sheetData>`], rows, ['</sheetData></worksheet>']) },
  ]);
}

/** A small valid PDF (one empty page). */
export function makePdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(body));
    body += object;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
