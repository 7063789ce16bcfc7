import type { GuideDemo } from '@iotc/shared/guide';
import { DEBUG_LIST_PATH, debugDetailsPath } from '@/features/debugging/paths';
import { PRODUCT_LIST_PATH } from '@/features/products/paths';
import { HOME_PATH } from '@/lib/redirect';

/**
 * The guided tour's steps (spec 001 §4 Tour, routes of §2): what the console is, the product list, the
 * device debugging list and the debug details of the demo product's virtual device. Pure: where each
 * step lives and what it points at.
 */
export const TOUR_STEPS = ['console', 'products', 'devices', 'debug'] as const;
export type TourStepName = (typeof TOUR_STEPS)[number];
export const LAST_STEP = TOUR_STEPS.length - 1;

/** The main card of a page: where a step points when its own target does not show. */
export const PAGE_CARD = '.shell__content .ant-card';

/** Steps after the first walk through the demo product and its virtual device. */
export function needsDemo(step: number): boolean {
  return step > 0;
}

/** Steps from the device list on show the demo's virtual device: it is checked to still be there first. */
export function needsDevice(step: number): boolean {
  return step >= 2;
}

/** The address of a step; null for a step that needs the demo before it is known. */
export function stepPath(step: number, demo: GuideDemo | null): string | null {
  if (step === 0) return HOME_PATH;
  if (!demo) return null;
  if (step === 1) return PRODUCT_LIST_PATH;
  if (step === 2) return `${DEBUG_LIST_PATH}?${new URLSearchParams({ productId: demo.productId, tab: 'virtual' }).toString()}`;
  return debugDetailsPath(demo);
}

/** Query values a step opens its page with that the user may change without leaving the step (the device list's tab). */
const VIEW_PARAMS = new Set(['tab']);

/** Whether the page shown is the step's: same path, and the step's query values (others may be added). */
export function isOnStep(step: number, demo: GuideDemo | null, here: { pathname: string; search: string }): boolean {
  const path = stepPath(step, demo);
  if (!path) return false;
  const expected = new URL(path, 'http://console');
  if (expected.pathname !== here.pathname) return false;
  const actual = new URLSearchParams(here.search);
  return [...expected.searchParams].every(([key, value]) => VIEW_PARAMS.has(key) || actual.get(key) === value);
}

/** What a step points at, preferred first; the page's main card (or the page itself) last. */
export function stepTargets(step: number, demo: GuideDemo | null): string[] {
  switch (TOUR_STEPS[step]) {
    case 'console':
      return ['[data-testid="dashboard-greeting"]'];
    case 'products':
      return demo ? [`[data-testid="product-row"][data-id="${demo.productId}"]`, PAGE_CARD] : [PAGE_CARD];
    case 'devices':
      return demo ? [`[data-testid="debug-virtual-row"][data-id="${demo.did}"]`, PAGE_CARD] : [PAGE_CARD];
    default:
      return ['[data-testid="debug-controls"]', '[data-testid="debug-details"]'];
  }
}

/**
 * The element a step points at: the preferred one as soon as it shows; once `gaveUp` (the page never
 * drew it), the first fallback present, else null (the step shows in the middle of the window).
 * undefined means keep waiting.
 */
export function pickTarget(selectors: readonly string[], find: (selector: string) => Element | null, gaveUp: boolean): Element | null | undefined {
  const [preferred, ...fallbacks] = selectors;
  const found = preferred ? find(preferred) : null;
  if (found) return found;
  if (!gaveUp) return undefined;
  for (const selector of fallbacks) {
    const fallback = find(selector);
    if (fallback) return fallback;
  }
  return null;
}
