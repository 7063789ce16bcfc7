import { appPaths, type BindableApp, type ProductBindAppBody } from '@iotc/shared/apps';
import { request } from '@/lib/request';

export function getBindableApps(productId: string): Promise<BindableApp[]> {
  return request.get<BindableApp[]>(appPaths.bindAppList, { productId });
}

export function bindApps(body: ProductBindAppBody): Promise<unknown> {
  return request.post<unknown>(appPaths.productBindApp, body);
}
