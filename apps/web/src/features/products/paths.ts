/** Where the product pages live (the menu rows of the server's seed). */
export const PRODUCT_LIST_PATH = '/product/product/index';
export const PRODUCT_CREATE_PATH = '/product/product/create/index';
export const PRODUCT_SETTING_PATH = '/product/product/setting/index';

/** The settings views, in the order of the tab bar; the active one is the address's `tab`. */
export const SETTING_TABS = ['function', 'hardware', 'panel', 'basic', 'test', 'network', 'manual', 'rule', 'scene', 'timer', 'voice'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

export function productSettingPath(productId: string, tab?: SettingTab): string {
  const query = new URLSearchParams({ productId });
  if (tab) query.set('tab', tab);
  return `${PRODUCT_SETTING_PATH}?${query.toString()}`;
}
