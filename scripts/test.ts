/**
 * The one test command (`npm test`, called by `.ci/run`): lint, type-check, locale check, the unit and
 * integration suites (server on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL), the web build
 * and the end-to-end suite. Every step runs even when an earlier one fails, so one run shows everything;
 * the last line counts every test that ran.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

interface Tally {
  passed: number;
  failed: number;
}

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'iotc-test-'));
const total: Tally = { passed: 0, failed: 0 };
const summary: string[] = [];
/** Every failed test by name, printed again beside the tally so a log cut to its tail still says what failed. */
const failures: string[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function record(name: string, tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  summary.push(`${name}: ${tally.passed} passed, ${tally.failed} failed`);
}

/** A check without test cases of its own (lint, types, locales) counts as one test. */
async function check(name: string, cmd: string, args: string[]) {
  console.log(`\n=== ${name} ===`);
  const code = await run(cmd, args);
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

async function vitest(name: string, dir: string, env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run('npx', ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (!existsSync(out)) {
    record(name, { passed: 0, failed: 1 });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  for (const file of report.testResults) {
    const where = file.name.replace(root, '');
    if (file.assertionResults.length === 0 && file.message) failures.push(`${name} ${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${name} ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`);
    }
  }
  // A suite that failed to load has no failed test but a non-zero exit: count it.
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(name, { passed: report.numPassedTests, failed });
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suite: PlaywrightSuite, path: string[]) {
  const here = [...path, suite.title].filter(Boolean);
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message ?? '';
    failures.push(`e2e ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

async function playwright() {
  const name = 'e2e';
  console.log(`\n=== ${name} ===`);
  const out = join(reports, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_PORT: String(await freePort()),
    E2E_MQTT_PORT: String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) {
    record(name, { passed: 0, failed: 1 });
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(out, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  for (const suite of suites) playwrightFailures(suite, []);
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record(name, { passed: stats.expected + stats.flaky, failed });
}

await check('lint', 'npx', ['eslint', '.']);
await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await check('locales', 'npx', ['tsx', 'scripts/check-locales.ts']);
await vitest('shared', 'packages/shared');
await vitest('device-sdk', 'packages/device-sdk');
await vitest('web', 'apps/web');
await vitest('server-pglite', 'apps/server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) await vitest('server-postgres', 'apps/server');
await check('build', 'npm', ['run', '--silent', 'build']);
await playwright();

if (failures.length > 0) console.log('\nfailed:\n' + failures.map((line) => `  ${line}`).join('\n'));
console.log('\n' + summary.join('\n'));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
