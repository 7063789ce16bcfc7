import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { docAddBody, docListBody, manualPaths, productDoc } from '@iotc/shared/manuals';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { addManual, deleteManual, listManuals } from './service.ts';

/** Product manuals: PDF only, at most 10M, one per language. */
export default async function manualsRoutes(app: FastifyInstance) {
  const call = calls(app, ['manuals']);

  call.post(
    manualPaths.docList,
    { summary: "The product's manuals", body: docListBody, response: answer(z.array(productDoc)) },
    (request) => listManuals(app.db, tenantScope(request), request.body.productId),
  );

  call.post(
    manualPaths.docAdd,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      summary: 'Adds the manual of one language: an uploaded PDF ≤ 10M, re-checked by its bytes; one per language; refused while published',
      body: docAddBody,
      response: answer(productDoc),
    },
    (request) => addManual(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    manualPaths.docDelete(':id'),
    {
      preHandler: requirePermission(app, Perm.productEdit),
      summary: 'Deletes a manual; refused while its product is published',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: emptyAnswer,
    },
    (request) => deleteManual(app, tenantScope(request), request.params.id),
  );
}
