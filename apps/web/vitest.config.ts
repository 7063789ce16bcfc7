import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // The client code reads window, document.cookie and localStorage.
    environment: 'jsdom',
    setupFiles: ['src/test/language.ts', 'src/test/setup.ts'],
    // A `.only` left behind would silently drop every other test: it fails the run instead.
    allowOnly: false,
  },
});
