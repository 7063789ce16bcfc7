import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../core/answers.ts';
import { products } from './tables.ts';

/**
 * The yardsticks of bench/products.ts (BENCH_ROUTES=1 only): the bare indexed selects of the rows the
 * product list, search and detail answer with, behind the same HTTP server and envelope but without
 * login, validation of a filter, counts or joins. The bench reports the real calls as a ratio to these.
 */
export function benchProductRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true };
  const tags = ['platform'];
  const page = {
    id: products.id,
    productKey: products.productKey,
    name: products.name,
    model: products.model,
    imageUrl: products.imageUrl,
    productType: products.productType,
    networkType: products.networkType,
    status: products.status,
    updatedAt: products.updatedAt,
  };
  // The rows as the database gives them: the yardstick does no shaping of its own.
  const row = z.record(z.string(), z.unknown());
  const byTenant = z.object({ tenantId: z.string().max(64), keyword: z.string().max(100).optional() });

  r.get('/bench/products/list', { config, schema: { tags, summary: 'Bench only: one page of a space\'s products', querystring: byTenant, response: answer(z.array(row)) } }, async (request, reply) => {
    const { tenantId, keyword } = request.query;
    const pattern = `%${keyword ?? ''}%`;
    const match = keyword ? or(ilike(products.name, pattern), ilike(products.productKey, pattern)) : undefined;
    const rows = await app.db
      .select(page)
      .from(products)
      .where(and(eq(products.tenantId, tenantId), match))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(10);
    return reply.ok(rows);
  });

  r.get('/bench/products/detail', { config, schema: { tags, summary: 'Bench only: one product by primary key', querystring: z.object({ id: z.string().max(64) }), response: answer(row.nullable()) } }, async (request, reply) => {
    const [row] = await app.db.select().from(products).where(eq(products.id, request.query.id));
    return reply.ok(row ?? null);
  });
}
