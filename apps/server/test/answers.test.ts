import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, answerSerializer } from '../src/core/answers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { benchRoutes: true } });
  });
  afterAll(() => t.close());

  it('documents the shape of every call’s answer at /api/docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (docs.json() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
    const calls = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ path, method, operation })));
    expect(calls.length).toBeGreaterThan(100);
    const undocumented = calls
      .filter(({ operation }) => !(Object.values(operation.responses?.['200']?.content ?? {}).some((media) => media.schema) || operation.responses?.['302']))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it('serialises an answer by its schema: what the schema does not name never leaves', () => {
    const serialise = answerSerializer({ schema: answer(z.object({ id: z.string(), count: z.number().int() }))[200], method: 'GET', url: '/x', httpStatus: '200' });
    const leaked = { code: 0, msg: 'ok', data: { id: 'a', count: 2, passwordHash: 'secret' } };
    expect(JSON.parse(serialise(leaked))).toEqual({ code: 0, msg: 'ok', data: { id: 'a', count: 2 } });
  });
});
