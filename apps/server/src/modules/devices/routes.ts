import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultOf } from '@iotc/shared';
import {
  deviceCount,
  deviceCountQuery,
  deviceDetail,
  deviceFaultItem,
  deviceFaultQuery,
  deviceItem,
  deviceListQuery,
  deviceLogItem,
  deviceLogQuery,
  devicePaths,
  meshDeviceItem,
  meshDeviceListQuery,
} from '@iotc/shared/devices';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { scheduleDeviceRetention } from './retention.ts';
import { countDevices, deviceDetailOf, deviceFaultList, deviceLogList, listDevices, meshDeviceList } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function devicesRoutes(app: FastifyInstance) {
  const call = calls(app, ['devices']);

  scheduleDeviceRetention(app);

  call.post(
    devicePaths.list,
    {
      summary: "The space's devices, newest first, with their product's name and key; filter by product, activeStatus (status), onlineStatus (online), part of the did or SN, batch, deviceNature",
      body: deviceListQuery,
      response: answer(pageResultOf(deviceItem)),
    },
    (request) => listDevices(app.db, tenantScope(request), request.body),
  );

  call.get(
    devicePaths.detail(':id'),
    { summary: 'One device of the space: every field, its last state (DP ID → value) and info/report, the space owner as owner', params: idParams, response: answer(deviceDetail) },
    (request) => deviceDetailOf(app.db, tenantScope(request), request.params.id),
  );

  call.post(
    devicePaths.count,
    { summary: 'Devices of the space or of one product: total, activated, online now', body: deviceCountQuery, response: answer(deviceCount) },
    (request) => countDevices(app.db, tenantScope(request), request.body),
  );

  call.post(
    devicePaths.logList,
    {
      summary: "One device's log of the last 7 days in time order (desc by default): sort = position in the answer, eventTypeName in the request's language, times in epoch seconds (shown in GMT+8); filter by event, funcKey, time window. The total counts at most DEVICE_LOG_COUNT_MAX",
      body: deviceLogQuery,
      response: answer(pageResultOf(deviceLogItem)),
    },
    (request) => deviceLogList(app.db, tenantScope(request), request.lang, request.body),
  );

  call.post(
    devicePaths.failLogList,
    {
      summary: "Malfunctions of the last 7 days, newest first: fault bits a device set (described by the bit's name) and messages refused (described by the reason in the request's language); filter by did, product, time window. The total counts at most DEVICE_LOG_COUNT_MAX",
      body: deviceFaultQuery,
      response: answer(pageResultOf(deviceFaultItem)),
    },
    (request) => deviceFaultList(app.db, tenantScope(request), request.lang, request.body),
  );

  call.get(
    devicePaths.meshList,
    {
      summary: "Devices of the space's Bluetooth mesh products, newest first: deviceKey (the credential username), companyId (the platform's SIG company id), productId (the product's mesh product id), version (MCU firmware); filter by product and part of the did or name",
      querystring: meshDeviceListQuery,
      response: answer(pageResultOf(meshDeviceItem)),
    },
    (request) => meshDeviceList(app.db, tenantScope(request), request.query),
  );
}
