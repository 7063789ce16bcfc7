import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * A route's response schema: the `{ code: 0, msg, data }` envelope with `data` of this shape. It documents the
 * answer at /api/docs and serialises it (see answerSerializer); errors leave with other statuses, unaffected.
 */
export function answer<T extends ZodType>(data: T) {
  return { 200: z.object({ code: z.number().int(), msg: z.string(), data }) };
}

/** The response schema of a call whose answer carries nothing (`data: null`). */
export const emptyAnswer = answer(z.null());

function compile(schema: ZodType): (value: unknown) => string {
  return fastJsonStringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Schema);
}

/**
 * An answer's data serialised already by its schema (see dataSerializer): a large answer many callers share, kept in
 * a cache, is serialised once instead of on every call.
 */
export class SerializedData {
  constructor(readonly json: string) {}
}

/** Serialises data by the schema the call's answer declares for it, for a cache to keep as SerializedData. */
export function dataSerializer<T extends ZodType>(schema: T): (data: z.output<T>) => SerializedData {
  const stringify = compile(schema);
  return (data) => new SerializedData(stringify(data));
}

/**
 * Serialises an answer by its schema (fast-json-stringify over the schema's JSON Schema): faster than
 * JSON.stringify, and a field the schema does not name never leaves the server. Data serialised already is
 * put into the envelope as it is.
 */
export const answerSerializer: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const stringify = compile(schema);
  return (payload) => {
    const answer = payload as { code?: unknown; msg?: unknown; data?: unknown } | null;
    if (answer?.data instanceof SerializedData) return `{"code":${JSON.stringify(answer.code)},"msg":${JSON.stringify(answer.msg)},"data":${answer.data.json}}`;
    return stringify(payload);
  };
};

/** The response schema of a call answering a file (a download or a page), not the envelope: sent as it is. */
export const fileAnswer = { 200: z.string().meta({ format: 'binary', description: 'The file itself' }) };

/** The response schema of a call answering with a redirect (the Location header), without a body. */
export const redirectAnswer = { 302: z.null().meta({ description: 'A redirect: the Location header says where' }) };
