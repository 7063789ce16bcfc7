import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoAccounts } from './db/seed/index.ts';
import { OUTBOX_PAGE } from './modules/outbox/routes.ts';

const config = loadConfig();
const app = await buildApp(config);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // A taken port or an unreachable service: say what to change, not a stack.
  console.error(`\nThe console could not start: ${(error as Error).message}\n`);
  await app.close().catch(() => {});
  process.exit(1);
}

const base = `http://localhost:${config.port}`;
const lines = [
  '',
  `IoT developer console: ${base}`,
  `API documentation:     ${base}/api/docs`,
  ...(config.embedded ? [`Outbox (mails, SMS):   ${base}${OUTBOX_PAGE}${config.devOutbox ? ' (DEV_OUTBOX=1: open to every client)' : ' (this machine only)'}`] : []),
  `Database:              ${config.embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.embedded || config.seedDemo) {
  lines.push('Demo accounts:');
  for (const demo of Object.values(demoAccounts)) lines.push(`  ${demo.account.padEnd(22)} ${demo.password.padEnd(14)} ${demo.description}`);
}
console.log(lines.join('\n') + '\n');

/**
 * Closing writes what the server still holds, which waits on PostgreSQL and the broker: with one of them down
 * it could wait for ever, so the process exits at the deadline anyway (what was not written was not
 * acknowledged either). A second signal exits at once.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => {
      app.log.error(`closing took over ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'closing failed');
        process.exit(1);
      },
    );
  });
}
