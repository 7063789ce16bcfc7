import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OtaReleaseListQuery, OtaReleaseSaveBody, OtaTaskListQuery, OtaWhitelistListQuery } from '@iotc/shared/ota';
import { RealtimeKind } from '@iotc/shared/realtime';
import { onRealtime } from '@/lib/realtime';
import {
  addWhitelist,
  changeRelease,
  deleteWhitelist,
  getProductFirmware,
  getRecords,
  getRelease,
  getReleasableVersions,
  getTimeline,
  listReleases,
  listTasks,
  listWhitelist,
  previewRelease,
  saveRelease,
} from './api';

/** Every OTA query sits under this key; one release's detail, records, chart and tasks under its own. */
const OTA_KEY = ['ota'] as const;

export const otaKeys = {
  releases: (query: object) => [...OTA_KEY, 'releases', query] as const,
  release: (id: string) => [...OTA_KEY, 'release', id] as const,
  records: (id: string) => [...OTA_KEY, 'release', id, 'records'] as const,
  timeline: (id: string) => [...OTA_KEY, 'release', id, 'timeline'] as const,
  tasks: (query: OtaTaskListQuery) => [...OTA_KEY, 'release', query.releaseId, 'tasks', query] as const,
  whitelist: (query: object) => [...OTA_KEY, 'whitelist', query] as const,
  productFirmware: (productId: string) => [...OTA_KEY, 'productFirmware', productId] as const,
  versions: (productId: string, firmwareId: string) => [...OTA_KEY, 'versions', productId, firmwareId] as const,
  preview: (body: OtaReleaseSaveBody) => [...OTA_KEY, 'preview', body] as const,
};

/** The shortest time between two refetches driven by progress messages (a release may send one a second). */
export const LIVE_REFETCH_MS = 2000;

/**
 * Runs `onChange` for each real-time OTA message `matches` accepts, at most once per LIVE_REFETCH_MS: the first
 * at once, later ones coalesced into one at the end of the interval.
 */
function useOtaMessages(matches: (releaseId: string) => boolean, onChange: () => void): void {
  const latest = useRef({ matches, onChange });
  useEffect(() => {
    latest.current = { matches, onChange };
  });
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      last = Date.now();
      latest.current.onChange();
    };
    const stop = onRealtime(RealtimeKind.Ota, (event) => {
      if (!latest.current.matches(event.releaseId) || timer) return;
      const wait = last + LIVE_REFETCH_MS - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
}

export function useReleaseList(query: OtaReleaseListQuery) {
  const queryClient = useQueryClient();
  // Any release may be on the page: its counts and status move while it runs.
  useOtaMessages(
    () => true,
    () => void queryClient.invalidateQueries({ queryKey: [...OTA_KEY, 'releases'] }),
  );
  return useQuery({ queryKey: otaKeys.releases(query), queryFn: () => listReleases(query), placeholderData: keepPreviousData });
}

/** The release's detail; its records, chart and tasks (all under its key) refetch with it on its progress messages. */
export function useRelease(id: string | null) {
  const queryClient = useQueryClient();
  useOtaMessages(
    (releaseId) => releaseId === id,
    () => void queryClient.invalidateQueries({ queryKey: otaKeys.release(id ?? '') }),
  );
  return useQuery({ queryKey: otaKeys.release(id ?? ''), queryFn: () => getRelease(id!), enabled: Boolean(id) });
}

export function useRecords(id: string) {
  return useQuery({ queryKey: otaKeys.records(id), queryFn: () => getRecords(id) });
}

export function useTimeline(id: string) {
  return useQuery({ queryKey: otaKeys.timeline(id), queryFn: () => getTimeline(id), placeholderData: keepPreviousData });
}

export function useTasks(query: OtaTaskListQuery) {
  return useQuery({ queryKey: otaKeys.tasks(query), queryFn: () => listTasks(query), placeholderData: keepPreviousData });
}

export function useWhitelist(query: OtaWhitelistListQuery) {
  return useQuery({ queryKey: otaKeys.whitelist(query), queryFn: () => listWhitelist(query), placeholderData: keepPreviousData });
}

export function useProductFirmware(productId: string | undefined) {
  return useQuery({ queryKey: otaKeys.productFirmware(productId ?? ''), queryFn: () => getProductFirmware(productId!), enabled: Boolean(productId) });
}

export function useReleasableVersions(productId: string | undefined, firmwareId: string | undefined, custom: boolean) {
  return useQuery({
    queryKey: otaKeys.versions(productId ?? '', firmwareId ?? ''),
    queryFn: () => getReleasableVersions(productId!, firmwareId!, custom),
    enabled: Boolean(productId && firmwareId),
  });
}

/** The devices the release would reach now, per stage (the wizard's summary); a refusal is the page's to show. */
export function useReleasePreview(body: OtaReleaseSaveBody, enabled: boolean) {
  return useQuery({ queryKey: otaKeys.preview(body), queryFn: () => previewRelease(body), enabled, retry: false });
}

/** A change that marks the queries under `stale` (all of OTA unless narrower) for a refetch. */
function useOtaMutation<V, R>(mutationFn: (variables: V) => Promise<R>, stale: readonly string[] = OTA_KEY) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: stale }) });
}

export const useChangeRelease = () => useOtaMutation(changeRelease);
// The wizard's preview stays as it is while the page moves on to the new release.
export const useSaveRelease = () => useOtaMutation(saveRelease, [...OTA_KEY, 'releases']);
export const useAddWhitelist = () => useOtaMutation(addWhitelist, [...OTA_KEY, 'whitelist']);
export const useDeleteWhitelist = () => useOtaMutation(deleteWhitelist, [...OTA_KEY, 'whitelist']);
