import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { findJsonProblem } from '@iotc/shared';

/**
 * C0 control characters except tab, LF and CR. PostgreSQL refuses NUL in text and jsonb (the query
 * would fail with a 500), and none of the others belongs in a value a person typed.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Far deeper than any body the API takes; bounds the walk on hostile input. */
export const MAX_INPUT_DEPTH = 32;

type InputPath = (string | number)[];

const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * The validation error for input holding control characters (in a value or a key) or nested deeper
 * than MAX_INPUT_DEPTH, naming where; null for clean input. `path` prefixes the reported field.
 */
export function inputProblem(value: unknown, path: InputPath = []): z.ZodError | null {
  const problem = findJsonProblem(value, MAX_INPUT_DEPTH, hasControlCharacters);
  if (!problem) return null;
  const message = problem.kind === 'text' ? 'validation.controlCharacters' : 'validation.tooDeep';
  return new z.ZodError([{ code: 'custom', message, path: [...path, ...problem.path], input: undefined }]);
}

/**
 * Refuses such input on every route before its handler (and its schema) runs: path parameters,
 * query and parsed body. The answer is the usual 422 naming the field (core/errors.ts).
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      done(inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body) ?? undefined);
    });
  },
  { name: 'iotc-input-guard', dependencies: ['iotc-errors'] },
);
