import {
  type NetworkGuide,
  networkGuidePaths,
  type PairingStep,
  type SaveNetworkGuideBody,
} from '@iotc/shared/networkGuide';
import type { NetworkType } from '@iotc/shared/products';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

export function getNetworkGuide(productId: string): Promise<NetworkGuide> {
  return request.get<NetworkGuide>(networkGuidePaths.getNetworkGuide, { productId });
}

/** The platform's guide for a network type, which the editor can start from. */
export function getDefaultNetworkGuide(networkType: NetworkType): Promise<PairingStep[]> {
  return request.get<PairingStep[]>(networkGuidePaths.getDefaultNetworkGuide, { networkType });
}

/** Refusals are shown by the tab next to the save button, so the client stays quiet. */
export function saveNetworkGuide(body: SaveNetworkGuideBody): Promise<NetworkGuide> {
  return request.post<NetworkGuide>(networkGuidePaths.saveNetworkGuide, body, { suppressError: true, successMessage: t('networkGuide.saved') });
}
