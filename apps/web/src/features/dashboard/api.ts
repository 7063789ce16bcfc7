import { type DeviceQuota, quotaPaths } from '@iotc/shared/quota';
import { request } from '@/lib/request';

/** The quota card shows its own error state with a retry, so no toast. */
export function getQuota(): Promise<DeviceQuota> {
  return request.get<DeviceQuota>(quotaPaths.quota, undefined, { suppressError: true });
}
