import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ErrorCode, errorHttpStatus, errorMessageKey, issueMessages, translate, translateValidation } from '@iotc/shared';
import type { MessageParams } from '@iotc/shared';
import { isDatabaseUnavailable } from './db.ts';
import { LogThrottle } from './outage.ts';

/**
 * An error a user is meant to see: its code picks the HTTP status and, unless `messageKey` names a more
 * precise one, the message key; `params` fill the message's placeholders (e.g. { seconds: 42 }).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams;
  readonly messageKey: string;
  /** Sent as the answer's `data`, for refusals that list what is wrong (e.g. every broken rule of an import). */
  readonly data: unknown;

  constructor(code: ErrorCode, params: MessageParams = {}, messageKey: string = errorMessageKey[code], data: unknown = null) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.messageKey = messageKey;
    this.data = data;
  }

  get status(): number {
    return errorHttpStatus[this.code];
  }
}

export interface FieldError {
  field: string;
  msg: string;
}

/** What a 503 suggests to API clients: PostgreSQL restarts in seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

function sendError(reply: FastifyReply, status: number, code: ErrorCode, msg: string, data: unknown = null) {
  return reply.status(status).send({ code, msg, data });
}

function sendValidation(request: FastifyRequest, reply: FastifyReply, error: z.ZodError) {
  const errors: FieldError[] = issueMessages(error).map((m) => ({
    field: m.path.join('.'),
    msg: translateValidation(request.lang, m),
  }));
  return sendError(reply, 422, ErrorCode.Validation, errors[0]?.msg ?? translate(request.lang, 'validation.invalid'), { errors });
}

/** Codes for errors Fastify and its plugins raise with a 4xx status; any other, 400 included, is a validation error (422). */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 404:
      return ErrorCode.NotFound;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMedia;
    case 429:
      return ErrorCode.TooManyRequests;
    default:
      return ErrorCode.Validation;
  }
}

/**
 * The central error handler: every failure leaves as the `{code, msg, data}` envelope with a real
 * HTTP status, never 400 (the console's client reads HTTP 400 as a lost session), and 5xx details
 * stay in the log.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    const outageLog = new LogThrottle();
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const lang = request.lang;
      if (error instanceof AppError) {
        let data: unknown = error.data;
        if (error.code === ErrorCode.TooManyRequests || error.code === ErrorCode.CodeTooFrequent) {
          const seconds = error.params.seconds;
          // The header for API clients, the body for the console's countdown.
          if (typeof seconds === 'number') {
            reply.header('retry-after', String(seconds));
            data = { seconds };
          }
        }
        return sendError(reply, error.status, error.code, translate(lang, error.messageKey, error.params), data);
      }
      if (error instanceof z.ZodError) return sendValidation(request, reply, error);
      // A database outage is an operational condition, not a fault: "try again shortly", logged once per interval.
      if (isDatabaseUnavailable(error)) {
        if (outageLog.due()) request.log.warn({ err: error }, 'database unavailable: requests are answered 503 until it is back');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
        return sendError(reply, 503, ErrorCode.ServiceUnavailable, translate(lang, 'error.serviceUnavailable'));
      }

      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, 500, ErrorCode.Internal, translate(lang, 'error.internal'));
      }
      // Fastify's own 4xx: malformed JSON, wrong content type, body or file too large, bad multipart.
      request.log.info({ err: error }, 'request refused');
      const code = codeForStatus(status);
      // error.validation needs a field; these errors concern the request as a whole.
      const key = code === ErrorCode.Validation ? 'validation.invalid' : errorMessageKey[code];
      return sendError(reply, errorHttpStatus[code], code, translate(lang, key));
    });
  },
  { name: 'iotc-errors', dependencies: ['iotc-envelope'] },
);
