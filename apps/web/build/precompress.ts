import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files, which shrink several times; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|md|xml|map)$/;
/** Below this, headers and a round trip cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, each only when smaller than
 * the file. Done once at build time, so the best (slowest) settings cost no request anything.
 * Answers the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      return file;
    }),
  );
  return done.filter((file) => file !== null);
}

/** The build's compressed twins, for the server to send as the client accepts (apps/server/src/core/web.ts). */
export function precompress(): Plugin {
  return {
    name: 'iotc-precompress',
    apply: 'build',
    // After every file, the copied public/ ones included, is in place.
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await precompressDir(dir);
      this.info(`${files.length} files written as .br and .gz`);
    },
  };
}
