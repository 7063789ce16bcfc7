import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import type { ChangeVersionListQuery, FirmwareListQuery, FirmwareVersionListQuery } from '@iotc/shared/firmware';
import {
  changeVersion,
  deleteFirmware,
  getFirmware,
  getProductFirmware,
  listChangeVersions,
  listFirmware,
  listVersions,
  queryCustomFirmware,
  removeCustomFirmware,
  saveFirmware,
  saveVersion,
  selectCustomFirmware,
  versionAction,
  type VersionAction,
} from './api';

/**
 * Every firmware query sits under this key, the product card's too: a version published on the details page shows
 * as the product's newest at once, and a change anywhere marks them all stale.
 */
const FIRMWARE_KEY = ['firmware'] as const;

export const firmwareQueryKeys = {
  list: (query: object) => [...FIRMWARE_KEY, 'list', query] as const,
  detail: (id: string) => [...FIRMWARE_KEY, 'detail', id] as const,
  versions: (query: object) => [...FIRMWARE_KEY, 'versions', query] as const,
  product: (productId: string, ...rest: unknown[]) => [...FIRMWARE_KEY, 'product', productId, ...rest] as const,
};

export function useFirmwareList(query: FirmwareListQuery, enabled = true) {
  return useQuery({ queryKey: firmwareQueryKeys.list(query), queryFn: () => listFirmware(query), placeholderData: keepPreviousData, enabled });
}

/** A product's own firmware (the dependency choices of a version); none asked without a product. */
export function useProductOwnFirmware(productId: string | null) {
  return useFirmwareList({ productId: productId ?? undefined, custom: false, pageNo: 1, pageSize: PAGE_SIZE_MAX }, productId !== null);
}

export function useFirmware(id: string | null) {
  return useQuery({ queryKey: firmwareQueryKeys.detail(id ?? ''), queryFn: () => getFirmware(id!), enabled: Boolean(id) });
}

export function useVersions(query: FirmwareVersionListQuery, enabled = true) {
  return useQuery({ queryKey: firmwareQueryKeys.versions(query), queryFn: () => listVersions(query), placeholderData: keepPreviousData, enabled });
}

export function useProductFirmware(productId: string) {
  return useQuery({ queryKey: firmwareQueryKeys.product(productId), queryFn: () => getProductFirmware(productId) });
}

export function useChangeVersions(query: ChangeVersionListQuery | null, custom: boolean) {
  return useQuery({
    queryKey: firmwareQueryKeys.product(query?.productId ?? '', 'versions', query?.firmwareId, custom),
    queryFn: () => listChangeVersions(query!, custom),
    enabled: query !== null,
  });
}

export function useCustomFirmwareChoices(productId: string, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: firmwareQueryKeys.product(productId, 'custom', keyword),
    queryFn: () => queryCustomFirmware({ productId, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useFirmwareMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRMWARE_KEY }) });
}

export const useSaveFirmware = () => useFirmwareMutation(saveFirmware);
export const useDeleteFirmware = () => useFirmwareMutation(deleteFirmware);
export const useSaveVersion = () => useFirmwareMutation(saveVersion);
export const useVersionAction = () => useFirmwareMutation(({ action, id }: { action: VersionAction; id: string }) => versionAction(action, id));
export const useChangeVersion = () => useFirmwareMutation(changeVersion);
export const useSelectCustomFirmware = () => useFirmwareMutation(selectCustomFirmware);
export const useRemoveCustomFirmware = () => useFirmwareMutation(removeCustomFirmware);
