import { useCallback } from 'react';
import { usePanelAssets } from './hooks';

/** The public address of an uploaded icon or font by its id (`asset:<id>` in the document), for the renderer. */
export function useAssetUrl(): (assetId: string) => string {
  const icons = usePanelAssets('icon');
  const fonts = usePanelAssets('font');
  return useCallback(
    (assetId: string) => [...(icons.data ?? []), ...(fonts.data ?? [])].find((asset) => asset.id === assetId)?.url ?? '',
    [icons.data, fonts.data],
  );
}
