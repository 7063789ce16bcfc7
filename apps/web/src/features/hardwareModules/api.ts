import { type HardwareModule, hardwareModulePaths, type SelectModuleBody } from '@iotc/shared/hardwareModules';
import type { NetworkType } from '@iotc/shared/products';
import { request } from '@/lib/request';

/** The platform's communication modules, of one network type or all. */
export function queryModules(networkType?: NetworkType): Promise<HardwareModule[]> {
  return request.get<HardwareModule[]>(hardwareModulePaths.queryModules, networkType ? { networkType } : undefined);
}

export function selectModule(body: SelectModuleBody): Promise<unknown> {
  return request.post<unknown>(hardwareModulePaths.selectModule, body);
}
