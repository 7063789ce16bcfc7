import { useMemo } from 'react';
import { PANEL_ICON_NAMES } from '@iotc/panel';
import { usePanelAssets } from '../hooks';

/** An icon the icon component may show: a built-in one by name, or an uploaded one as `asset:<id>`. */
export interface IconChoice {
  value: string;
  label: string;
}

export function useIconChoices(): IconChoice[] {
  const uploaded = usePanelAssets('icon');
  return useMemo(
    () => [...PANEL_ICON_NAMES.map((name) => ({ value: name, label: name })), ...(uploaded.data ?? []).map((asset) => ({ value: `asset:${asset.id}`, label: asset.name }))],
    [uploaded.data],
  );
}
