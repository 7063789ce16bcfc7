import { PANEL_FONT_MAX_MB, PANEL_ICON_MAX_KB } from '@iotc/shared';
import { hasRatio, readImageSize } from '@/features/products/imageSize';

/** Why the browser refuses a file before uploading it (the server checks the bytes again), as a message key and its values. */
export interface AssetRefusal {
  key: string;
  params: Record<string, number>;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** An icon (§5): a PNG by its bytes, at most 100kb, square. */
export async function iconRefusal(file: File): Promise<AssetRefusal | null> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (!PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return { key: 'panel.iconType', params: {} };
  if (file.size > PANEL_ICON_MAX_KB * 1024) return { key: 'panel.iconTooLarge', params: { maxKb: PANEL_ICON_MAX_KB } };
  const size = await readImageSize(file);
  if (!size || !hasRatio(size, '1:1')) return { key: 'panel.iconRatio', params: {} };
  return null;
}

/** TrueType (0x00010000 or "true") and WOFF ("wOFF") files by their first bytes. */
const FONT_SIGNATURES = [[0x00, 0x01, 0x00, 0x00], [...'true'].map((c) => c.charCodeAt(0)), [...'wOFF'].map((c) => c.charCodeAt(0))];

/** A font (§5): ttf or woff by its bytes, within the size limit. */
export async function fontRefusal(file: File): Promise<AssetRefusal | null> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (!FONT_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte))) return { key: 'panel.fontType', params: {} };
  if (file.size > PANEL_FONT_MAX_MB * 1024 * 1024) return { key: 'panel.fontTooLarge', params: { maxMb: PANEL_FONT_MAX_MB } };
  return null;
}
