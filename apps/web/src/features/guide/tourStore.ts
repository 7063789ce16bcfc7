import { create } from 'zustand';
import type { GuideDemo } from '@iotc/shared/guide';

/**
 * Where the guided tour is. Kept in sessionStorage (this tab only), so a reload mid-tour resumes on
 * the same step, or ends the tour when the page shown is no longer the step's.
 */
const STORAGE_KEY = 'iotc.tour';

export interface TourState {
  /** The step shown (0-3); null when no tour runs. */
  step: number | null;
  /** The space the tour runs in: another space (a switch, a logout) ends it. */
  tenantId: string | null;
  /** The demo product and virtual device, once the tour has asked for them. */
  demo: GuideDemo | null;
  /** Started by the user from the novice guide: the rest of the page is dimmed. The first-login display leaves the page usable. */
  masked: boolean;
  /**
   * The page a step change is leaving (path and query): until the address changes, being there is not
   * a reason to end the tour. Not kept over a reload.
   */
  leaving: string | null;
  /** A step change is waiting for the server (the demo being made). */
  busy: boolean;

  start(tenantId: string, masked: boolean, leaving: string): void;
  show(step: number, demo: GuideDemo | null, leaving: string | null): void;
  arrived(): void;
  setBusy(busy: boolean): void;
  end(): void;
}

type Kept = Pick<TourState, 'step' | 'tenantId' | 'demo' | 'masked'>;

const idle: Kept = { step: null, tenantId: null, demo: null, masked: false };

function read(): Kept {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.step === 'number' && typeof kept.tenantId === 'string' ? { ...idle, ...kept } : idle;
  } catch {
    return idle;
  }
}

function write({ step, tenantId, demo, masked }: Kept): void {
  if (step === null) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step, tenantId, demo, masked } satisfies Kept));
}

export const useTourStore = create<TourState>()((set) => ({
  ...read(),
  leaving: null,
  busy: false,

  start: (tenantId, masked, leaving) => set({ step: 0, tenantId, demo: null, masked, leaving, busy: false }),
  show: (step, demo, leaving) => set({ step, demo, leaving }),
  arrived: () => set({ leaving: null }),
  setBusy: (busy) => set({ busy }),
  end: () => set({ ...idle, leaving: null, busy: false }),
}));

useTourStore.subscribe((state, previous) => {
  if (state.step !== previous.step || state.demo !== previous.demo || state.tenantId !== previous.tenantId || state.masked !== previous.masked) write(state);
});
