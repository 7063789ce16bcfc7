import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';

/**
 * Jobs (service.ts): long work any instance may run, claimed with FOR UPDATE SKIP LOCKED; a job whose
 * runner stopped beating is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...tenantRowColumns(),
    /** The user who started it: progress goes to their tabs. */
    userId: text('user_id').notNull(),
    /** The starting request's language: the progress messages carry the failure in it. */
    lang: text('lang').notNull(),
    /** JobKind */
    kind: text('kind').notNull(),
    /** JobStatus */
    status: text('status').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<Record<string, string | number>>(),
    /** The failure's message key and params. */
    error: jsonb('error').$type<{ key: string; params?: Record<string, string | number> }>(),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    heartbeatAt: at('heartbeat_at'),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('jobs_status_idx').on(t.status, t.createdAt), index('jobs_tenant_idx').on(t.tenantId, t.createdAt)],
);
