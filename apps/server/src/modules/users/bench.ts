import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../core/answers.ts';
import { users } from '../../core/users.tables.ts';

/**
 * The yardstick of bench/http.ts (BENCH_ROUTES=1 only): one primary-key select on the same database, same
 * envelope, prepared like the hot queries it is compared with. Without an id it reads the first user.
 */
export function benchBaselineRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = app.db
    .select({ id: users.id, account: users.account, userName: users.userName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('bench_baseline');
  let firstUserId: string | null = null;
  r.get(
    '/bench/baseline',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Bench only (BENCH_ROUTES=1): one primary-key select on users',
        querystring: z.object({ id: z.string().max(64).optional() }),
        response: answer(z.object({ id: z.string(), account: z.string(), userName: z.string() }).nullable()),
      },
    },
    async (request, reply) => {
      firstUserId ??= (await app.db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1))[0]?.id ?? null;
      const [row] = await byId.execute({ id: request.query.id ?? firstUserId ?? '' });
      return reply.ok(row ?? null);
    },
  );
}
