/**
 * Runs one vitest or Playwright suite and counts what it held: every test is listed before the run, so a test
 * that reported no result (its worker crashed, its file did not load, a hook before it failed) is counted as
 * failed instead of vanishing from the count. Used by `npm test` (scripts/test.ts) and by its own tests.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Failed, then passed on a retry: not counted as passed, and named beside the failures. */
  flaky: number;
}

export interface Outcome {
  tally: Tally;
  /** One line per failed (or flaky) test: what it is and the first line of why. */
  failures: string[];
}

export const root = new URL('..', import.meta.url).pathname;

/** A tool of this repository's node_modules (not npx: nothing is fetched, and fixture trees find the same one). */
export function bin(name: string): string {
  return join(root, 'node_modules/.bin', name);
}

export function emptyTally(): Tally {
  return { passed: 0, failed: 0, skipped: 0, flaky: 0 };
}

/** `N passed, N failed, N skipped`, the closing line CI reads; flaky tests, counted apart from passed, follow it. */
export function tallyLine(tally: Tally): string {
  return `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;
}

/** A suite's line: its tally and, beside it, its flaky tests. */
export function suiteTallyLine(tally: Tally): string {
  return `${tallyLine(tally)}, ${tally.flaky} flaky`;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Capture the child's output instead of showing it (listings, and the suites' own tests). */
  quiet?: boolean;
}

/** Runs a command to its end: its exit code (1 when it could not start) and, when quiet, what it printed. */
export function run(cmd: string, args: string[], options: RunOptions = {}): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? root,
      stdio: options.quiet ? ['ignore', 'pipe', 'ignore'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
    child.on('error', () => resolve({ code: 1, stdout }));
  });
}

export function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Counts of keys, taken one at a time: the same title may appear twice in a file. */
class Multiset {
  private readonly counts = new Map<string, number>();

  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  take(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n === 0) return false;
    this.counts.set(key, n - 1);
    return true;
  }

  *remaining(): Generator<string> {
    for (const [key, n] of this.counts) for (let i = 0; i < n; i++) yield key;
  }
}

// ---- vitest ----

interface VitestListed {
  name: string;
  file: string;
}

interface VitestReport {
  testResults: {
    name: string;
    message?: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string; failureMessages: string[] }[];
  }[];
}

const SEP = '\u0000';

/**
 * The tally of a vitest run from the tests it listed beforehand and its JSON report. A listed test that passed or
 * failed counts as such; one that reported nothing, or was left pending or skipped although it was not skipped
 * when listed (vitest lists no statically skipped test), did not run and counts as failed. A file that failed
 * without any test of its own counted as failed (it did not load, a hook after its tests failed) is one failure,
 * and so is a non-zero exit with none.
 */
export function vitestOutcome(label: string, listed: VitestListed[], report: VitestReport | null, exitCode: number, base = root): Outcome {
  const tally = emptyTally();
  const failures: string[] = [];
  const where = (file: string) => file.replace(base, '');
  const toRun = new Multiset();
  for (const test of listed) toRun.add(`${test.file}${SEP}${test.name}`);
  const files = report?.testResults ?? [];
  const fileErrors = new Map(files.filter((file) => file.message).map((file) => [file.name, firstLine(file.message!)]));
  const notRun = (file: string) => `did not run: ${fileErrors.get(file) ?? 'it reported no result (its worker crashed, or a hook before it failed)'}`;
  const failedFiles = new Set<string>();
  const fail = (file: string, line: string) => {
    tally.failed++;
    failedFiles.add(file);
    failures.push(line);
  };

  for (const file of files) {
    for (const test of file.assertionResults) {
      const name = [...test.ancestorTitles, test.title].join(' > ');
      const wasListed = toRun.take(`${file.name}${SEP}${name}`);
      const title = `${label} ${where(file.name)} › ${name.replaceAll(' > ', ' › ')}`;
      if (test.status === 'passed') tally.passed++;
      else if (test.status === 'failed') fail(file.name, `${title}: ${firstLine(test.failureMessages[0] ?? '')}`);
      else if (wasListed) fail(file.name, `${title}: ${notRun(file.name)}`);
      else tally.skipped++;
    }
  }
  for (const key of toRun.remaining()) {
    const [file, name] = key.split(SEP) as [string, string];
    fail(file, `${label} ${where(file)} › ${name.replaceAll(' > ', ' › ')}: ${notRun(file)}`);
  }
  for (const [file, error] of fileErrors) if (!failedFiles.has(file)) fail(file, `${label} ${where(file)}: ${error}`);
  if (exitCode !== 0 && tally.failed === 0) fail('', `${label}: vitest exited with code ${exitCode}${report ? '' : ' and wrote no report'}`);
  return { tally, failures };
}

/** A temporary directory for a run's reports, removed afterwards. */
async function inWorkDir<T>(use: (work: string) => Promise<T>): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), 'iotc-suite-'));
  try {
    return await use(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The tests of a vitest project, as `vitest list` finds them: it loads the files but runs no test. Without isolation,
 * which only running needs: the web's files then share one import of React and antd, and listing them takes a
 * fraction of the run's time instead of as long as the run.
 */
function listVitest(dir: string, options: RunOptions): Promise<VitestListed[]> {
  return inWorkDir(async (work) => {
    const list = join(work, 'list.json');
    await run(bin('vitest'), ['list', '--root', dir, '--no-isolate', `--json=${list}`], { ...options, quiet: true });
    return readJson<VitestListed[]>(list) ?? [];
  });
}

/** Lists a vitest project's tests, then runs them, and counts (see vitestOutcome). */
export async function runVitest(label: string, dir: string, options: RunOptions = {}): Promise<Outcome> {
  const listed = await listVitest(dir, options);
  return inWorkDir(async (work) => {
    const report = join(work, 'report.json');
    const { code } = await run(bin('vitest'), ['run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], options);
    return vitestOutcome(label, listed, readJson<VitestReport>(report), code, options.cwd ?? root);
  });
}

/**
 * A vitest project that cannot run here (a service it needs is missing): in CI each of its tests counts as failed,
 * elsewhere as skipped, and `why` is said either way.
 */
export async function notRunVitest(label: string, dir: string, why: string, options: RunOptions = {}): Promise<Outcome> {
  const listed = await listVitest(dir, options);
  const tally = emptyTally();
  const ci = options.env && 'CI' in options.env ? options.env.CI : process.env.CI;
  if (!ci) {
    console.log(`${label}: skipped, ${why}`);
    tally.skipped = listed.length;
    return { tally, failures: [] };
  }
  tally.failed = Math.max(listed.length, 1);
  return { tally, failures: [`${label}: ${tally.failed} tests did not run: ${why}, which CI must have`] };
}

// ---- Playwright ----

interface PlaywrightTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: { status: string; error?: { message?: string } }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { id: string; title: string; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

interface PlaywrightEntry {
  key: string;
  title: string;
  test: PlaywrightTest;
}

function playwrightEntries(report: PlaywrightReport | null): PlaywrightEntry[] {
  const entries: PlaywrightEntry[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = [...path, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        entries.push({ key: `${spec.id}${SEP}${test.projectName}`, title: `${[...here, spec.title].join(' › ')}${project}`, test });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return entries;
}

/**
 * The tally of a Playwright run from its `--list` report and its JSON report. A flaky test (failed, then passed on
 * its retry) counts as flaky, not passed, and is named; a test skipped without a result of its own (the run
 * stopped before it) and a listed test missing from the report did not run and count as failed; errors outside
 * any test (a focused test under forbidOnly, a server that did not start) are failures too.
 */
export function playwrightOutcome(label: string, listed: PlaywrightReport | null, report: PlaywrightReport | null, exitCode: number): Outcome {
  const tally = emptyTally();
  const failures: string[] = [];
  const toRun = new Map(playwrightEntries(listed).map((entry) => [entry.key, entry.title]));
  const firstError = (test: PlaywrightTest) => firstLine(test.results.find((result) => result.error)?.error?.message ?? '');
  for (const { key, title, test } of playwrightEntries(report)) {
    toRun.delete(key);
    if (test.status === 'expected') tally.passed++;
    else if (test.status === 'flaky') {
      tally.flaky++;
      failures.push(`${label} ${title}: flaky (failed, then passed on a retry): ${firstError(test)}`);
    } else if (test.status === 'unexpected') {
      tally.failed++;
      failures.push(`${label} ${title}: ${firstError(test)}`);
    } else if (test.results.length === 0) {
      tally.failed++;
      failures.push(`${label} ${title}: did not run`);
    } else tally.skipped++;
  }
  for (const title of toRun.values()) {
    tally.failed++;
    failures.push(`${label} ${title}: did not run`);
  }
  // The run repeats the listing's errors; the listing's stand alone when the run wrote nothing.
  for (const error of (report ?? listed)?.errors ?? []) {
    tally.failed++;
    failures.push(`${label}: ${firstLine(error.message ?? '')}`);
  }
  if (exitCode !== 0 && tally.failed === 0) {
    tally.failed++;
    failures.push(`${label}: Playwright exited with code ${exitCode}${report ? '' : ' and wrote no report'}`);
  }
  return { tally, failures };
}

/** Lists a Playwright config's tests, then runs them, and counts (see playwrightOutcome). */
export function runPlaywright(label: string, config: string, options: RunOptions = {}): Promise<Outcome> {
  return inWorkDir(async (work) => {
    const [list, report] = [join(work, 'list.json'), join(work, 'report.json')];
    const listing = await run(bin('playwright'), ['test', '-c', config, '--list', '--reporter=json'], {
      ...options,
      quiet: true,
      env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: list },
    });
    const listed = readJson<PlaywrightReport>(list) ?? { errors: [{ message: `could not list the tests (exit code ${listing.code})` }] };
    const { code } = await run(bin('playwright'), ['test', '-c', config], { ...options, env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
    return playwrightOutcome(label, listed, readJson<PlaywrightReport>(report), code);
  });
}
