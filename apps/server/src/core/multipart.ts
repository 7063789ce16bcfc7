import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BYTES_PER_MB, ErrorCode } from '@iotc/shared';
import { AppError } from './errors.ts';
import { inputProblem } from './inputGuard.ts';

/** The request's parts, each field value and file name refused when it holds control characters (as the JSON bodies are). */
async function* cleanParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  for await (const part of request.parts()) {
    const problem = inputProblem(part.type === 'field' ? part.value : part.filename, [part.fieldname]);
    if (problem) {
      if (part.type === 'file') part.file.resume();
      throw problem;
    }
    yield part;
  }
}

/** Fastify errors (the plugin's limits, 413) carry their status; the parser's and the stream's do not. */
function hasStatus(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/**
 * Runs `read` over the parts of a multipart request. A body the parser cannot read (no boundary,
 * cut short, broken part headers) fails with a plain error of busboy or of the request stream,
 * while reading the parts or a file's bytes: it becomes a 422 asking to send the upload again,
 * logged at info, instead of a 500. `read` must only read the parts: its other failures would be
 * taken for the client's.
 */
export async function readMultipart<T>(request: FastifyRequest, read: (parts: AsyncIterable<Multipart>) => Promise<T>): Promise<T> {
  try {
    return await read(cleanParts(request));
  } catch (error) {
    if (error instanceof AppError || error instanceof z.ZodError || hasStatus(error)) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError(ErrorCode.Validation, {}, 'upload.malformed');
  }
}

/**
 * Lets the routes of this plugin take a multipart body of one file of at most `maxMb` and up to `fields` short
 * fields. A larger file is cut and marked truncated for the route to refuse, never read whole.
 */
export async function acceptOneFile(app: FastifyInstance, maxMb: number, fields: number): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxMb * BYTES_PER_MB, files: 1, fields, fieldSize: 1000 } });
}
