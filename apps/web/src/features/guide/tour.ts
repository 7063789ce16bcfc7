import type { GuideDemo } from '@iotc/shared/guide';
import { navigate } from '@/lib/navigation';
import { loadProfile, useSessionStore } from '@/lib/session';
import { listVirtualDevices } from '@/features/virtualDevices/api';
import { ensureGuideDemo, setHasGuided } from './api';
import { LAST_STEP, needsDemo, needsDevice, stepPath } from './tourSteps';
import { useTourStore } from './tourStore';

/** Path and query of the page shown (what the router compares; the hash plays no part). */
export function herePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Starts the tour on step 1 in the signed-in user's space (the caller opens the home page if it is elsewhere). */
export function startTour(masked: boolean, leaving = herePath()): void {
  const tenantId = useSessionStore.getState().userInfo?.tenantId;
  if (tenantId) useTourStore.getState().start(tenantId, masked, leaving);
}

/**
 * The first-login display (spec 001 §4: the first display marks the user as guided): the tour starts,
 * and the guide call is made once. The profile says guided at once, so nothing else asks again meanwhile.
 */
export function welcomeTour(leaving: string): void {
  const info = useSessionStore.getState().userInfo;
  if (!info || info.hasGuided) return;
  startTour(false, leaving);
  useSessionStore.getState().setUserInfo({ ...info, hasGuided: true });
  setHasGuided(info.tenantId)
    .then(() => loadProfile())
    // The request client has shown why; the next profile load says unguided again and the next login asks again.
    .catch(() => undefined);
}

/** The demo for a step: asked for once, and the device checked to still be there where the step shows it. */
async function demoFor(step: number, known: GuideDemo | null): Promise<GuideDemo> {
  if (!known) return ensureGuideDemo();
  if (!needsDevice(step)) return known;
  // A failed list (the product deleted meanwhile) is one more reason to make the demo again.
  const devices = await listVirtualDevices(known.productId).catch(() => []);
  return devices.some((device) => device.did === known.did) ? known : ensureGuideDemo();
}

/**
 * Moves the tour to step `to` (past the last one: the tour is finished) and opens its page; the tour
 * shows the step once that page has drawn what it points at. A failed call keeps the current step (the
 * request client has shown why).
 */
export async function goToStep(to: number, leaving: string): Promise<void> {
  const tour = useTourStore.getState();
  if (tour.step === null || tour.busy) return;
  if (to > LAST_STEP) {
    tour.end();
    return;
  }
  let demo = tour.demo;
  if (needsDemo(to)) {
    tour.setBusy(true);
    try {
      demo = await demoFor(to, demo);
    } catch {
      return;
    } finally {
      useTourStore.getState().setBusy(false);
    }
    // Skipped while the server was busy.
    if (useTourStore.getState().step !== tour.step) return;
  }
  const path = stepPath(to, demo);
  if (!path) return;
  useTourStore.getState().show(to, demo, leaving);
  navigate(path);
}

export function endTour(): void {
  useTourStore.getState().end();
}
