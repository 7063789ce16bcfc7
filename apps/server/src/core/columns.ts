import { bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time; every timestamp column of the schema is one of these. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The text id most rows are keyed by (a generated id, or the did of a device). */
export const idColumn = () => text('id').primaryKey();

/** The key of an append-only row (logs, records), numbered by the database. */
export const serialIdColumn = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When a row was made and last changed, both set by the service. */
export const timestamps = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
