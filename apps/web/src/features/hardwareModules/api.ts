import { type HardwareModule, hardwareModulePaths, type QueryModulesQuery, type SelectModuleBody } from '@iotc/shared/hardwareModules';
import { request } from '@/lib/request';

/** The platform's communication modules of one network type and development scheme (each filter optional). */
export function queryModules(query: QueryModulesQuery): Promise<HardwareModule[]> {
  return request.get<HardwareModule[]>(hardwareModulePaths.queryModules, query);
}

export function selectModule(body: SelectModuleBody): Promise<unknown> {
  return request.post<unknown>(hardwareModulePaths.selectModule, body);
}
