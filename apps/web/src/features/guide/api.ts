import { shellPaths, type GuideState } from '@iotc/shared';
import { request } from '@/lib/request';

/** Marks the novice guide as done for the user in the token's space. */
export function setHasGuided(tenantId: string): Promise<GuideState> {
  return request.post<GuideState>(shellPaths.setHasGuided, { tenantId });
}
