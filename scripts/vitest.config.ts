import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // A `.only` left behind would silently drop every other test: it fails the run instead.
    allowOnly: false,
    // Each test runs tools in child processes on fixture trees: they wait side by side.
    sequence: { concurrent: true },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
