import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfflinePanelListQuery } from '@iotc/shared/offlinePanels';
import {
  assignOfflinePanel,
  deleteOfflinePanel,
  enableOfflinePanel,
  getOfflinePanel,
  getOfflinePanelPreview,
  listOfflinePanels,
  publishOfflinePanel,
  saveOfflinePanel,
} from './api';

/**
 * Every offline panel query sits under this key. The product's panel choices are under the panels feature's key
 * (['panels']): a change here may change which products can choose a panel, so that one is marked stale too.
 */
const OFFLINE_PANELS_KEY = ['offlinePanels'] as const;
const PANEL_CHOICES_KEY = ['panels'] as const;

export const offlinePanelQueryKeys = {
  list: (query: object) => [...OFFLINE_PANELS_KEY, 'list', query] as const,
  detail: (id: string) => [...OFFLINE_PANELS_KEY, 'detail', id] as const,
  preview: (id: string) => [...OFFLINE_PANELS_KEY, 'preview', id] as const,
};

export function useOfflinePanels(query: OfflinePanelListQuery) {
  return useQuery({ queryKey: offlinePanelQueryKeys.list(query), queryFn: () => listOfflinePanels(query), placeholderData: keepPreviousData });
}

export function useOfflinePanel(id: string | null) {
  return useQuery({ queryKey: offlinePanelQueryKeys.detail(id ?? ''), queryFn: () => getOfflinePanel(id!), enabled: Boolean(id) });
}

/** The signed address expires: it is fetched afresh each time a preview opens. */
export function useOfflinePanelPreview(id: string | null) {
  return useQuery({ queryKey: offlinePanelQueryKeys.preview(id ?? ''), queryFn: () => getOfflinePanelPreview(id!), enabled: Boolean(id), gcTime: 0 });
}

function useOfflinePanelMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: OFFLINE_PANELS_KEY }), queryClient.invalidateQueries({ queryKey: PANEL_CHOICES_KEY })]),
  });
}

export const useSaveOfflinePanel = () => useOfflinePanelMutation(saveOfflinePanel);
export const useDeleteOfflinePanel = () => useOfflinePanelMutation(deleteOfflinePanel);
export const useEnableOfflinePanel = () => useOfflinePanelMutation(({ id, enabled }: { id: string; enabled: boolean }) => enableOfflinePanel(id, enabled));
export const usePublishOfflinePanel = () => useOfflinePanelMutation(publishOfflinePanel);
export const useAssignOfflinePanel = () => useOfflinePanelMutation(({ id, productIds }: { id: string; productIds: string[] }) => assignOfflinePanel(id, productIds));
