import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { guidePaths } from '@iotc/shared/guide';
import type { TokenPair } from '@iotc/shared/auth';
import { createTestApp, loginAs } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * Every operation of the OpenAPI document, called with malformed input: wrong types, missing fields,
 * NUL and other control characters, huge strings, arrays for objects, broken JSON, broken multipart,
 * wrong content types. No answer may be a 5xx (nor HTTP 400, which the console reads as a lost
 * session), nothing may be logged at error level, and the database and the stored files must be
 * exactly as they were. Each call is made as an enterprise owner and as the platform operator, so
 * that every route's own checks run for a caller it lets in (operator routes refuse the owner with
 * 403 before they validate).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** One malformed call: what it breaks, and the request. */
interface Variant {
  name: string;
  request: InjectOptions;
  /** The answer the guard must give (else anything below 500 but 400). */
  expect?: { status: number; field?: string };
}

const skipped: Record<string, string> = {
  // Ends the session the walk runs in; it takes no input to break.
  [`GET /api${authPaths.logout}`]: 'ends the session of the walk',
  // Takes no input at all: every call is a valid call and creates the guided tour's demo product.
  [`POST /api${guidePaths.demo}`]: 'takes no input, so no call to it is malformed',
};

const NUL = 'bad\u0000value';
const CONTROLS = 'bad\u0001\u0008\u000b\u001b\u001fvalue';
/** Large, yet the whole body stays under Fastify's 1 MiB limit so the validation is what refuses it. */
const HUGE = 'x'.repeat(64 * 1024);
const BOUNDARY = '----iotc-fuzz-boundary';

/** A value of another type than the schema asks for. */
function wrongType(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: ['value'] };
  }
}

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** The documented properties of a JSON body, or one made-up property when none is documented. */
function propertiesOf(operation: Operation): [string, JsonSchema | undefined][] {
  const properties = bodySchema(operation)?.properties;
  return properties && Object.keys(properties).length > 0 ? Object.entries(properties) : [['fuzz', undefined]];
}

function everyProperty(operation: Operation, value: (schema: JsonSchema | undefined) => unknown): Record<string, unknown> {
  return Object.fromEntries(propertiesOf(operation).map(([name, schema]) => [name, value(schema)]));
}

function json(payload: string, contentType = 'application/json'): Pick<InjectOptions, 'payload' | 'headers'> {
  return { payload, headers: { 'content-type': contentType } };
}

function multipart(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Pick<InjectOptions, 'payload' | 'headers'> {
  return { payload: Buffer.from(body, 'utf8'), headers: { 'content-type': contentType } };
}

function formField(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function formFile(name: string, filename: string, bytes: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
}

/** The malformed calls of one operation. */
function variantsOf(method: string, template: string, operation: Operation): Variant[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const urlWith = (value: string) => template.replace(/\{[^}]+\}/g, encodeURIComponent(value));
  const url = urlWith('fuzz');
  const verb = method.toUpperCase() as 'GET' | 'POST';
  const call = (name: string, request: Omit<InjectOptions, 'method' | 'url'>, expected?: Variant['expect']): Variant => ({
    name,
    request: { method: verb, url, ...request },
    expect: expected,
  });
  const variants: Variant[] = [];

  if (pathParams.length > 0) {
    variants.push({
      name: 'NUL in the path',
      request: { method: verb, url: urlWith(NUL) },
      expect: { status: 422, field: pathParams[0]!.name },
    });
  }

  // Query strings: every documented parameter broken the same way (or a made-up one when none is documented).
  const names = queryParams.length > 0 ? queryParams.map((p) => p.name) : ['fuzz'];
  const query = (value: string | string[]) => Object.fromEntries(names.map((name) => [name, value]));
  variants.push(
    call('missing fields', {}),
    call('NUL in the query', { query: query(NUL) }, { status: 422, field: names[0] }),
    call('control characters in the query', { query: query(CONTROLS) }, { status: 422, field: names[0] }),
    call('NUL in a query name', { query: { [`fuzz${NUL}`]: '1' } }, { status: 422 }),
    call('huge query values', { query: query(HUGE) }),
    call('arrays in the query', { query: query(['1', NUL]) }, { status: 422, field: names[0] }),
    call('wrong types in the query', { query: Object.fromEntries(queryParams.map((p) => [p.name, String(wrongType(p.schema))])) }),
  );
  if (verb === 'GET') return variants;

  const first = propertiesOf(operation)[0]![0];
  variants.push(
    call('broken JSON', json('{"account": "a", ')),
    call('JSON null', json('null')),
    call('a JSON array for the object', json('[{"id": "1"}]')),
    call('a JSON string for the object', json(JSON.stringify(NUL)), { status: 422 }),
    call('wrong content type', json('account=a&password=b', 'application/x-www-form-urlencoded')),
    call('text with a JSON content type name', json(NUL, 'text/plain')),
    // Only where a field is required: where none is, {} is a valid call (e.g. saving an empty basic-information form).
    ...(bodySchema(operation)?.required?.length ? [call('missing fields in the body', json('{}'), { status: 422, field: bodySchema(operation)!.required![0] })] : []),
    call('NUL in every string', json(JSON.stringify(everyProperty(operation, () => NUL))), { status: 422, field: first }),
    call('control characters in every string', json(JSON.stringify(everyProperty(operation, () => CONTROLS))), { status: 422, field: first }),
    call('NUL in a key', json(JSON.stringify({ [`fuzz${NUL}`]: 1 })), { status: 422 }),
    call('NUL in nested values', json(JSON.stringify(everyProperty(operation, () => [{ nested: { deeper: NUL } }]))), { status: 422, field: 'deeper' }),
    call('wrong types', json(JSON.stringify(everyProperty(operation, wrongType)))),
    call('arrays for every value', json(JSON.stringify(everyProperty(operation, () => [1, 'two', null])))),
    call('huge strings', json(JSON.stringify(everyProperty(operation, () => HUGE.slice(0, Math.floor(900_000 / propertiesOf(operation).length)))))),
    call('deep nesting', json(`{"${first}": ${'['.repeat(5000)}${']'.repeat(5000)}}`), { status: 422 }),
    // Multipart, for the upload calls (the others refuse the content type).
    call('multipart without boundary', multipart(formField('productId', '1'), 'multipart/form-data')),
    call('multipart cut short', multipart(`${formField('productId', '1')}${formFile('file', 'a.png', '\u0089PNG\r\n\u001a\n')}`.slice(0, -10))),
    call('multipart with a broken part header', multipart(`--${BOUNDARY}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)),
    call('multipart without parts', multipart(`--${BOUNDARY}--\r\n`)),
    call('multipart with garbage', multipart('this is not a multipart body')),
    call(
      'NUL in multipart fields',
      multipart(`${propertiesOf(operation).map(([name]) => formField(name, NUL)).join('')}${formField('productId', NUL)}--${BOUNDARY}--\r\n`),
    ),
    call('NUL in a file name', multipart(`${formFile('file', `a${NUL}.png`, 'png')}${formFile('media', `a${NUL}.png`, 'png')}--${BOUNDARY}--\r\n`)),
  );
  return variants;
}

/** The rows of a raw query: PGlite's and node-postgres' results both carry them in `rows`. */
async function query<T>(t: TestApp, statement: SQL): Promise<T[]> {
  return ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Row count and a hash of every row of every table: any change shows. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await query<{ tablename: string }>(t, sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`);
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await query<{ n: number; h: string }>(
      t,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(tablename)} t`,
    );
    result[tablename] = `${row!.n} rows, ${row!.h}`;
  }
  return result;
}

interface ErrorAnswer {
  code: number;
  data: { errors?: { field: string }[] } | null;
}

function parsed(body: string): ErrorAnswer | null {
  try {
    return JSON.parse(body) as ErrorAnswer;
  } catch {
    return null;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('malformed input on every operation', () => {
  let t: TestApp;
  let callers: TokenPair[];
  const errorLogs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      // Only lines at error level or above reach the stream: each one is a finding.
      logger: { level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } },
    });
    callers = [await loginAs(t.app, 'demo'), await loginAs(t.app, 'admin')];
  });
  afterAll(() => t.close());

  it('answers every malformed call below 500, never 400, logs no error and changes nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const before = await snapshot(t);
    const filesBefore = filesUnder(t.config.dataDir);
    const findings: string[] = [];
    let calls = 0;
    let operations = 0;

    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (method !== 'get' && method !== 'post') continue;
        if (skipped[`${method.toUpperCase()} ${template}`]) continue;
        operations++;
        for (const variant of variantsOf(method, template, operation)) {
          for (const caller of callers) {
            const response = await t.app.inject({
              ...variant.request,
              headers: { ...variant.request.headers, authorization: `Bearer ${caller.token}`, lang: 'en-US' },
            });
            calls++;
            const where = `${variant.request.method} ${template} (${variant.name}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
            if (response.statusCode >= 500 || response.statusCode === 400) findings.push(where);
            else if (variant.expect && response.statusCode !== 403) {
              const body = parsed(response.body);
              const fields = body?.data?.errors?.map((e) => e.field) ?? [];
              const fieldNamed = !variant.expect.field || fields.some((f) => f.split('.').includes(variant.expect!.field!));
              if (response.statusCode !== variant.expect.status || body?.code !== ErrorCode.Validation || !fieldNamed) findings.push(where);
            }
          }
        }
      }
    }

    expect(findings).toEqual([]);
    expect(errorLogs).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
    expect(filesUnder(t.config.dataDir)).toEqual(filesBefore);
    expect(operations).toBeGreaterThan(100);
    expect(calls).toBeGreaterThan(operations * 16);
    // The sessions the walk ran in are still valid: nothing in the walk ended them.
    for (const caller of callers) {
      const profile = await t.app.inject({ method: 'GET', url: `/api${spacePaths.profile}`, headers: { authorization: `Bearer ${caller.token}` } });
      expect(profile.statusCode).toBe(200);
    }
  });
});
