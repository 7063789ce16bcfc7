// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'iotc-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip twins of text files of 1 KB and more, in every folder, and leaves the rest', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i })))};`;
    writeFileSync(path.join(dir, 'assets', 'app-Ab12.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'assets', 'tiny-Cd34.js'), 'export {};');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const done = await precompressDir(dir);

    expect(done.map((file) => path.relative(dir, file)).sort()).toEqual([path.join('assets', 'app-Ab12.js'), 'index.html']);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'app-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'app-Ab12.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['assets/tiny-Cd34.js', 'logo.png']) {
      expect([existsSync(path.join(dir, `${skipped}.br`)), existsSync(path.join(dir, `${skipped}.gz`))]).toEqual([false, false]);
    }
  });
});
