import type { FastifyInstance } from 'fastify';
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
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { addAppAccount, addDebugDevices, deleteDebugDevices, listAppAccounts, listDebugDevices } from './service.ts';

export default async function debugDevicesRoutes(app: FastifyInstance) {
  const call = calls(app, ['debug devices']);
  const add = requirePermission(app, Perm.debugDeviceAdd);

  call.post(
    debugDevicePaths.list,
    { summary: "One page of the product's real debug devices, newest first, with their device's name and online state", body: debugDeviceListQuery, response: answer(pageResultOf(debugDevice)) },
    (request) => listDebugDevices(app.db, tenantScope(request), request.body),
  );

  call.post(
    debugDevicePaths.add,
    { preHandler: add, summary: 'Binds one real device of the product to an account of one of the space\'s apps, in a region', body: addDebugDeviceBody, response: answer(debugDevice) },
    async (request) => {
      const { did, ...binding } = request.body;
      const caller = { userId: request.auth.userId, lang: request.lang };
      const [device] = await addDebugDevices(app, tenantScope(request), caller, { ...binding, dids: [did] }, { batch: false });
      return device;
    },
  );

  call.post(
    debugDevicePaths.batchAdd,
    {
      preHandler: add,
      summary: "Binds `count` real devices of the product, named by `dids`, at most 10 / 30 / 100 by the space owner's account type",
      body: batchAddDebugDeviceBody,
      response: answer(z.array(debugDevice)),
    },
    async (request) => {
      const { count: _count, ...input } = request.body;
      const caller = { userId: request.auth.userId, lang: request.lang };
      return addDebugDevices(app, tenantScope(request), caller, input, { batch: true });
    },
  );

  call.post(
    debugDevicePaths.delete,
    { preHandler: requirePermission(app, Perm.debugDeviceDelete), summary: 'Removes debug devices of the product; the devices stay', body: deleteDebugDeviceBody, response: emptyAnswer },
    (request) => deleteDebugDevices(app, tenantScope(request), request.body.productId, request.body.ids),
  );

  call.post(
    debugDevicePaths.addAppAccount,
    { preHandler: add, summary: 'Adds an account (phone, e-mail or account name) to one of the space\'s apps, once per app', body: addAppAccountBody, response: answer(appAccount) },
    (request) => addAppAccount(app, tenantScope(request), request.lang, request.body.appId, request.body.account),
  );

  call.get(
    debugDevicePaths.appAccountList,
    { summary: "The app's accounts, oldest first", querystring: appAccountListQuery, response: answer(z.array(appAccount)) },
    (request) => listAppAccounts(app.db, tenantScope(request), request.query.appId),
  );
}
