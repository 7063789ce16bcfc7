import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../core/users.tables.ts';
import { at, idColumn } from '../../core/columns.ts';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    account: text('account').notNull(),
    /** 'register' or 'resetPassword'. */
    purpose: text('purpose').notNull(),
    /** HMAC of the code keyed with the server secret: six digits hashed plainly would be guessed offline. */
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, replaced by a newer code, or after too many wrong tries. */
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('verification_codes_account_idx').on(t.account, t.purpose, t.createdAt)],
);

export const activationTokens = pgTable(
  'activation_tokens',
  {
    /** sha256 of the token sent in the link. */
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdColumn(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('activation_tokens_user_idx').on(t.userId)],
);

/**
 * Attempts counted by the throttles (throttle.ts), one row per key each: failed or pending logins per account and
 * address and per address, codes and activation e-mails sent per account and per address.
 */
export const throttleAttempts = pgTable(
  'throttle_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What is counted, e.g. 'login:<address>' or 'send:account:<account>' (see throttle.ts). */
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('throttle_attempts_key_idx').on(t.key, t.at)],
);
