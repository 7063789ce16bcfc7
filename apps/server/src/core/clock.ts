/** Where the server reads the time. Injected so tests move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Timestamps leave the server as epoch seconds. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
