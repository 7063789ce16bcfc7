import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  devicePush,
  devicePushEditBody,
  devicePushEnableBody,
  devicePushIdBody,
  devicePushListQuery,
  devicePushPaths,
  devicePushRecord,
  devicePushRecordQuery,
  devicePushSaveBody,
} from '@iotc/shared/devicePush';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { deletePush, editPush, enablePush, listPushes, monitorList, pushDetail, savePush } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Device message pushes (rules evaluated on every device report) and the device message monitor (their firings). */
export default async function devicePushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['devicePush'];

  r.post(
    devicePushPaths.list,
    {
      schema: {
        tags,
        summary: "The space's pushes, newest first; keyword = a part of the push ID or a title, filter by product",
        body: devicePushListQuery,
        response: answer(pageResultOf(devicePush)),
      },
    },
    async (request, reply) => reply.ok(await listPushes(app.db, tenantScope(request), request.body)),
  );

  r.get(
    devicePushPaths.detail(':id'),
    { schema: { tags, summary: 'One push of the space', params: idParams, response: answer(devicePush) } },
    async (request, reply) => reply.ok(await pushDetail(app.db, tenantScope(request), request.params.id)),
  );

  r.post(
    devicePushPaths.save,
    {
      preHandler: requirePermission(app, Perm.pushAdd),
      schema: {
        tags,
        summary:
          "Adds a push on a product's functions: titles and contents (Chinese required, 0-300 characters), conditions (each function once, operator and value suiting it), condition type, trigger mode, target, method, open method; an open URL starts with PUSH_URL_PREFIX. Its push ID is P and 6 digits",
        body: devicePushSaveBody,
        response: answer(devicePush),
      },
    },
    async (request, reply) => reply.ok(await savePush(app, tenantScope(request), request.body)),
  );

  r.post(
    devicePushPaths.edit,
    {
      preHandler: requirePermission(app, Perm.pushEdit),
      schema: { tags, summary: 'Changes a push, checked as when added; a change of its conditions or trigger mode starts its edge states over', body: devicePushEditBody, response: answer(devicePush) },
    },
    async (request, reply) => reply.ok(await editPush(app, tenantScope(request), request.body)),
  );

  r.post(
    devicePushPaths.enable,
    {
      preHandler: requirePermission(app, Perm.pushEdit),
      schema: { tags, summary: 'Enables or disables a push; enabling starts its edge states over', body: devicePushEnableBody, response: answer(devicePush) },
    },
    async (request, reply) => reply.ok(await enablePush(app, tenantScope(request), request.body)),
  );

  r.post(
    devicePushPaths.delete,
    { preHandler: requirePermission(app, Perm.pushDelete), schema: { tags, summary: 'Deletes a push; its monitor rows stay', body: devicePushIdBody, response: emptyAnswer } },
    async (request, reply) => {
      await deletePush(app, tenantScope(request), request.body.id);
      return reply.ok(null);
    },
  );

  r.post(
    devicePushPaths.monitorList,
    {
      schema: {
        tags,
        summary:
          "The device message monitor: the space's push firings, newest first (push ID, message name in the request's language, did, device name, user account, trigger time in epoch seconds, the matching values); filter by push ID, did, time window",
        body: devicePushRecordQuery,
        response: answer(pageResultOf(devicePushRecord)),
      },
    },
    async (request, reply) => reply.ok(await monitorList(app.db, tenantScope(request), request.lang, request.body)),
  );
}
