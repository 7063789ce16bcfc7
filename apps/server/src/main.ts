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
  ...(config.embedded ? [`Outbox (mails, SMS):   ${base}${OUTBOX_PAGE}`] : []),
  `Database:              ${config.embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.embedded || config.seedDemo) {
  lines.push('Demo accounts:');
  for (const demo of Object.values(demoAccounts)) lines.push(`  ${demo.account.padEnd(22)} ${demo.password.padEnd(14)} ${demo.description}`);
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
