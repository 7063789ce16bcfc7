/** Where the device pages live (the menu rows of the server's seed). */
export const DEVICE_LIST_PATH = '/device/list/index';
export const DEVICE_DETAIL_PATH = '/device/detail/index';
export const DEVICE_MANAGE_PATH = '/device/manage/index';
export const DEVICE_MANAGE_DETAIL_PATH = '/device/manage/detail/index';
export const DEVICE_LOG_PATH = '/device/log/index';
export const DEVICE_FAULT_PATH = '/device/malfunction/index';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const deviceDetailPath = (did: string) => withQuery(DEVICE_DETAIL_PATH, { id: did });
export const deviceManageDetailPath = (productId: string) => withQuery(DEVICE_MANAGE_DETAIL_PATH, { productId });
export const deviceLogPath = (did: string) => withQuery(DEVICE_LOG_PATH, { did });
export const deviceFaultPath = (did: string) => withQuery(DEVICE_FAULT_PATH, { did });
