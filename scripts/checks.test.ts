/**
 * The checks of `npm test` fail where they must: each is run on a small fixture tree with one deliberate violation
 * (and on a clean one, where it passes). The fixtures live in temporary directories, with this repository's
 * node_modules linked in so that their tests and configs find vitest and Playwright.
 */
import { globSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './freePort.ts';
import { importViolations, layoutViolations, type Violation } from './structure.ts';
import { notRunVitest, root, runPlaywright, runVitest } from './suites.ts';

const fixtures: string[] = [];

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A temporary tree with these files (path → content). */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'iotc-checks-'));
  fixtures.push(dir);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const keys = (violations: Violation[]) => violations.map((violation) => violation.key).sort();

/** One feature in its three places, a core file, and the web app's `@/` alias: nothing to report. */
const cleanTree: Record<string, string> = {
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
  'apps/server/src/core/db.ts': 'export const db = {};\n',
  'apps/server/src/modules/notes/tables.ts': "import { db } from '../../core/db.ts';\nexport const notes = db;\n",
  'apps/server/src/modules/notes/service.ts': "import { notes } from './tables.ts';\nexport const listNotes = () => notes;\n",
  'apps/server/src/modules/tags/tables.ts': "import { notes } from '../notes/tables.ts';\nexport const tags = { notes };\n",
  'apps/server/src/modules/tags/service.ts': "import { tags } from './tables.ts';\nimport { listNotes } from '../notes/service.ts';\nexport const listTags = () => [tags, listNotes()];\n",
  'apps/web/src/features/notes/api.ts': "import { notePaths } from '../../../../../packages/shared/src/notes/index.ts';\nexport const api = notePaths;\n",
  'apps/web/src/features/notes/page.ts': "import { api } from '@/features/notes/api.ts';\nexport const page = api;\n",
  'apps/web/src/features/tags/api.ts': "export const api = '/api/tags';\n",
  'packages/shared/src/notes/index.ts': "export const notePaths = '/api/notes';\n",
  'packages/shared/src/tags/index.ts': "export const tagPaths = '/api/tags';\n",
};

describe('the structure check', () => {
  it('passes a tree that keeps every rule', async () => {
    const dir = fixture(cleanTree);
    expect(await importViolations(dir)).toEqual([]);
    expect(layoutViolations(dir, {})).toEqual([]);
  });

  describe('on a tree that breaks them', () => {
    let found: Violation[];

    beforeAll(async () => {
      const dir = fixture({
        ...cleanTree,
        // A service of tags reads notes' table (tags' own tables file may: that is a foreign key).
        'apps/server/src/modules/tags/service.ts': "import { notes } from '../notes/tables.ts';\nexport const listTags = () => notes;\n",
        // Two files of notes import each other.
        'apps/server/src/modules/notes/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'apps/server/src/modules/notes/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
        // notes (from a subfolder) and tags import each other through different files: no file cycle, a module cycle.
        'apps/server/src/modules/notes/parts/count.ts': "import { tagCount } from '../../tags/count.ts';\nexport const noteCount = () => tagCount;\n",
        'apps/server/src/modules/tags/count.ts': 'export const tagCount = 1;\n',
        'apps/server/src/modules/tags/usage.ts': "import { listNotes } from '../notes/service.ts';\nexport const usage = listNotes;\n",
        // core reaches into a module; the browser into the server.
        'apps/server/src/core/jobs.ts': "import { listNotes } from '../modules/notes/service.ts';\nexport const jobs = listNotes;\n",
        'apps/web/src/features/tags/api.ts': "import { listTags } from '../../../../server/src/modules/tags/service.ts';\nexport const api = listTags;\n",
        'packages/shared/src/tags/index.ts': "import { readFileSync } from 'node:fs';\nexport const tagPaths = readFileSync;\n",
      });
      found = await importViolations(dir);
    });

    it('fails on a module that imports another module’s tables, and not on a tables file that does', () => {
      const reachIns = keys(found).filter((key) => key.startsWith('no-foreign-tables'));
      expect(reachIns).toEqual(['no-foreign-tables: apps/server/src/modules/tags/service.ts → apps/server/src/modules/notes/tables.ts']);
    });

    it('fails on a file-level import cycle, naming each of its edges', () => {
      expect(keys(found)).toEqual(
        expect.arrayContaining([
          'no-file-cycle: apps/server/src/modules/notes/a.ts → apps/server/src/modules/notes/b.ts',
          'no-file-cycle: apps/server/src/modules/notes/b.ts → apps/server/src/modules/notes/a.ts',
        ]),
      );
    });

    it('fails on a cycle between two modules that no single file closes, naming the modules', () => {
      expect(keys(found)).toEqual(
        expect.arrayContaining([
          'no-unit-cycle: apps/server/src/modules/notes → apps/server/src/modules/tags',
          'no-unit-cycle: apps/server/src/modules/tags → apps/server/src/modules/notes',
        ]),
      );
      expect(keys(found).filter((key) => key.startsWith('no-file-cycle') && key.includes('tags'))).toEqual([]);
    });

    it('fails on core importing a module and on browser code importing the server or Node', () => {
      expect(keys(found)).toEqual(
        expect.arrayContaining([
          'core-imports-no-module: apps/server/src/core/jobs.ts → apps/server/src/modules/notes/service.ts',
          'browser-imports-no-server-code: apps/web/src/features/tags/api.ts → apps/server/src/modules/tags/service.ts',
          'browser-imports-no-node: packages/shared/src/tags/index.ts → fs',
        ]),
      );
    });
  });

  it('fails on a feature in two places only, unless it is listed as infrastructure', () => {
    const dir = fixture({ ...cleanTree, 'apps/server/src/modules/labels/service.ts': 'export {};\n', 'apps/web/src/features/labels/api.ts': 'export {};\n' });
    expect(keys(layoutViolations(dir, {}))).toEqual(['layout: labels has no packages/shared/src/labels/']);
    expect(layoutViolations(dir, { labels: 'shared by every page' })).toEqual([]);
  });
});

/** A vitest project of its own: a config that forbids `.only` like the repository's, and these test files. */
function vitestProject(tests: Record<string, string>): string {
  return fixture({ 'vitest.config.mjs': "export default { test: { include: ['*.test.ts'], allowOnly: false, pool: 'forks' } };\n", ...tests });
}

const quiet = { quiet: true };
/** Where no PostgreSQL listens: a port that was free a moment ago. */
const url = `postgres://postgres@127.0.0.1:${await freePort()}/test`;

describe('the count of npm test', () => {
  it('forbids .only in every vitest config and in the Playwright config', async () => {
    const configs = globSync('**/vitest.config.ts', { cwd: root, exclude: (path) => path.includes('node_modules') });
    expect(configs.length).toBeGreaterThanOrEqual(5);
    for (const config of configs) {
      const { default: loaded } = (await import(join(root, config))) as { default: { test?: { allowOnly?: boolean } } };
      expect({ config, allowOnly: loaded.test?.allowOnly }).toEqual({ config, allowOnly: false });
    }
    // The config makes its data directory unless one is given.
    process.env.E2E_DATA_DIR ??= fixture({});
    const { default: e2e } = (await import(join(root, 'e2e/playwright.config.ts'))) as { default: { forbidOnly?: boolean } };
    expect(e2e.forbidOnly).toBe(true);
  });

  it('fails a vitest run that holds a .only', async () => {
    const dir = vitestProject({ 'focused.test.ts': "import { it } from 'vitest';\nit.only('focused', () => {});\nit('other', () => {});\n" });
    const { tally } = await runVitest('fixture', dir, quiet);
    expect(tally.failed).toBeGreaterThanOrEqual(1);
  });

  it('fails a Playwright run that holds a test.only', async () => {
    const dir = fixture({
      'pw.config.ts': "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', forbidOnly: true, reporter: [['json']] });\n",
      'focused.spec.ts': "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('other', () => {});\n",
    });
    const { tally, failures } = await runPlaywright('fixture', join(dir, 'pw.config.ts'), quiet);
    expect(tally.failed).toBeGreaterThanOrEqual(1);
    expect(tally.passed).toBe(0);
    expect(failures.join('\n')).toMatch(/only/i);
  });

  it('counts every test of a suite whose worker crashed as failed, and reports skipped tests', async () => {
    const dir = vitestProject({
      'crash.test.ts': [
        "import { it } from 'vitest';",
        "it('runs before the crash', () => {});",
        "it('kills its worker', () => { process.kill(process.pid, 'SIGKILL'); });",
        "it('would run after it', () => {});",
        '',
      ].join('\n'),
      'fine.test.ts': "import { it } from 'vitest';\nit('passes', () => {});\nit.skip('is skipped', () => {});\n",
    });
    const { tally, failures } = await runVitest('fixture', dir, quiet);
    expect(tally).toEqual({ passed: 1, failed: 3, skipped: 1, flaky: 0 });
    expect(failures.filter((line) => line.includes('did not run'))).toHaveLength(3);
  });

  it('counts a journey that failed, then passed on its retry, as flaky, not passed, and names it', async () => {
    const dir = fixture({
      'pw.config.ts': "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', retries: 1, reporter: [['json']] });\n",
      'flaky.spec.ts': "import { expect, test } from '@playwright/test';\ntest('steady', () => {});\ntest('flaky', () => { expect(test.info().retry).toBe(1); });\n",
    });
    const { tally, failures } = await runPlaywright('fixture', join(dir, 'pw.config.ts'), quiet);
    expect(tally).toEqual({ passed: 1, failed: 0, skipped: 0, flaky: 1 });
    expect(failures).toEqual([expect.stringContaining('flaky.spec.ts › flaky: flaky')]);
  });

  it('counts every listed journey as failed when the run stops before them', async () => {
    const port = await freePort();
    const dir = fixture({
      'pw.config.ts': [
        "import { defineConfig } from '@playwright/test';",
        `export default defineConfig({ testDir: '.', reporter: [['json']], webServer: { command: 'node -e "process.exit(1)"', port: ${port}, timeout: 10_000 } });`,
        '',
      ].join('\n'),
      'journeys.spec.ts': "import { test } from '@playwright/test';\ntest('one', () => {});\ntest('two', () => {});\n",
    });
    const { tally, failures } = await runPlaywright('fixture', join(dir, 'pw.config.ts'), quiet);
    expect(tally.passed).toBe(0);
    expect(tally.failed).toBeGreaterThanOrEqual(2);
    expect(failures.filter((line) => line.includes('did not run'))).toHaveLength(2);
  });

  describe('a PostgreSQL that does not answer', () => {
    let dir: string;

    beforeAll(() => {
      dir = vitestProject({
        'needs.test.ts': [
          "import { it } from 'vitest';",
          `import { describeNeeding, unreachable } from '${join(root, 'apps/server/test/services.ts')}';`,
          `describeNeeding(await unreachable('PostgreSQL', '${url}'), 'on PostgreSQL', () => {`,
          "  it('reads a row', () => {});",
          "  it('writes a row', () => {});",
          '});',
          '',
        ].join('\n'),
      });
    });

    it('fails the suites that need it in CI, each test counted', async () => {
      const { tally, failures } = await runVitest('fixture', dir, { ...quiet, env: { CI: '1' } });
      expect(tally).toEqual({ passed: 0, failed: 2, skipped: 0, flaky: 0 });
      expect(failures.join('\n')).toContain(`no PostgreSQL at ${url}`);
    });

    it('skips them elsewhere, saying why', async () => {
      const { tally } = await runVitest('fixture', dir, { ...quiet, env: { CI: '' } });
      expect(tally).toEqual({ passed: 0, failed: 0, skipped: 2, flaky: 0 });
    });

    it('fails the PostgreSQL pass of npm test in CI when there is none, counting its tests', async () => {
      const pass = vitestProject({ 'rows.test.ts': "import { it } from 'vitest';\nit('reads a row', () => {});\nit('writes a row', () => {});\n" });
      const inCi = await notRunVitest('fixture', pass, `no PostgreSQL at ${url}`, { ...quiet, env: { CI: '1' } });
      expect(inCi.tally.failed).toBe(2);
      const elsewhere = await notRunVitest('fixture', pass, `no PostgreSQL at ${url}`, { ...quiet, env: { CI: '' } });
      expect(elsewhere.tally).toEqual({ passed: 0, failed: 0, skipped: 2, flaky: 0 });
    });
  });
});
