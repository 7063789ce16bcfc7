import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the bus suites run against (CI starts the local one). */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers at `url` within a second; the bus suites skip, saying so, when it does not. */
export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A channel prefix of its own per test run, so parallel runs on one Redis never hear each other. */
export function testRedisPrefix(): string {
  return `iotc-test:${randomUUID()}:`;
}
