/** The debugging list (features/debugDevices) and this feature's details page (the menu rows of the server's seed). */
export const DEBUG_LIST_PATH = '/product/deviceDebugging/index';
export const DEBUG_DETAILS_PATH = '/product/deviceDebugging/debugDetails/index';

/** The details page of one device, with the query the spec names (001 §2: productKey, productId, did, type=2). */
export function debugDetailsPath(device: { productKey: string; productId: string; did: string }): string {
  const query = new URLSearchParams({ productKey: device.productKey, productId: device.productId, did: device.did, type: '2' });
  return `${DEBUG_DETAILS_PATH}?${query.toString()}`;
}
