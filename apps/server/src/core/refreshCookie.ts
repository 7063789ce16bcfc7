import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import type { IssuedTokens } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * The refresh token lives in this cookie only, never in an answer's JSON: HttpOnly, so no script (an injected one
 * included) can read it; SameSite=Strict and scoped to the refresh call, so the browser sends it there alone and
 * never on a request another site starts.
 */
export const REFRESH_COOKIE = 'iotc_refresh';
const REFRESH_COOKIE_PATH = `/api${authPaths.refreshToken}`;

function refreshCookie(request: FastifyRequest, value: string, maxAgeS: number): string {
  const attributes = [`${REFRESH_COOKIE}=${value}`, `Path=${REFRESH_COOKIE_PATH}`, `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Strict'];
  // https as the browser sees it: behind a TLS proxy that is its X-Forwarded-Proto, trusted when TRUST_PROXY names it.
  if (request.protocol === 'https') attributes.push('Secure');
  return attributes.join('; ');
}

/** Neither the browser nor a proxy keeps an answer that carries a token. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** Answers a new token pair (login, refresh, space switch): the access token in the JSON, the refresh token in its cookie. */
export function sendTokens(request: FastifyRequest, reply: FastifyReply, issued: IssuedTokens): FastifyReply {
  noStore(reply);
  reply.header('set-cookie', refreshCookie(request, issued.refreshToken, issued.refreshTtlS));
  return reply.ok(issued.pair);
}

/** Answers the end of a session: the browser drops its refresh cookie. */
export function sendSignedOut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  noStore(reply);
  reply.header('set-cookie', refreshCookie(request, '', 0));
  return reply.ok(null);
}

/**
 * Hook of the refresh call: JSON only. A form on another site can post text or form data but not JSON (that needs
 * a CORS preflight, which this server never grants), so even a browser that ignored SameSite would not send the
 * refresh on another site's behalf.
 */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new AppError(ErrorCode.UnsupportedMedia);
}

/** The refresh token of the request's cookie. */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  for (const cookie of (request.headers.cookie ?? '').split(';')) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === REFRESH_COOKIE) return cookie.slice(separator + 1).trim();
  }
  return undefined;
}
