import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4Duration.ts';
import { makeMp4 } from './testUpload.ts';

function box(type: string, body: Buffer, sizeField?: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(sizeField ?? 8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

describe('MP4 duration (moov → mvhd)', () => {
  it('reads a version 0 movie header', () => {
    expect(mp4DurationSeconds(makeMp4({ timescale: 1000, duration: 12_500 }))).toBe(12.5);
    expect(mp4DurationSeconds(makeMp4({ timescale: 90_000, duration: 90_000 * 15 }))).toBe(15);
  });

  it('reads a version 1 (64-bit) movie header', () => {
    expect(mp4DurationSeconds(makeMp4({ timescale: 600, duration: 600 * 16, version: 1 }))).toBe(16);
  });

  it('finds moov after the media data', () => {
    expect(mp4DurationSeconds(makeMp4({ timescale: 1000, duration: 3000, totalBytes: 50_000, moovLast: true }))).toBe(3);
  });

  it('reads a byte view that starts inside a larger buffer', () => {
    const mp4 = makeMp4({ timescale: 1000, duration: 7000 });
    const big = Buffer.concat([Buffer.alloc(13), mp4]);
    expect(mp4DurationSeconds(new Uint8Array(big.buffer, big.byteOffset + 13, mp4.length))).toBe(7);
  });

  it('handles 64-bit box sizes and a last box running to the end', () => {
    const mp4 = makeMp4({ timescale: 1000, duration: 4000 });
    const ftypSize = mp4.readUInt32BE(0);
    const ftyp = mp4.subarray(0, ftypSize);
    const moov = mp4.subarray(ftypSize, ftypSize + mp4.readUInt32BE(ftypSize));
    // ftyp with a 64-bit size, then moov with size 0 ("to the end of the file").
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write('ftyp', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + ftypSize - 8), 8);
    const wideFtyp = Buffer.concat([large, ftyp.subarray(8)]);
    const openMoov = Buffer.from(moov);
    openMoov.writeUInt32BE(0, 0);
    expect(mp4DurationSeconds(Buffer.concat([wideFtyp, openMoov]))).toBe(4);
  });

  it('uses the fragment duration (mvex → mehd) of a fragmented file', () => {
    const mp4 = makeMp4({ timescale: 1000, duration: 0 });
    const ftypSize = mp4.readUInt32BE(0);
    const moov = mp4.subarray(ftypSize, ftypSize + mp4.readUInt32BE(ftypSize));
    const mehdBody = Buffer.alloc(8);
    mehdBody.writeUInt32BE(9000, 4);
    const mvex = box('mvex', box('mehd', mehdBody));
    const fragmented = box('moov', Buffer.concat([moov.subarray(8), mvex]));
    expect(mp4DurationSeconds(Buffer.concat([mp4.subarray(0, ftypSize), fragmented]))).toBe(9);
  });

  it('answers null when the length cannot be read', () => {
    const ftypOnly = makeMp4({ timescale: 1000, duration: 1000 }).subarray(0, 32);
    expect(mp4DurationSeconds(ftypOnly)).toBeNull(); // no moov
    expect(mp4DurationSeconds(makeMp4({ timescale: 0, duration: 1000 }))).toBeNull();
    expect(mp4DurationSeconds(makeMp4({ timescale: 1000, duration: 0xffffffff }))).toBeNull(); // "unknown"
    expect(mp4DurationSeconds(makeMp4({ timescale: 1000, duration: 0 }))).toBeNull();
    expect(mp4DurationSeconds(Buffer.alloc(0))).toBeNull();
    expect(mp4DurationSeconds(Buffer.from('just text that is not a movie at all'))).toBeNull();
  });

  it('stops at malformed or truncated boxes instead of reading past them', () => {
    const mp4 = makeMp4({ timescale: 1000, duration: 5000, totalBytes: 2000 });
    expect(mp4DurationSeconds(mp4.subarray(0, mp4.length - 20))).toBe(5); // mdat cut: moov still whole
    const ftypSize = mp4.readUInt32BE(0);
    expect(mp4DurationSeconds(mp4.subarray(0, ftypSize + 40))).toBeNull(); // moov cut
    const lying = Buffer.from(mp4);
    lying.writeUInt32BE(3, ftypSize); // a size smaller than the header
    expect(mp4DurationSeconds(lying)).toBeNull();
    const huge = Buffer.from(mp4);
    huge.writeUInt32BE(0x7fffffff, ftypSize); // a size past the end
    expect(mp4DurationSeconds(huge)).toBeNull();
    const badVersion = Buffer.from(mp4);
    badVersion[ftypSize + 16] = 2; // mvhd version 2 does not exist
    expect(mp4DurationSeconds(badVersion)).toBeNull();
  });
});
