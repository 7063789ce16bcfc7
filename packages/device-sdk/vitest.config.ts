import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A `.only` left behind would silently drop every other test: it fails the run instead.
    allowOnly: false,
  },
});
