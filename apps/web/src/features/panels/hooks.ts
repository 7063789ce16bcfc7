import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PanelAssetKind, PanelEditBody, PanelListQuery, PanelPublishBody, PanelSaveBody, SelectControlPanelBody } from '@iotc/shared/panels';
import {
  cancelReminder,
  createPanel,
  deletePanel,
  deletePanelAsset,
  getControlPanelList,
  getLivePanel,
  getPanel,
  listPanelAssets,
  listPanels,
  listPanelVersions,
  publishPanel,
  rollbackPanel,
  savePanelDraft,
  selectControlPanel,
  uploadPanelAsset,
} from './api';

/** Every panel query sits under this key: a publish, a choice or a roll-back marks the tab, the studio and the previews stale at once. */
const PANELS_KEY = ['panels'] as const;

export const panelQueryKeys = {
  all: PANELS_KEY,
  choices: (productId: string) => [...PANELS_KEY, 'choices', productId] as const,
  live: (productId: string) => [...PANELS_KEY, 'live', productId] as const,
  list: (query: object) => [...PANELS_KEY, 'list', query] as const,
  detail: (id: string) => [...PANELS_KEY, 'detail', id] as const,
  versions: (id: string) => [...PANELS_KEY, 'versions', id] as const,
  assets: (kind: PanelAssetKind) => [...PANELS_KEY, 'assets', kind] as const,
};

export function useControlPanelList(productId: string) {
  return useQuery({ queryKey: panelQueryKeys.choices(productId), queryFn: () => getControlPanelList(productId) });
}

export function useLivePanel(productId: string | null) {
  return useQuery({ queryKey: panelQueryKeys.live(productId ?? ''), queryFn: () => getLivePanel(productId!), enabled: Boolean(productId) });
}

export function usePanels(query: PanelListQuery) {
  return useQuery({ queryKey: panelQueryKeys.list(query), queryFn: () => listPanels(query), placeholderData: keepPreviousData });
}

export function usePanel(id: string | null) {
  return useQuery({ queryKey: panelQueryKeys.detail(id ?? ''), queryFn: () => getPanel(id!), enabled: Boolean(id) });
}

export function usePanelVersions(id: string | null) {
  return useQuery({ queryKey: panelQueryKeys.versions(id ?? ''), queryFn: () => listPanelVersions(id!), enabled: Boolean(id) });
}

export function usePanelAssets(kind: PanelAssetKind) {
  return useQuery({ queryKey: panelQueryKeys.assets(kind), queryFn: () => listPanelAssets(kind) });
}

/** A change of any panel marks every panel query stale (choices, live documents, lists, versions). */
export function useInvalidatePanels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PANELS_KEY });
}

export function useSelectControlPanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (body: SelectControlPanelBody) => selectControlPanel(body), onSuccess: invalidate });
}

export function useCancelReminder() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (productId: string) => cancelReminder(productId), onSuccess: invalidate });
}

export function useDeletePanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (id: string) => deletePanel(id), onSuccess: invalidate });
}

export function useRollbackPanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: ({ id, version }: { id: string; version: number }) => rollbackPanel(id, version), onSuccess: invalidate });
}

/** A new studio panel of a product: the tab lists it at once, and the studio opens on it. */
export function useCreatePanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (body: PanelSaveBody) => createPanel(body), onSuccess: invalidate });
}

// ── Studio ───────────────────────────────────────────────────────────────────

export function useSavePanelDraft() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (body: PanelEditBody) => savePanelDraft(body), onSuccess: invalidate });
}

export function usePublishPanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (body: PanelPublishBody) => publishPanel(body), onSuccess: invalidate });
}

export function useUploadPanelAsset(kind: PanelAssetKind) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: ({ file, name, onProgress }: { file: File; name?: string; onProgress(percent: number): void }) => uploadPanelAsset(file, kind, name, onProgress),
    onSuccess: invalidate,
  });
}

export function useDeletePanelAsset() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (id: string) => deletePanelAsset(id), onSuccess: invalidate });
}
