import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  addAppAccountBody,
  addDebugDeviceBody,
  appAccount,
  appAccountListQuery,
  batchAddDebugDeviceBody,
  debugDevice,
  debugDeviceListQuery,
  debugDevicePaths,
  deleteDebugDeviceBody,
} from '@iotc/shared/debugDevices';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { addAppAccount, addDebugDevices, deleteDebugDevices, listAppAccounts, listDebugDevices } from './service.ts';

export default async function debugDevicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['debug devices'];
  const add = requirePermission(app, Perm.debugDeviceAdd);

  r.post(
    debugDevicePaths.list,
    { schema: { tags, summary: "One page of the product's real debug devices, newest first, with their device's name and online state", body: debugDeviceListQuery, response: answer(pageResultOf(debugDevice)) } },
    async (request, reply) => reply.ok(await listDebugDevices(app.db, tenantScope(request), request.body)),
  );

  r.post(
    debugDevicePaths.add,
    {
      preHandler: add,
      schema: { tags, summary: 'Binds one real device of the product to an account of one of the space\'s apps, in a region', body: addDebugDeviceBody, response: answer(debugDevice) },
    },
    async (request, reply) => {
      const { did, ...binding } = request.body;
      const caller = { userId: request.auth.userId, lang: request.lang };
      const [device] = await addDebugDevices(app, tenantScope(request), caller, { ...binding, dids: [did] }, { batch: false });
      return reply.ok(device);
    },
  );

  r.post(
    debugDevicePaths.batchAdd,
    {
      preHandler: add,
      schema: {
        tags,
        summary: "Binds `count` real devices of the product, named by `dids`, at most 10 / 30 / 100 by the space owner's account type",
        body: batchAddDebugDeviceBody,
        response: answer(z.array(debugDevice)),
      },
    },
    async (request, reply) => {
      const { count: _count, ...input } = request.body;
      const caller = { userId: request.auth.userId, lang: request.lang };
      return reply.ok(await addDebugDevices(app, tenantScope(request), caller, input, { batch: true }));
    },
  );

  r.post(
    debugDevicePaths.delete,
    { preHandler: requirePermission(app, Perm.debugDeviceDelete), schema: { tags, summary: 'Removes debug devices of the product; the devices stay', body: deleteDebugDeviceBody, response: emptyAnswer } },
    async (request, reply) => {
      await deleteDebugDevices(app, tenantScope(request), request.body.productId, request.body.ids);
      return reply.ok(null);
    },
  );

  r.post(
    debugDevicePaths.addAppAccount,
    { preHandler: add, schema: { tags, summary: 'Adds an account (phone, e-mail or account name) to one of the space\'s apps, once per app', body: addAppAccountBody, response: answer(appAccount) } },
    async (request, reply) => reply.ok(await addAppAccount(app, tenantScope(request), request.lang, request.body.appId, request.body.account)),
  );

  r.get(
    debugDevicePaths.appAccountList,
    { schema: { tags, summary: "The app's accounts, oldest first", querystring: appAccountListQuery, response: answer(z.array(appAccount)) } },
    async (request, reply) => reply.ok(await listAppAccounts(app.db, tenantScope(request), request.query.appId)),
  );
}
