/** Where the offline panel pages live (the menu rows of the server's seed). */
export const OFFLINE_PANEL_LIST_PATH = '/product/offlinePanel/index';
export const OFFLINE_PANEL_DETAIL_PATH = '/product/offlinePanel/detail/index';

export const offlinePanelDetailPath = (id: string) => `${OFFLINE_PANEL_DETAIL_PATH}?${new URLSearchParams({ id }).toString()}`;
