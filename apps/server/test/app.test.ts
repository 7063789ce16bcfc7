import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, HEALTH_PATH } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { productPaths } from '@iotc/shared/products';
import { filesPaths } from '@iotc/shared/files';
import { platformPaths } from '@iotc/shared/platform';
import { areaPaths } from '@iotc/shared/area';
import type { WebConfig } from '@iotc/shared/platform';
import { envVars, loadConfig } from '../src/config.ts';
import { envelope } from '../src/core/envelope.ts';
import { AppError, errorHandler } from '../src/core/errors.ts';
import { call, createTestApp, loginAs, outboxOf } from './helpers.ts';
import type { TestApp } from './helpers.ts';

describe('envelope and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, config: { filingNumber: 'ICP 12345', benchRoutes: true } });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with 404 and code 10002 in the language asked', async () => {
    const zh = await call(t.app, 'GET', '/api/no/such/call', { lang: 'zh-CN' });
    expect([zh.status, zh.body.code]).toEqual([404, ErrorCode.NotFound]);
    const en = await call(t.app, 'POST', '/api/no/such/call', { lang: 'en-US' });
    expect(en.body.msg).toBe('The item does not exist or has been deleted');
    expect(zh.body.msg).not.toBe(en.body.msg);
  });

  it('answers malformed JSON with 422, never 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api${authPaths.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code: ErrorCode.Validation, data: null });
  });

  it('answers an unsupported content type with 415 and a body over the limit with 413', async () => {
    const xml = await t.app.inject({ method: 'POST', url: `/api${authPaths.login}`, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect([xml.statusCode, xml.json().code]).toEqual([415, ErrorCode.UnsupportedMedia]);
    const big = await t.app.inject({
      method: 'POST',
      url: `/api${authPaths.login}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect([big.statusCode, big.json().code]).toEqual([413, ErrorCode.PayloadTooLarge]);
  });

  it('refuses NUL and other control characters in a body, a query or a path with 422 naming the field', async () => {
    const login = await call(t.app, 'POST', authPaths.login, { body: { account: 'demo@example.com', password: 'Demo\u0000123456' }, lang: 'en-US' });
    expect([login.status, login.body.msg]).toEqual([422, 'Password: Remove the control characters (such as NUL) from the value']);
    expect(login.body.data).toEqual({ errors: [{ field: 'password', msg: login.body.msg }] });
    const zh = await call(t.app, 'GET', authPaths.getVerificationCode, { query: { account: 'a\u0001@example.com' }, lang: 'zh-CN' });
    expect([zh.status, zh.body.msg]).toEqual([422, '账号：请删除其中的控制字符（如 NUL）']);
    const tokens = await loginAs(t.app, 'demo');
    const path = await call(t.app, 'GET', productPaths.detail('%00'), { token: tokens.token, lang: 'en-US' });
    expect([path.status, path.body.data]).toEqual([422, { errors: [{ field: 'id', msg: 'ID: Remove the control characters (such as NUL) from the value' }] }]);
  });

  it('answers a multipart upload without boundary or cut short with 422, never 500', async () => {
    const tokens = await loginAs(t.app, 'demo');
    const boundary = 'cut-short';
    const bodies = [
      { 'content-type': 'multipart/form-data', payload: 'no boundary' },
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      },
    ];
    for (const { payload, ...headers } of bodies) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api${filesPaths.upload}`,
        headers: { ...headers, authorization: `Bearer ${tokens.token}`, lang: 'en-US' },
        payload,
      });
      expect([r.statusCode, r.json()]).toEqual([422, { code: ErrorCode.Validation, msg: 'The upload arrived incomplete or malformed; send it again', data: null }]);
    }
  });

  it('answers a malformed URL with 404, never 400', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe(ErrorCode.NotFound);
  });

  it('serves the health check and the public web config without a token', async () => {
    expect((await call(t.app, 'GET', HEALTH_PATH)).body).toMatchObject({ code: 0, data: { status: 'ok' } });
    const config = await call<WebConfig>(t.app, 'GET', platformPaths.webConfig);
    expect(config.body.data).toEqual({ filingNumber: 'ICP 12345', outbox: t.config.embedded });
  });

  it('documents the API at /api/docs without a token', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain(`/api${authPaths.login}`);
    expect(Object.keys(doc.paths)).toContain(`/api${spacePaths.switchSpace}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves the bench baseline (BENCH_ROUTES=1): one user by primary key, in the envelope', async () => {
    const tokens = await loginAs(t.app, 'demo');
    const profile = await call<{ id: string }>(t.app, 'GET', spacePaths.profile, { token: tokens.token });
    const r = await call(t.app, 'GET', '/api/bench/baseline', { query: { id: profile.body.data.id } });
    expect(r.body).toMatchObject({ code: 0, data: { id: profile.body.data.id, account: 'demo@example.com' } });
    const first = await call<{ id: string }>(t.app, 'GET', '/api/bench/baseline');
    expect(first.body.code).toBe(0);
    expect(first.body.data.id).toBeTruthy();
  });
});

describe('central error handler', () => {
  it('hides the details of an unexpected error and translates an AppError with its params', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelope);
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    app.get('/slow-down', async () => {
      throw new AppError(ErrorCode.TooManyRequests, { seconds: 42 });
    });
    const boom = await app.inject({ method: 'GET', url: '/boom', headers: { lang: 'en-US' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ code: ErrorCode.Internal, data: null });
    expect(boom.body).not.toContain('secret');
    const slow = await app.inject({ method: 'GET', url: '/slow-down', headers: { lang: 'en-US' } });
    expect([slow.statusCode, slow.headers['retry-after'], slow.json().msg]).toEqual([429, '42', 'Too many attempts; try again in 42 s']);
    await app.close();
  });
});

describe('web app', () => {
  const HASHED = 'index-Ab12Cd34.js';
  const HASHED_SOURCE = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'iotc-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    // A hashed asset as the build leaves it: with its brotli and gzip twins beside it.
    writeFileSync(path.join(dist, 'assets', HASHED), HASHED_SOURCE);
    writeFileSync(path.join(dist, 'assets', `${HASHED}.br`), brotliCompressSync(HASHED_SOURCE));
    writeFileSync(path.join(dist, 'assets', `${HASHED}.gz`), gzipSync(HASHED_SOURCE));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the built files and falls back to index.html for client routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/user/login', '/dashboard/index?x=1']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('id="root"');
    }
  });

  it('sends a hashed asset in the encoding the client accepts, cached for a year without revalidation', async () => {
    const asset = `/assets/${HASHED}`;
    const br = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HASHED_SOURCE);

    const gzip = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HASHED_SOURCE);

    const plain = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([plain.body, plain.headers['cache-control']]).toEqual([HASHED_SOURCE, 'public, max-age=31536000, immutable']);
  });

  it('has index.html, the history fallback and un-hashed files revalidated on every use', async () => {
    for (const url of ['/', '/index.html', '/user/login', '/favicon.svg']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, r.statusCode, r.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('gzips API answers of 1 KB and more, enveloped as ever, and leaves small ones as they are', async () => {
    const url = `/api${areaPaths.tree('0', 1)}`;
    const big = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const envelope = JSON.parse(gunzipSync(big.rawPayload).toString()) as { code: number; data: unknown[] };
    expect(envelope.code).toBe(0);
    expect(envelope.data.length).toBeGreaterThan(100);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(envelope).length / 2);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(envelope);

    const small = await t.app.inject({ method: 'GET', url: `/api${platformPaths.webConfig}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.json().code).toBe(0);
  });

  it('sends the browser hardening headers with pages, files, API answers, errors and the API documentation', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/dashboard/index' }),
      await t.app.inject({ method: 'GET', url: '/assets/app.js' }),
      await t.app.inject({ method: 'GET', url: `/api${platformPaths.webConfig}` }),
      await t.app.inject({ method: 'GET', url: '/api/unknown' }),
      await t.app.inject({ method: 'POST', url: `/api${authPaths.login}`, payload: { account: 1 } }),
      await t.app.inject({ method: 'GET', url: '/api/docs' }),
    ];
    for (const r of answers) {
      expect(r.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      const policy = String(r.headers['content-security-policy']);
      // No inline or evaluated script, never framed, no plugins.
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404, 422, 200]);
  });

  it('keeps unknown /api and /dev paths as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/dev/unknown']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect([r.statusCode, r.json().code]).toEqual([404, ErrorCode.NotFound]);
    }
  });

  it('says to build the web app when it is missing', async () => {
    const bare = await createTestApp({ config: { webDist: path.join(dist, 'missing') } });
    const r = await bare.app.inject({ method: 'GET', url: '/user/login' });
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('npm run build');
    await bare.close();
  });
});

describe('outbox', () => {
  it('lists the newest messages with clickable links in the embedded mode', async () => {
    const t = await createTestApp({ config: { embedded: true } });
    await call(t.app, 'GET', authPaths.getVerificationCode, { query: { account: 'reader@example.com' } });
    const [code] = await outboxOf(t, 'reader@example.com');
    await t.app.mailer.sendMail({ to: 'reader@example.com', subject: 'Link <test>', text: 'Open https://example.com/a?b=1 now' });

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="https://example.com/a?b=1">');
    expect(page.body).toContain('Link &#60;test&#62;');
    expect(page.body).toContain(code!.body.match(/\d{6}/)![0]);

    const api = await call<{ subject: string }[]>(t.app, 'GET', '/api/dev/outbox', { query: { to: 'reader@example.com' } });
    expect(api.body.data.map((m) => m.subject)).toEqual(['Link <test>', code!.subject]);
    await t.close();
  });

  it('does not exist outside the embedded mode', async () => {
    const t = await createTestApp({ config: { embedded: false } });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await call<WebConfig>(t.app, 'GET', platformPaths.webConfig)).body.data.outbox).toBe(false);
    await t.close();
  });

  it('answers only this machine, not a remote client nor one passed on by a local proxy, unless DEV_OUTBOX=1', async () => {
    const t = await createTestApp({ config: { embedded: true } });
    await call(t.app, 'GET', authPaths.getVerificationCode, { query: { account: 'victim@example.com' } });
    const unknownPath = await t.app.inject({ method: 'GET', url: '/dev/no-such-page' });
    const callers = {
      remote: { remoteAddress: '203.0.113.7' },
      remoteV6: { remoteAddress: '2001:db8::7' },
      proxied: { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      forwarded: { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.7' } },
    };
    for (const [name, caller] of Object.entries(callers)) {
      for (const url of ['/dev/outbox', '/api/dev/outbox?to=victim@example.com']) {
        const r = await t.app.inject({ method: 'GET', url, ...caller });
        // The answer of any unknown path: nothing says the outbox exists.
        expect([name, r.statusCode, r.body], url).toEqual([name, 404, unknownPath.body]);
      }
      const config = await t.app.inject({ method: 'GET', url: `/api${platformPaths.webConfig}`, ...caller });
      expect([name, config.json<{ data: WebConfig }>().data.outbox]).toEqual([name, false]);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).body).toContain('victim@example.com');
      const config = await t.app.inject({ method: 'GET', url: `/api${platformPaths.webConfig}`, remoteAddress });
      expect(config.json<{ data: WebConfig }>().data.outbox).toBe(true);
    }
    await t.close();

    const open = await createTestApp({ config: { embedded: true, devOutbox: true } });
    expect((await open.app.inject({ method: 'GET', url: '/api/dev/outbox', ...callers.remote })).statusCode).toBe(200);
    const config = await open.app.inject({ method: 'GET', url: `/api${platformPaths.webConfig}`, ...callers.remote });
    expect(config.json<{ data: WebConfig }>().data.outbox).toBe(true);
    await open.close();
  });
});

describe('config', () => {
  it('has embedded defaults and documents every variable it reads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'iotc-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      // Only this machine reaches an embedded installation unless HOST says otherwise.
      host: '127.0.0.1',
      devOutbox: false,
      dataDir: dir,
      databaseUrl: null,
      embedded: true,
      publicUrl: 'http://localhost:8080',
      accessTokenTtlS: 1800,
      mqttPort: 1883,
      seedDemo: false,
    });
    // The generated secret is kept and reused.
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/iotc' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0', DEV_OUTBOX: '1' })).toMatchObject({ host: '0.0.0.0', devOutbox: true });
    // The server's session on an external broker keeps its client id across restarts, on any port.
    const external = loadConfig({ DATA_DIR: dir, MQTT_URL: 'mqtt://broker:1883', PORT: '9000' }).mqttClientId;
    expect(external).toBe(`iotc-server-${readFileSync(path.join(dir, 'mqtt-client-id'), 'utf8').slice(0, 16)}-${hostname()}`);
    expect(loadConfig({ DATA_DIR: dir, MQTT_URL: 'mqtt://broker:1883', PORT: '9001' }).mqttClientId).toBe(external);
    expect(loadConfig({ DATA_DIR: dir, MQTT_URL: 'mqtt://broker:1883', MQTT_CLIENT_ID: 'server-a' }).mqttClientId).toBe('server-a');
    expect([undefined, '', ' edge '].map((group) => loadConfig({ DATA_DIR: dir, MQTT_SHARE_GROUP: group }).mqttShareGroup)).toEqual(['iotc', '', 'edge']);
    expect(() => loadConfig({ DATA_DIR: dir, MQTT_SHARE_GROUP: 'a/b' })).toThrow('MQTT_SHARE_GROUP');
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every variable config.ts reads, and only those', () => {
    const source = readFileSync(new URL('../src/config.ts', import.meta.url), 'utf8');
    const read = new Set([...source.matchAll(/(?:int|text)\(env, '([A-Z_]+)'|env\.([A-Z_]+)/g)].map((m) => m[1] ?? m[2]));
    expect([...read].sort()).toEqual(envVars.map((v) => v.name).sort());
    expect(read.size).toBe(24);
  });

  it('documents every variable in the README configuration table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const v of envVars) expect(readme).toContain(`| \`${v.name}\` | \`${v.default}\` |`);
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x' })).toThrow(/PORT/);
  });
});
