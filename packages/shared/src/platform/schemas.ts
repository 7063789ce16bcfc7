import { z } from 'zod';

/** Answer of platformPaths.webConfig: public settings of the installation the console needs before login. */
export const webConfig = z.object({
  /** Filing number of the provider shown in the footer; empty when none is configured. */
  filingNumber: z.string(),
  /**
   * The outbox at /dev/outbox answers this browser (the embedded mode, on the same machine or with
   * DEV_OUTBOX=1): mails not sent by SMTP and every SMS are read there.
   */
  outbox: z.boolean(),
});
export type WebConfig = z.infer<typeof webConfig>;

/** One dependency in the health report: it answered within the check's time-out, or not. */
const healthCheck = z.enum(['ok', 'down']);
export type HealthCheck = z.infer<typeof healthCheck>;

/**
 * Answer of HEALTH_PATH (the envelope's data): HTTP 200 with status `ok` when every configured dependency
 * answers, else HTTP 503 with status `unavailable`; `redis` and `broker` are listed when configured.
 */
export const healthReport = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: healthCheck, redis: healthCheck.optional(), broker: healthCheck.optional() }),
});
export type HealthReport = z.infer<typeof healthReport>;
