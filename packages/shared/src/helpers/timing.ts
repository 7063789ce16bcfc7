import { DEBOUNCE_MS, THROTTLE_MS } from '../constants.ts';

/** A wrapped function with a way to drop what it is holding. */
export type Cancelable<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Leading-edge throttle: the first call runs at once, further calls within `ms` are dropped.
 * No trailing call: the throttle guards buttons against double submits, where a delayed
 * repeat would be the very thing to avoid. `cancel()` opens the gate again at once.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number = THROTTLE_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: A) => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
    }, ms);
    fn(...args);
  };
  wrapped.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return wrapped;
}

/**
 * Trailing-edge debounce: runs once, `ms` after the last call, with that call's arguments.
 * `cancel()` drops the pending call.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number = DEBOUNCE_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  wrapped.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return wrapped;
}
