import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COPYRIGHT_YEAR, ErrorCode, HEALTH_PATH, translate } from '@iotc/shared';
import { healthReport as healthReportShape, platformPaths, webConfig } from '@iotc/shared/platform';
import type { WebConfig } from '@iotc/shared/platform';
import { users } from '../../core/users.tables.ts';
import { answer } from '../../core/answers.ts';
import { outboxAnswers } from '../outbox/access.ts';
import { benchProductRoutes } from './benchProducts.ts';
import { healthReport } from './health.ts';

/** The health report, with 200 when every dependency answers and 503 when one does not: the same shape either way. */
const healthAnswer = { ...answer(healthReportShape), 503: answer(healthReportShape)[200] };

/** Installation-wide public calls: health, the console's public config, the bench baseline. */
export default async function platformRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform'];
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

  r.get(platformPaths.webConfig, { config, schema: { tags, summary: 'Public settings of this installation', response: answer(webConfig) } }, async (request, reply) => {
    const data: WebConfig = { filingNumber: app.config.filingNumber, copyrightYear: COPYRIGHT_YEAR, outbox: outboxAnswers(app.config, request) };
    return reply.ok(data);
  });

  if (app.config.benchRoutes) {
    // The yardstick of bench/http.ts: one primary-key select on the same database, same envelope,
    // prepared like the hot queries it is compared with. Without an id it reads the first user.
    const byId = app.db
      .select({ id: users.id, account: users.account, userName: users.userName })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('bench_baseline');
    let firstUserId: string | null = null;
    r.get(
      '/bench/baseline',
      {
        config,
        schema: {
          tags,
          summary: 'Bench only (BENCH_ROUTES=1): one primary-key select on users',
          querystring: z.object({ id: z.string().max(64).optional() }),
        },
      },
      async (request, reply) => {
        firstUserId ??= (await app.db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1))[0]?.id ?? null;
        const [row] = await byId.execute({ id: request.query.id ?? firstUserId ?? '' });
        return reply.ok(row ?? null);
      },
    );
    benchProductRoutes(app);
  }
}
