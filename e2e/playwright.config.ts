import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm test` hands over free ports; a standalone run picks a random high one.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_MQTT_PORT ??= String(Number(process.env.E2E_PORT) + 1);
// Workers re-read this file: the data directory is made once, by the runner, and inherited.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'iotc-e2e-'));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A `test.only` left behind would silently drop every other journey: it fails the run instead.
  forbidOnly: true,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // Journeys run as a Chinese browser (the spec's default language); english.spec.ts is the English newcomer.
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  outputDir: join(root, 'test-results'),
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: '',
      PORT: process.env.E2E_PORT,
      MQTT_PORT: process.env.E2E_MQTT_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The journeys' API calls name their client address (support/accounts.ts), as a local proxy would.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
