import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoicePlatform, VoiceRecordQuery } from '@iotc/shared/voice';
import { getVoiceDoc, getVoiceScheme, listVoicePublishRecords, listVoiceSchemes, listVoiceUnits, publishVoiceScheme, reviseVoiceScheme, saveVoiceScheme } from './api';

/** Every voice query sits under this key; a write marks all of a product's voice queries stale. */
const VOICE_KEY = ['voice'] as const;

export const voiceQueryKeys = {
  list: (productId: string) => [...VOICE_KEY, productId, 'list'] as const,
  detail: (productId: string, platform: VoicePlatform) => [...VOICE_KEY, productId, 'detail', platform] as const,
  records: (query: VoiceRecordQuery) => [...VOICE_KEY, query.productId, 'records', query] as const,
  units: [...VOICE_KEY, 'units'] as const,
  doc: (platform: VoicePlatform) => [...VOICE_KEY, 'doc', platform] as const,
};

export function useVoiceSchemes(productId: string) {
  return useQuery({ queryKey: voiceQueryKeys.list(productId), queryFn: () => listVoiceSchemes(productId) });
}

export function useVoiceScheme(productId: string, platform: VoicePlatform) {
  return useQuery({ queryKey: voiceQueryKeys.detail(productId, platform), queryFn: () => getVoiceScheme(productId, platform) });
}

export function useVoicePublishRecords(query: VoiceRecordQuery) {
  return useQuery({ queryKey: voiceQueryKeys.records(query), queryFn: () => listVoicePublishRecords(query), placeholderData: keepPreviousData });
}

/** The units never change while the console runs. */
export function useVoiceUnits() {
  return useQuery({ queryKey: voiceQueryKeys.units, queryFn: listVoiceUnits, staleTime: Infinity });
}

export function useVoiceDoc(platform: VoicePlatform) {
  return useQuery({ queryKey: voiceQueryKeys.doc(platform), queryFn: () => getVoiceDoc(platform), staleTime: Infinity });
}

function useVoiceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: VOICE_KEY }) });
}

export const useSaveVoiceScheme = () => useVoiceMutation(saveVoiceScheme);
export const usePublishVoiceScheme = () => useVoiceMutation(publishVoiceScheme);
export const useReviseVoiceScheme = () => useVoiceMutation(({ productId, platform }: { productId: string; platform: VoicePlatform }) => reviseVoiceScheme(productId, platform));
