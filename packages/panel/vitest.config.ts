import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The renderer draws into a document; antd reads window's media queries.
    environment: 'jsdom',
    setupFiles: ['src/testSetup.ts'],
    maxWorkers: 2,
    // A `.only` left behind would silently drop every other test: it fails the run instead.
    allowOnly: false,
  },
});
