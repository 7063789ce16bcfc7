import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { docAddBody, docListBody, manualPaths, productDoc } from '@iotc/shared/manuals';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { addManual, deleteManual, listManuals } from './service.ts';

/** Product manuals: PDF only, at most 10M, one per language. */
export default async function manualsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['manuals'];

  r.post(
    manualPaths.docList,
    { schema: { tags, summary: "The product's manuals", body: docListBody, response: answer(z.array(productDoc)) } },
    async (request, reply) => reply.ok(await listManuals(app.db, tenantScope(request), request.body.productId)),
  );

  r.post(
    manualPaths.docAdd,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: {
        tags,
        summary: 'Adds the manual of one language: an uploaded PDF ≤ 10M, re-checked by its bytes; one per language; refused while published',
        body: docAddBody,
        response: answer(productDoc),
      },
    },
    async (request, reply) => reply.ok(await addManual(app, tenantScope(request), request.lang, request.body)),
  );

  r.post(
    manualPaths.docDelete(':id'),
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: { tags, summary: 'Deletes a manual; refused while its product is published', params: z.object({ id: z.string().min(1).max(64) }), response: emptyAnswer },
    },
    async (request, reply) => {
      await deleteManual(app, tenantScope(request), request.params.id);
      return reply.ok(null);
    },
  );
}
