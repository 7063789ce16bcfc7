import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './tenancy.tables.ts';
import { userIdColumn } from './users.tables.ts';
import { at, idColumn } from './columns.ts';

/** A login: the family of one chain of refresh tokens, bound to one space. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tenantId: tenantIdColumn(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    /** Set when exchanged; presenting it again means it leaked, and the whole session is revoked. */
    rotatedAt: at('rotated_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
