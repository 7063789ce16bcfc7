/**
 * The one test command (`npm test`, called by `.ci/run`): lint, type-check, locale and structure checks, the
 * checks' own tests, the unit and integration suites (server on PGlite and on PostgreSQL), the web build and the
 * end-to-end suite. Every step runs even when an earlier one fails, so one run shows everything. Each line of the
 * summary says where its suite ran, and the last line counts every test once per environment:
 * `N passed, N failed, N skipped, N flaky`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';
import { emptyTally, notRunVitest, run, runPlaywright, runVitest, tallyLine, type Outcome, type Tally } from './suites.ts';

const total: Tally = emptyTally();
const summary: string[] = [];
/** Every failed (and flaky) test by name, printed again beside the tally so a log cut to its tail still says what failed. */
const failures: string[] = [];

function record(name: string, { tally, failures: failed }: Outcome) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  total.flaky += tally.flaky;
  failures.push(...failed);
  summary.push(`${name}: ${tallyLine(tally)}`);
}

/** A check without test cases of its own (lint, types, locales, structure, build) counts as one test. */
async function check(name: string, cmd: string, args: string[]) {
  console.log(`\n=== ${name} ===`);
  const { code } = await run(cmd, args);
  record(name, { tally: { ...emptyTally(), ...(code === 0 ? { passed: 1 } : { failed: 1 }) }, failures: code === 0 ? [] : [`${name}: exited with code ${code}`] });
}

async function vitest(name: string, dir: string, env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name} ===`);
  record(name, await runVitest(name, dir, { env }));
}

await check('lint', 'npx', ['eslint', '.']);
await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await check('locales', 'npx', ['tsx', 'scripts/check-locales.ts']);
await check('structure', 'npx', ['tsx', 'scripts/check-structure.ts']);
await vitest('checks on Node', 'scripts');
await vitest('shared on Node', 'packages/shared');
await vitest('device-sdk on Node', 'packages/device-sdk');
await vitest('web on jsdom', 'apps/web');
await vitest('server on PGlite', 'apps/server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) await vitest('server on PostgreSQL', 'apps/server');
else record('server on PostgreSQL', await notRunVitest('server on PostgreSQL', 'apps/server', 'no PostgreSQL (TEST_DATABASE_URL is not set)'));
await check('build', 'npm', ['run', '--silent', 'build']);
console.log('\n=== e2e in Chromium, server on PGlite ===');
record(
  'e2e in Chromium, server on PGlite',
  await runPlaywright('e2e', 'e2e/playwright.config.ts', {
    // Made here, so that listing the journeys and running them (two Playwright processes) share one.
    env: { E2E_PORT: String(await freePort()), E2E_MQTT_PORT: String(await freePort()), E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'iotc-e2e-')) },
  }),
);

if (failures.length > 0) console.log('\nfailed:\n' + failures.map((line) => `  ${line}`).join('\n'));
console.log('\n' + summary.join('\n'));
console.log(tallyLine(total));
// A flaky test is named above but does not fail the run.
process.exit(total.failed === 0 ? 0 : 1);
