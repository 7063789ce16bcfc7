import type { FastifyInstance } from 'fastify';
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
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { deletePush, editPush, enablePush, listPushes, monitorList, pushDetail, savePush } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Device message pushes (rules evaluated on every device report) and the device message monitor (their firings). */
export default async function devicePushRoutes(app: FastifyInstance) {
  const call = calls(app, ['devicePush']);

  call.post(
    devicePushPaths.list,
    { summary: "The space's pushes, newest first; keyword = a part of the push ID or a title, filter by product", body: devicePushListQuery, response: answer(pageResultOf(devicePush)) },
    (request) => listPushes(app.db, tenantScope(request), request.body),
  );

  call.get(
    devicePushPaths.detail(':id'),
    { summary: 'One push of the space', params: idParams, response: answer(devicePush) },
    (request) => pushDetail(app.db, tenantScope(request), request.params.id),
  );

  call.post(
    devicePushPaths.save,
    {
      preHandler: requirePermission(app, Perm.pushAdd),
      summary: "Adds a push on a product's functions: titles and contents (Chinese required, 0-300 characters), conditions (each function once, operator and value suiting it), condition type, trigger mode, target, method, open method; an open URL starts with APP_HOST_URL. Its push ID is P and 6 digits",
      body: devicePushSaveBody,
      response: answer(devicePush),
    },
    (request) => savePush(app, tenantScope(request), request.body),
  );

  call.post(
    devicePushPaths.edit,
    {
      preHandler: requirePermission(app, Perm.pushEdit),
      summary: 'Changes a push, checked as when added; a change of its conditions or trigger mode starts its edge states over',
      body: devicePushEditBody,
      response: answer(devicePush),
    },
    (request) => editPush(app, tenantScope(request), request.body),
  );

  call.post(
    devicePushPaths.enable,
    { preHandler: requirePermission(app, Perm.pushEdit), summary: 'Enables or disables a push; enabling starts its edge states over', body: devicePushEnableBody, response: answer(devicePush) },
    (request) => enablePush(app, tenantScope(request), request.body),
  );

  call.post(
    devicePushPaths.delete,
    { preHandler: requirePermission(app, Perm.pushDelete), summary: 'Deletes a push; its monitor rows stay', body: devicePushIdBody, response: emptyAnswer },
    (request) => deletePush(app, tenantScope(request), request.body.id),
  );

  call.post(
    devicePushPaths.monitorList,
    {
      summary: "The device message monitor: the space's push firings, newest first (push ID, message name in the request's language, did, device name, user account, trigger time in epoch seconds, the matching values); filter by push ID, did, time window",
      body: devicePushRecordQuery,
      response: answer(pageResultOf(devicePushRecord)),
    },
    (request) => monitorList(app.db, tenantScope(request), request.lang, request.body),
  );
}
