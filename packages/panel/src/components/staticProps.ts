import type { PanelComponent } from '@iotc/shared/panels';
import type { PanelLang } from '../types.ts';

/** The prefix of an uploaded asset of the space in `src` or `icon`. */
export const ASSET_PREFIX = 'asset:';

export interface StaticProps {
  component: PanelComponent;
  /** The component's own text in the panel's language (the product's text for it first). */
  text: string;
  lang: PanelLang;
  assetUrl?(assetId: string): string;
}

/** An address a browser can load: an uploaded asset through `assetUrl`, other addresses as they are; null when there is none. */
export function addressOf(ref: string | undefined, assetUrl: StaticProps['assetUrl']): string | null {
  if (!ref) return null;
  if (!ref.startsWith(ASSET_PREFIX)) return ref;
  return assetUrl ? assetUrl(ref.slice(ASSET_PREFIX.length)) : null;
}
