/**
 * The pixel size of a PNG, JPEG or BMP from its first bytes, so the 1:1 rule of the product image is
 * checked before the upload (the server checks the bytes again). Null when the bytes are none of these.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG start-of-frame markers (SOF0-SOF15 without DHT, JPG and DAC), where the size is. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: signature, then the IHDR chunk's width and height.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // BMP: "BM", then the DIB header's width and height (height negative for top-down rows).
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) {
    return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  // JPEG: walk the segments to the first start-of-frame.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      // Fill bytes and markers without a length.
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      if (SOF_MARKERS.has(marker)) return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

/** Reads as many bytes as the header needs (JPEG metadata may come first, so up to 256 KB). */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  const head = await file.slice(0, 256 * 1024).arrayBuffer();
  return imageSizeOf(new Uint8Array(head));
}

/** Whether `size` has the ratio "w:h" (exactly: 800×800 for 1:1). */
export function hasRatio(size: ImageSize, ratio: string): boolean {
  const [w, h] = ratio.split(':').map(Number);
  if (!w || !h) return true;
  return size.width * h === size.height * w;
}
