import { beforeAll, describe } from 'vitest';

export { unreachable } from '../../../scripts/services.ts';

/**
 * describe() for a suite that needs something this machine may lack (PostgreSQL, Redis, Mosquitto, their
 * binaries): `missing` says what, or is null when all is there. On a developer's machine the suite skips, saying
 * why in its title; in CI (`CI` set, as `.ci/run` does) the missing service is a failure and every test of the suite
 * counts as failed, so the count never shrinks unseen.
 */
export function describeNeeding(missing: string | null, title: string, body: () => void): void {
  if (missing === null) describe(title, body);
  else if (!process.env.CI) describe.skip(`${title} (skipped: ${missing})`, body);
  else {
    describe(`${title} (failed: ${missing}, which CI must have)`, () => {
      // Runs before the suite's own hooks, which then do not run: its tests report no result and count as failed.
      beforeAll(() => {
        throw new Error(`${missing}: CI must provide it`);
      });
      body();
    });
  }
}
