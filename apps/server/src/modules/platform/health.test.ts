import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ErrorCode, HEALTH_PATH } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import type { HealthReport } from '@iotc/shared/platform';
import { call } from '../../../test/helpers.ts';
import { describeOnPrivateServices, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateService } from '../../../test/privateServices.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

/**
 * The health check and the API while PostgreSQL or Redis is gone: the app on a PostgreSQL and a Redis of the
 * test's own, which it stops and starts again.
 */
describeOnPrivateServices('health and answers while a dependency is down', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateService;
  let app: FastifyInstance;
  let dataDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    dataDir = mkdtempSync(path.join(tmpdir(), 'iotc-health-'));
    const config = loadConfig({
      DATABASE_URL: await postgres.database('health'),
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
      MQTT_PORT: '0',
    });
    app = await buildApp(config, { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([postgres?.dispose(), redis?.dispose()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = () => call<HealthReport>(app, 'GET', HEALTH_PATH, { lang: 'en-US' });

  it('answers 200 with every configured dependency ok', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { status: 'ok', checks: { database: 'ok', redis: 'ok', broker: 'ok' } } });
  });

  it('answers 503 naming Redis while it is down, and 200 once it is back', async () => {
    await redis.stop();
    try {
      await vi.waitFor(async () => expect((await health()).body.data.checks.redis).toBe('down'), { timeout: 5000 });
      const down = await call<HealthReport>(app, 'GET', HEALTH_PATH, { lang: 'zh-CN' });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ code: ErrorCode.ServiceUnavailable, msg: '服务暂时不可用，请稍后重试', data: { status: 'unavailable', checks: { database: 'ok', redis: 'down', broker: 'ok' } } });
    } finally {
      await redis.start();
    }
    await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 10_000 });
  });

  it('answers 503 naming the database while PostgreSQL is down, and requests a localized 503 logged once', async () => {
    await postgres.stop();
    try {
      const started = Date.now();
      const down = await health();
      expect(Date.now() - started).toBeLessThan(2000);
      expect([down.status, down.body.data]).toEqual([503, { status: 'unavailable', checks: { database: 'down', redis: 'ok', broker: 'ok' } }]);

      const login = (lang: 'en-US' | 'zh-CN') => call(app, 'POST', authPaths.login, { body: { account: 'nobody@example.com', password: 'Secret123' }, lang });
      const en = await login('en-US');
      expect([en.status, en.body.code, en.body.msg]).toEqual([503, ErrorCode.ServiceUnavailable, 'The service is temporarily unavailable. Please try again in a moment.']);
      expect(en.headers['retry-after']).toBe('5');
      expect((await login('zh-CN')).body.msg).toBe('服务暂时不可用，请稍后重试');
      expect(logLines.filter((line) => line.includes('database unavailable'))).toHaveLength(1);
      expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
    } finally {
      await postgres.start();
    }
    await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 10_000 });
    const wrong = await call(app, 'POST', authPaths.login, { body: { account: 'nobody@example.com', password: 'Secret123' }, lang: 'en-US' });
    expect(wrong.status).not.toBe(503);
  });
});
