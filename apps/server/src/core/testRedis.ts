import { randomUUID } from 'node:crypto';
import { unreachable } from '../../test/services.ts';

/** The Redis the bus suites run against (CI starts the local one). */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Why the bus suites cannot reach Redis, or null when they can (see describeNeeding). */
export function redisMissing(): Promise<string | null> {
  return unreachable('Redis', testRedisUrl, 'set TEST_REDIS_URL');
}

/** A channel prefix of its own per test run, so parallel runs on one Redis never hear each other. */
export function testRedisPrefix(): string {
  return `iotc-test:${randomUUID()}:`;
}
