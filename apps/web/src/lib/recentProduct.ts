/**
 * The product the user last worked on (its settings opened, or chosen on a page that shows one product),
 * kept in this browser: pages that need a product and were opened without one (the debugging list from
 * the menu) start on it instead of the demo product.
 */
const STORAGE_KEY = 'iotc.recentProductId';

export function recentProductId(): string | null {
  return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
}

export function rememberProduct(productId: string): void {
  localStorage.setItem(STORAGE_KEY, productId);
}
