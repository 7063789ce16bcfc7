import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time; every timestamp column of the schema is one of these. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
