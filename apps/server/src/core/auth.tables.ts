import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.tables.ts';
import { users } from './users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A login: the family of one chain of refresh tokens, bound to one space. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
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
