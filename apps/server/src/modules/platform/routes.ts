import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, HEALTH_PATH, translate } from '@iotc/shared';
import { healthReport as healthReportShape, platformPaths, webConfig } from '@iotc/shared/platform';
import type { WebConfig } from '@iotc/shared/platform';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { outboxAnswers } from '../outbox/access.ts';
import { benchDeviceRoutes } from '../devices/bench.ts';
import { benchProductRoutes } from '../products/bench.ts';
import { benchBaselineRoute } from '../users/bench.ts';
import { healthReport } from './health.ts';

/** The health report, with 200 when every dependency answers and 503 when one does not: the same shape either way. */
const healthAnswer = { ...answer(healthReportShape), 503: answer(healthReportShape)[200] };

/** Installation-wide public calls: health, the console's public config, the bench baseline. */
export default async function platformRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform'];
  const call = calls(app, tags);
  const config = { public: true };

  r.get(
    HEALTH_PATH.replace(/^\/api/, ''),
    { config, schema: { tags, summary: 'Whether every configured dependency answers: 200, else 503 naming the one down', response: healthAnswer } },
    async (request, reply) => {
      const report = await healthReport(app);
      if (report.status === 'ok') return reply.ok(report);
      return reply.status(503).send({ code: ErrorCode.ServiceUnavailable, msg: translate(request.lang, 'error.serviceUnavailable'), data: report });
    },
  );

  call.get(
    platformPaths.webConfig,
    { config, summary: 'Public settings of this installation', response: answer(webConfig) },
    async (request) => {
      const data: WebConfig = { filingNumber: app.config.filingNumber, outbox: outboxAnswers(app.config, request) };
      return data;
    },
  );

  if (app.config.benchRoutes) {
    // The yardsticks of bench/http.ts, bench/products.ts and bench/devices.ts, each beside the tables it reads.
    benchBaselineRoute(app);
    benchProductRoutes(app);
    benchDeviceRoutes(app);
  }
}
