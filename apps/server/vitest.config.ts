import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A `.only` left behind would silently drop every other test: it fails the run instead.
    allowOnly: false,
    pool: 'forks',
    maxWorkers: 2,
    // Files of one worker share its modules, hence one database per worker (test/helpers.ts):
    // a PGlite instance costs 2 s and 0.6 GB to create.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
