import { describe, expect, it } from 'vitest';
import { LAST_STEP, PAGE_CARD, TOUR_STEPS, isOnStep, needsDemo, needsDevice, pickTarget, stepPath, stepTargets } from './tourSteps';

const demo = { productId: 'p1', productKey: 'key1', did: 'd1' };
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://console');
  return { pathname, search };
};

describe('tour steps', () => {
  it('has four steps: dashboard, product list, device debugging list, debug details of the demo device', () => {
    expect(TOUR_STEPS).toHaveLength(4);
    expect(LAST_STEP).toBe(3);
    expect([0, 1, 2, 3].map((step) => stepPath(step, demo))).toEqual([
      '/dashboard/index',
      '/product/product/index',
      '/product/deviceDebugging/index?productId=p1&tab=virtual',
      '/product/deviceDebugging/debugDetails/index?productKey=key1&productId=p1&did=d1&type=2',
    ]);
  });

  it('needs the demo from step 2 on, and checks the device from step 3 on', () => {
    expect([0, 1, 2, 3].map(needsDemo)).toEqual([false, true, true, true]);
    expect([0, 1, 2, 3].map(needsDevice)).toEqual([false, false, true, true]);
    expect([1, 2, 3].map((step) => stepPath(step, null))).toEqual([null, null, null]);
    expect(stepPath(0, null)).toBe('/dashboard/index');
  });

  it('is on a step on its page with its query, whatever else the address carries', () => {
    expect(isOnStep(0, null, at('/dashboard/index'))).toBe(true);
    expect(isOnStep(1, demo, at('/product/product/index?pageNo=2'))).toBe(true);
    expect(isOnStep(2, demo, at('/product/deviceDebugging/index?productId=p1&tab=virtual'))).toBe(true);
    // The device list opens on its virtual tab; the user may look at the other one.
    expect(isOnStep(2, demo, at('/product/deviceDebugging/index?tab=real&productId=p1'))).toBe(true);
    expect(isOnStep(3, demo, at('/product/deviceDebugging/debugDetails/index?type=2&did=d1&productId=p1&productKey=key1'))).toBe(true);

    expect(isOnStep(2, demo, at('/product/deviceDebugging/index?productId=other'))).toBe(false);
    expect(isOnStep(2, demo, at('/product/deviceDebugging/index'))).toBe(false);
    expect(isOnStep(3, demo, at('/product/deviceDebugging/debugDetails/index?productKey=key1&productId=p1&did=d2&type=2'))).toBe(false);
    expect(isOnStep(1, demo, at('/dashboard/index'))).toBe(false);
    expect(isOnStep(1, null, at('/product/product/index'))).toBe(false);
  });

  it('points at the demo product, the virtual device and the controls, with the page as the fallback', () => {
    expect(stepTargets(0, null)).toEqual(['[data-testid="dashboard-greeting"]']);
    expect(stepTargets(1, demo)).toEqual(['[data-testid="product-row"][data-id="p1"]', PAGE_CARD]);
    expect(stepTargets(2, demo)).toEqual(['[data-testid="debug-virtual-row"][data-id="d1"]', PAGE_CARD]);
    expect(stepTargets(3, demo)).toEqual(['[data-testid="debug-controls"]', '[data-testid="debug-details"]']);
  });
});

describe('picking what a step points at', () => {
  const page = (present: string[]) => (selector: string) => (present.includes(selector) ? ({ selector } as unknown as Element) : null);

  it('takes the preferred target as soon as it shows, and waits for it until the wait is over', () => {
    expect(pickTarget(['a', 'b'], page(['a', 'b']), false)).toEqual({ selector: 'a' });
    expect(pickTarget(['a', 'b'], page(['b']), false)).toBeUndefined();
    expect(pickTarget(['a', 'b'], page(['a']), true)).toEqual({ selector: 'a' });
  });

  it('falls back to the first fallback present, then to none (the middle of the window)', () => {
    expect(pickTarget(['a', 'b', 'c'], page(['c']), true)).toEqual({ selector: 'c' });
    expect(pickTarget(['a', 'b', 'c'], page([]), true)).toBeNull();
    expect(pickTarget([], page([]), true)).toBeNull();
  });
});
