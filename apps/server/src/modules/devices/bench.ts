import { and, desc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../core/answers.ts';
import { containing } from '../../core/search.ts';
import { devices } from './tables.ts';

/**
 * The yardsticks of bench/devices.ts (BENCH_ROUTES=1 only): the bare indexed selects of the rows the device list
 * and detail answer with, behind the same HTTP server and envelope but without login, validation of a filter,
 * totals or product names. The bench reports the real calls as a ratio to these.
 */
export function benchDeviceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true };
  const tags = ['platform'];
  // The rows as the database gives them: the yardstick does no shaping of its own.
  const row = z.record(z.string(), z.unknown());
  const text = z.string().max(64).optional();
  const flag = z.enum(['0', '1']).optional();
  const filters = z.object({ tenantId: z.string().max(64), productId: text, status: flag, online: flag, did: text, sn: text, batch: text, nature: z.coerce.number().int().optional() });

  r.get('/bench/devices/list', { config, schema: { tags, summary: "Bench only: one page of a space's devices", querystring: filters, response: answer(z.array(row)) } }, async (request, reply) => {
    const q = request.query;
    const rows = await app.db
      .select({ id: devices.id, name: devices.name, productId: devices.productId, sn: devices.sn, activatedAt: devices.activatedAt, online: devices.online, updatedAt: devices.updatedAt })
      .from(devices)
      .where(
        and(
          eq(devices.tenantId, q.tenantId),
          q.productId ? eq(devices.productId, q.productId) : undefined,
          q.status === undefined ? undefined : q.status === '1' ? isNotNull(devices.activatedAt) : isNull(devices.activatedAt),
          q.online === undefined ? undefined : eq(devices.online, q.online === '1'),
          q.did ? ilike(devices.id, containing(q.did)) : undefined,
          q.sn ? ilike(devices.sn, containing(q.sn)) : undefined,
          q.batch ? eq(devices.batch, q.batch) : undefined,
          q.nature === undefined ? undefined : eq(devices.nature, q.nature),
        ),
      )
      .orderBy(desc(devices.createdAt), desc(devices.id))
      .limit(10);
    return reply.ok(rows);
  });

  r.get('/bench/devices/detail', { config, schema: { tags, summary: 'Bench only: one device by primary key', querystring: z.object({ id: z.string().max(64) }), response: answer(row.nullable()) } }, async (request, reply) => {
    const [found] = await app.db.select().from(devices).where(eq(devices.id, request.query.id));
    return reply.ok(found ?? null);
  });
}
