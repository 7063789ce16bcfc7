import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AccountViews } from './accountViews.ts';
import type { SessionService } from './auth.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Mailer } from './mail.ts';
import type { Realtime } from './realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    clock: Clock;
    accountViews: AccountViews;
    realtime: Realtime;
  }
}

/**
 * What services need from the running app. The Fastify instance has all of it (routes pass `app`);
 * the seed and tests can build one without a server.
 */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionService;
  accountViews: AccountViews;
  realtime: Realtime;
  log: FastifyBaseLogger;
}
