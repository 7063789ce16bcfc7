import type { FastifyInstance } from 'fastify';
import type { HealthCheck, HealthReport } from '@iotc/shared/platform';
import { probeDatabase } from '../../core/db.ts';

const state = (up: boolean): HealthCheck => (up ? 'ok' : 'down');

/**
 * Whether each dependency this installation is configured with answers now: the database a trivial query
 * within a second, Redis both bus connections, the MQTT broker (embedded: listening; external: connected). Nothing in it may hang: a load balancer polls it.
 */
export async function healthReport(app: FastifyInstance): Promise<HealthReport> {
  const checks: HealthReport['checks'] = { database: state(await probeDatabase(app.db)) };
  if (app.config.redisUrl) checks.redis = state(app.bus.healthy);
  checks.broker = state(app.broker.connected);
  const healthy = Object.values(checks).every((check) => check === 'ok');
  return { status: healthy ? 'ok' : 'unavailable', checks };
}
