import { describe, expect, it } from 'vitest';
import { pngFile } from './testData';
import { hasRatio, imageSizeOf, readImageSize } from './imageSize';

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...new Array<number>(10).fill(0)]);
}

function bmp(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(54);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  return bytes;
}

describe('imageSizeOf', () => {
  it('reads PNG, JPEG and BMP sizes from their headers', async () => {
    expect(await readImageSize(pngFile(800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSizeOf(jpeg(640, 640))).toEqual({ width: 640, height: 640 });
    // Top-down BMPs store a negative height.
    expect(imageSizeOf(bmp(300, -300))).toEqual({ width: 300, height: 300 });
  });

  it('gives null for anything else', () => {
    expect(imageSizeOf(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(imageSizeOf(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
  });
});

describe('hasRatio', () => {
  it('is exact, as the server checks it', () => {
    expect(hasRatio({ width: 800, height: 800 }, '1:1')).toBe(true);
    expect(hasRatio({ width: 800, height: 799 }, '1:1')).toBe(false);
    expect(hasRatio({ width: 1600, height: 900 }, '16:9')).toBe(true);
  });
});
