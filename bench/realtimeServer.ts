/**
 * The server side of bench/realtime.ts, run by it in a child process (`node --expose-gc`): the real app
 * on the embedded database, plus BENCH_USERS users in one space with an access token each (written
 * straight to the tables and opened through the session service, since a login per user would spend
 * minutes hashing passwords). Answers the parent's questions over IPC: the tokens, and the memory
 * after a full garbage collection.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { memberships, tenants } from '../apps/server/src/core/tenancy.tables.ts';
import { users } from '../apps/server/src/core/users.tables.ts';

export type ToServer = { type: 'memory' } | { type: 'exit' };
export type FromServer =
  | { type: 'ready'; port: number; tokens: string[]; userIds: string[] }
  | { type: 'memory'; heap: number; rss: number; sockets: number }
  | { type: 'failed'; error: string };

const send = (message: FromServer) => process.send!(message);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('run by bench/realtime.ts (node --expose-gc, with an IPC channel)');

const count = Number(process.env.BENCH_USERS ?? 2000);
const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: '127.0.0.1' });

const now = new Date();
const userIds = Array.from({ length: count }, () => randomUUID());
const tenantId = randomUUID();
const CHUNK = 500;
for (let i = 0; i < userIds.length; i += CHUNK) {
  await app.db.insert(users).values(
    userIds.slice(i, i + CHUNK).map((id, j) => ({
      id,
      account: `bench-${i + j}@bench.test`,
      email: `bench-${i + j}@bench.test`,
      userName: `bench-${i + j}`,
      // Not a hash anything verifies against: these users never log in.
      passwordHash: '!',
      accountType: 0,
      activatedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
await app.db.insert(tenants).values({ id: tenantId, companyName: 'Bench Co.', ownerUserId: userIds[0]!, createdAt: now });
for (let i = 0; i < userIds.length; i += CHUNK) {
  await app.db
    .insert(memberships)
    .values(userIds.slice(i, i + CHUNK).map((userId, j) => ({ userId, tenantId, userType: i + j === 0 ? 1 : 2, createdAt: now })));
}
const tokens: string[] = [];
for (const id of userIds) tokens.push((await app.sessions.open(id, tenantId, 3600)).pair.token);

process.on('message', (message: ToServer) => {
  if (message.type === 'memory') {
    // Twice, then again after a pause: V8 hands freed pages back lazily, and rss follows only then.
    gc();
    gc();
    setTimeout(() => {
      gc();
      const usage = process.memoryUsage();
      send({ type: 'memory', heap: usage.heapUsed + usage.external, rss: usage.rss, sockets: app.realtimeSockets.size });
    }, 500);
  } else if (message.type === 'exit') {
    void app.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', port: config.port, tokens, userIds });
