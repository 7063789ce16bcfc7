import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file download (the spec's export pattern). Only successful exports go through here:
 * a failure is thrown before it, so the client gets the usual JSON envelope and shows its msg.
 */
export function sendDownload(reply: FastifyReply, fileName: string, contentType: string, body: string | Buffer | Readable) {
  // Plain-ASCII fallback for old clients, the real (UTF-8) name in filename* (RFC 6266 / RFC 5987).
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return reply
    .status(200)
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

type Cell = string | number | null | undefined;

/** A spreadsheet could run a cell starting with these as a formula: such cells get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text with a byte-order mark, so spreadsheet programs read the UTF-8 (Chinese) text right. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
