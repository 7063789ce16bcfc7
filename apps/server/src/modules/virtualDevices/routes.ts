import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import {
  addVirtualDeviceBody,
  deleteVirtualDeviceBody,
  generateVirtualDeviceBody,
  reportVirtualDeviceBody,
  virtualDevice,
  virtualDeviceList,
  virtualDeviceListQuery,
  virtualDevicePaths,
} from '@iotc/shared/virtualDevices';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { VirtualDeviceRunner } from './runner.ts';
import { createVirtualDevices, deleteVirtualDevices, listVirtualDevices, reportVirtualValue } from './service.ts';

export default async function virtualDevicesRoutes(app: FastifyInstance) {
  const call = calls(app, ['virtual devices']);
  const add = requirePermission(app, Perm.virtualDeviceAdd);

  // Runs the virtual devices of every space once the broker listens (one instance runs them: see runner.ts).
  const runner = new VirtualDeviceRunner(app);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.close());

  call.post(
    virtualDevicePaths.list,
    { summary: "The product's virtual devices, newest first", body: virtualDeviceListQuery, response: answer(virtualDeviceList) },
    async (request) => ({ list: await listVirtualDevices(app.db, tenantScope(request), request.body.productId) }),
  );

  call.post(
    virtualDevicePaths.generate,
    { preHandler: add, summary: 'Creates one virtual device of the product and answers it once online, within 30 s', body: generateVirtualDeviceBody, response: answer(virtualDevice) },
    async (request) => {
      const [device] = await createVirtualDevices(app, tenantScope(request), { userId: request.auth.userId, lang: request.lang }, request.body.productId, 1);
      return device;
    },
  );

  call.post(
    virtualDevicePaths.add,
    {
      preHandler: add,
      summary: 'Creates `count` virtual devices of the product (at most 100 per product) and answers them once online, within 30 s',
      body: addVirtualDeviceBody,
      response: answer(z.array(virtualDevice)),
    },
    (request) => createVirtualDevices(app, tenantScope(request), { userId: request.auth.userId, lang: request.lang }, request.body.productId, request.body.count),
  );

  call.post(
    virtualDevicePaths.delete,
    {
      preHandler: requirePermission(app, Perm.virtualDeviceDelete),
      summary: 'Stops and deletes virtual devices of the product with their state, logs and malfunctions',
      body: deleteVirtualDeviceBody,
      response: emptyAnswer,
    },
    (request) => deleteVirtualDevices(app, tenantScope(request), request.body.productId, request.body.dids),
  );

  call.post(
    virtualDevicePaths.report,
    {
      // Any member of the space, as the debug page's controls (the broker lets every member debug the space's devices).
      summary:
        'Has an online virtual device of the product report one value of a data point through its own connection, as a real device would ' +
        '(checked like any report: type, range, step, enum, length; 422 naming the field, 409 while the device is offline)',
      body: reportVirtualDeviceBody,
      response: emptyAnswer,
    },
    (request) => reportVirtualValue(app, tenantScope(request), request.lang, request.body),
  );
}
