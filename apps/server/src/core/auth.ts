import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@iotc/shared';
import type { UserType } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { refreshTokens, sessions } from './auth.tables.ts';
import { addSeconds, epochSeconds } from './clock.ts';
import { BusTopic, type Bus } from './realtime.ts';
import { TtlCache } from './ttlCache.ts';
import type { Clock } from './clock.ts';
import { perDatabase, type Db } from './db.ts';
import { AppError } from './errors.ts';
import { memberships } from './tenancy.tables.ts';
import { users } from './users.tables.ts';

/**
 * The session if it still holds: not revoked, its user active and still a member of its space (a user
 * removed from a space loses it at once, whatever their token says). Access and refresh both ask this.
 */
function liveSession<Q extends PgSelect>(query: Q, sessionId: string | Placeholder) {
  return query
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.tenantId, sessions.tenantId)))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(users.status, 1)));
}

/**
 * What a request's session check reads on a cache miss, prepared: every user's entry expires on its own, so with
 * many users at once a share of all requests ask it.
 */
const sessionStateStatement = perDatabase((db) =>
  liveSession(
    db.select({ userId: sessions.userId, tenantId: sessions.tenantId, isOperator: users.isOperator, userType: memberships.userType }).from(sessions).$dynamic(),
    sql.placeholder('sessionId'),
  ).prepare('auth_session_state'),
);

/** Who is calling, set on every authenticated request by the onRequest hook. */
export interface AuthContext {
  userId: string;
  /** The space the token is bound to: the only tenant this request may read or change. */
  tenantId: string;
  sessionId: string;
  isOperator: boolean;
  /** 1 in the user's own space, 2 in a space they were invited into. */
  userType: UserType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route under /api that is not `config: { public: true }`. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

interface AccessClaims {
  sub: string;
  tid: string;
  sid: string;
  iat: number;
  exp: number;
}

/** What the access-token check needs of a session; null when it is gone, revoked or no longer allowed. */
interface SessionState {
  userId: string;
  tenantId: string;
  isOperator: boolean;
  userType: UserType;
}


/** A new token pair: what the answer carries, and the refresh token, which travels only in its cookie (refreshCookie.ts). */
export interface IssuedTokens {
  pair: TokenPair;
  refreshToken: string;
  /** Seconds the refresh token holds: the user's login-safety time. */
  refreshTtlS: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function unauthorized(): AppError {
  return new AppError(ErrorCode.TokenExpired);
}

export interface SessionServiceOptions {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  accessTokenTtlS: number;
  /** Revocations are broadcast on it so every instance drops its cached session at once. */
  bus?: Bus;
}

/**
 * Access tokens (HS256 JWT: sub user, tid tenant, sid session, exp) and refresh tokens (random,
 * stored as sha256, rotated on each use). A session is the family of one refresh-token chain.
 */
export class SessionService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly accessTokenTtlS: number;
  private readonly signToken: (claims: AccessClaims) => string;
  private readonly verifyToken: (token: string) => AccessClaims;
  /**
   * Revocation is read through this cache: a revoked token stops working here at once, on the other
   * instances at once through the bus (Redis), and within CACHE_TTL_MS should a broadcast be lost.
   */
  private readonly cache: TtlCache<SessionState | null>;
  private readonly bus: Bus | undefined;

  constructor(options: SessionServiceOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.cache = new TtlCache(options.clock);
    this.bus = options.bus;
    this.bus?.subscribe(BusTopic.SessionsRevoked, (message, fromHere) => {
      if (fromHere) return;
      for (const id of JSON.parse(message) as string[]) this.cache.delete(id);
    });
    this.accessTokenTtlS = options.accessTokenTtlS;
    this.signToken = createSigner({ key: options.jwtSecret, algorithm: 'HS256' });
    // Expiry is checked against the injected clock below, not fast-jwt's own.
    this.verifyToken = createVerifier({
      key: options.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      requiredClaims: ['sub', 'tid', 'sid', 'exp'],
    });
  }

  /** Starts a session bound to one space (login, switch space) and issues its first token pair. */
  async open(userId: string, tenantId: string, securityTime: number): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({ id: sessionId, userId, tenantId, createdAt: now });
      await tx.insert(refreshTokens).values({
        tokenHash: sha256(refreshToken),
        sessionId,
        expiresAt: addSeconds(now, securityTime),
        createdAt: now,
      });
    });
    return this.issue({ userId, tenantId, sessionId, securityTime, refreshToken, now });
  }

  /**
   * Exchanges a refresh token for a new pair. A token already exchanged means it was copied:
   * the whole session is revoked, for the thief and the owner alike.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw new AppError(ErrorCode.RefreshTokenInvalid);
    const tokenHash = sha256(refreshToken);
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
      if (!rotated) {
        const [reused] = await tx
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        return { kind: 'refused' as const, reusedSessionId: reused?.sessionId ?? null };
      }
      if (rotated.expiresAt <= now) return { kind: 'refused' as const, reusedSessionId: null };

      const [session] = await liveSession(
        tx.select({ userId: sessions.userId, tenantId: sessions.tenantId, securityTime: users.securityTime }).from(sessions).$dynamic(),
        rotated.sessionId,
      );
      if (!session) return { kind: 'refused' as const, reusedSessionId: null };

      const next = newRefreshToken();
      await tx.insert(refreshTokens).values({
        tokenHash: sha256(next),
        sessionId: rotated.sessionId,
        expiresAt: addSeconds(now, session.securityTime),
        createdAt: now,
      });
      return { kind: 'issued' as const, session: { ...session, sessionId: rotated.sessionId }, refreshToken: next };
    });

    if (outcome.kind === 'refused') {
      // Revoked outside the transaction above, which must commit the rotation it made.
      if (outcome.reusedSessionId) await this.revoke(outcome.reusedSessionId);
      throw new AppError(ErrorCode.RefreshTokenInvalid);
    }
    return this.issue({ ...outcome.session, refreshToken: outcome.refreshToken, now });
  }

  /** Checks an access token: signature, expiry, and that its session is still live. */
  async authenticate(token: string | undefined): Promise<AuthContext> {
    if (!token) throw unauthorized();
    let claims: AccessClaims;
    try {
      claims = this.verifyToken(token);
    } catch {
      throw unauthorized();
    }
    if (claims.exp <= epochSeconds(this.clock.now())) throw unauthorized();
    const state = await this.sessionState(claims.sid);
    if (!state || state.userId !== claims.sub || state.tenantId !== claims.tid) throw unauthorized();
    return { ...state, sessionId: claims.sid };
  }

  /** Logout: the session's access and refresh tokens stop working. */
  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    this.forgetSessions([sessionId]);
  }

  /**
   * Revokes every session of a user (password reset), or every other one (password change), inside
   * the caller's transaction. The cached copies are dropped here and on the other instances now; one read
   * racing the caller's commit may cache the old state, for CACHE_TTL_MS at most.
   */
  async revokeUserSessions(userId: string, keepSessionId: string | null, db: Db): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    this.forgetSessions(revoked.map(({ id }) => id));
  }

  /** Whether a session still holds (the real-time channel asks on each ping of a long-lived socket). */
  async isLive(sessionId: string): Promise<boolean> {
    return (await this.sessionState(sessionId)) !== null;
  }

  /** Drops cached session states here, and through the bus on every other instance (and the sockets of those sessions). */
  private forgetSessions(ids: string[]): void {
    if (ids.length === 0) return;
    for (const id of ids) this.cache.delete(id);
    // Not awaited: a failed broadcast leaves other instances on CACHE_TTL_MS.
    this.bus?.publish(BusTopic.SessionsRevoked, JSON.stringify(ids)).catch(() => undefined);
  }

  private issue(p: {
    userId: string;
    tenantId: string;
    sessionId: string;
    securityTime: number;
    refreshToken: string;
    now: Date;
  }): IssuedTokens {
    const iat = epochSeconds(p.now);
    // An access token never outlives the login-safety time.
    const exp = iat + Math.min(this.accessTokenTtlS, p.securityTime);
    const token = this.signToken({ sub: p.userId, tid: p.tenantId, sid: p.sessionId, iat, exp });
    return { pair: { token, expiresAt: exp, tenantId: p.tenantId }, refreshToken: p.refreshToken, refreshTtlS: p.securityTime };
  }

  private async sessionState(sessionId: string): Promise<SessionState | null> {
    const hit = this.cache.get(sessionId);
    if (hit !== undefined) return hit;

    const [row] = await sessionStateStatement(this.db).execute({ sessionId });
    const state = row ? { ...row, userType: row.userType as UserType } : null;

    this.cache.set(sessionId, state);
    return state;
  }
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The one authentication hook: every route whose path starts with /api needs a valid access token
 * unless its options say `config: { public: true }`. Unknown paths fall through to the 404 handler.
 */
export const authentication = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/') || request.routeOptions.config.public) return;
      request.auth = await app.sessions.authenticate(bearer(request.headers.authorization));
    });
  },
  { name: 'iotc-authentication', dependencies: ['iotc-errors'] },
);
