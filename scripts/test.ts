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
import { unreachable } from './services.ts';
import { emptyTally, notRunVitest, run, runPlaywright, runVitest, suiteTallyLine, tallyLine, type Outcome, type Tally } from './suites.ts';

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
  summary.push(`${name}: ${suiteTallyLine(tally)}`);
}

async function step(name: string, outcome: (name: string) => Promise<Outcome>) {
  console.log(`\n=== ${name} ===`);
  record(name, await outcome(name));
}

/** A check without test cases of its own (lint, types, locales, structure, build) counts as one test. */
async function check(name: string, cmd: string, args: string[]): Promise<Outcome> {
  const { code } = await run(cmd, args);
  if (code === 0) return { tally: { ...emptyTally(), passed: 1 }, failures: [] };
  return { tally: { ...emptyTally(), failed: 1 }, failures: [`${name}: exited with code ${code}`] };
}

await step('lint', (name) => check(name, 'npx', ['eslint', '.']));
await step('typecheck', (name) => check(name, 'npm', ['run', '--silent', 'typecheck']));
await step('locales', (name) => check(name, 'npx', ['tsx', 'scripts/check-locales.ts']));
await step('structure', (name) => check(name, 'npx', ['tsx', 'scripts/check-structure.ts']));
await step('checks on Node', (name) => runVitest(name, 'scripts'));
await step('shared on Node', (name) => runVitest(name, 'packages/shared'));
await step('device-sdk on Node', (name) => runVitest(name, 'packages/device-sdk'));
await step('panel on jsdom', (name) => runVitest(name, 'packages/panel'));
await step('web on jsdom', (name) => runVitest(name, 'apps/web'));
await step('server on PGlite', (name) => runVitest(name, 'apps/server', { env: { TEST_DATABASE_URL: '' } }));
const postgres = process.env.TEST_DATABASE_URL;
const noPostgres = postgres ? await unreachable('PostgreSQL', postgres) : 'no PostgreSQL (TEST_DATABASE_URL is not set)';
await step('server on PostgreSQL', (name) => (noPostgres ? notRunVitest(name, 'apps/server', noPostgres) : runVitest(name, 'apps/server')));
await step('build', (name) => check(name, 'npm', ['run', '--silent', 'build']));
await step('e2e in Chromium, server on PGlite', async (name) =>
  runPlaywright(name, 'e2e/playwright.config.ts', {
    // Made here, so that listing the journeys and running them (two Playwright processes) share one.
    env: { E2E_PORT: String(await freePort()), E2E_MQTT_PORT: String(await freePort()), E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'iotc-e2e-')) },
  }),
);

if (failures.length > 0) console.log('\nfailed:\n' + failures.map((line) => `  ${line}`).join('\n'));
console.log('\n' + summary.join('\n'));
console.log(`flaky (failed, then passed on a retry; not counted as passed): ${total.flaky}`);
// The closing line, alone: what CI reads.
console.log(tallyLine(total));
// A flaky test is named above but does not fail the run.
process.exit(total.failed === 0 ? 0 : 1);
