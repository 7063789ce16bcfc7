import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { z, ZodType } from 'zod';
import { emptyAnswer } from './answers.ts';

type Input<S extends ZodType | undefined> = S extends ZodType ? z.output<S> : unknown;

/** What a call declares: its guard, its documentation, the rules of its input and the schema of its answer. */
interface Call<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> {
  /** The permission guard(s), when the call needs one. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** A guard that must run before the input is checked (the caller learns it may not call, not what its body lacks). */
  preValidation?: preValidationHookHandler;
  config?: FastifyContextConfig;
  summary: string;
  body?: B;
  querystring?: Q;
  params?: P;
  /**
   * Every call has one (answer(...) or emptyAnswer of answers.ts): it documents and serialises the answer. A call
   * answering emptyAnswer answers null once its handler is done, whatever the handler returns.
   */
  response: Record<number, ZodType>;
}

/** What the call answers as its data (or a promise of it). */
type Handle<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> = (
  request: FastifyRequest<{ Body: Input<B>; Querystring: Input<Q>; Params: Input<P> }>,
) => unknown;

/**
 * Registers the calls of a module that answer `{ code: 0, msg, data }` with what their handler returns: one
 * declaration per call. Calls that answer otherwise (files, redirects, headers) use Fastify's own route methods.
 */
export function calls(app: FastifyInstance, tags: string[]) {
  const define =
    (method: HTTPMethods) =>
    <B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, P extends ZodType | undefined = undefined>(
      url: string,
      { preHandler, preValidation, config, summary, body, querystring, params, response }: Call<B, Q, P>,
      handle: Handle<B, Q, P>,
    ) => {
      const schema: FastifySchema = { tags, summary, ...(body && { body }), ...(querystring && { querystring }), ...(params && { params }), response };
      app.route({
        method,
        url,
        ...(preHandler && { preHandler }),
        ...(preValidation && { preValidation }),
        ...(config && { config }),
        schema,
        handler: async (request, reply) => {
          // The schemas validated (and parsed) the input before the handler runs.
          const data = await handle(request as Parameters<Handle<B, Q, P>>[0]);
          return reply.ok(response === emptyAnswer ? null : data);
        },
      });
    };
  return { get: define('GET'), post: define('POST') };
}
