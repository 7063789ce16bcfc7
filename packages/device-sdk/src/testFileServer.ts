/** Test support: a local HTTP server serving one firmware file, with Range, as the platform's signed download does. */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OtaInfo } from '@iotc/shared';

export interface TestFileServer {
  /** The file's address. */
  url: string;
  /** The Range header of every request, in order ('' when none). */
  ranges: string[];
  close(): Promise<void>;
}

/** Serves `file`; `ignoreRange` answers every request with the whole file (200), as a server without Range support does. */
export async function serveFile(file: Buffer, options: { ignoreRange?: boolean } = {}): Promise<TestFileServer> {
  const ranges: string[] = [];
  const server = createServer((request, response) => {
    const range = request.headers.range ?? '';
    ranges.push(range);
    const match = /^bytes=(\d+)-(\d*)$/.exec(range);
    if (!match || options.ignoreRange) {
      response.writeHead(200, { 'content-length': file.length, 'accept-ranges': 'bytes' });
      response.end(file);
      return;
    }
    const start = Number(match[1]);
    const end = match[2] ? Math.min(Number(match[2]), file.length - 1) : file.length - 1;
    if (start > end) {
      response.writeHead(416, { 'content-range': `bytes */${file.length}` });
      response.end();
      return;
    }
    response.writeHead(206, { 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${file.length}`, 'accept-ranges': 'bytes' });
    response.end(file.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fw.bin`,
    ranges,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A file of `size` bytes that differ from one another (a resumed download that misplaced a byte would not check). */
export function firmwareFile(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + (i >> 8)) & 0xff));
}

/** The ota_info of an upgrade of the virtual device's MCU to 1.2.0 with `file` at `url`. */
export function otaInfoOf(file: Buffer, url: string, extra: Partial<OtaInfo> = {}): OtaInfo {
  return {
    taskId: 'task-1',
    firmwareKey: 'iotc-virtual-mcu',
    firmwareType: 'mcu',
    version: '1.2.0',
    url,
    size: file.length,
    md5: createHash('md5').update(file).digest('hex'),
    sha256: createHash('sha256').update(file).digest('hex'),
    timeoutS: 60,
    ...extra,
  };
}
