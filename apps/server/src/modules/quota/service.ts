import { DEVICE_QUOTA_BY_ACCOUNT_TYPE, ErrorCode } from '@iotc/shared';
import type { DeviceQuota } from '@iotc/shared/quota';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { credentialCounts } from '../devices/service.ts';
import { spaceOwnerAccountType } from '../spaces/service.ts';

/**
 * The device-credential quota of a space (spec 000 §6, 001 §6): the number its OWNER's account type
 * allows, whoever in the space asks, counted against the credentials generated in the space.
 * The triple generator calls this before it generates, and refuses when `remaining` is too small.
 */
export async function quotaOf(ctx: Pick<AppContext, 'db'>, tenantId: string): Promise<DeviceQuota> {
  const { db } = ctx;
  const scope = scopeOf(tenantId);
  const accountType = await spaceOwnerAccountType(db, tenantId);
  // The token's space was checked by the auth hook; missing now means it was deleted mid-request.
  if (accountType === null) throw new AppError(ErrorCode.TokenExpired);
  const counts = await credentialCounts(db, scope);
  const quota = DEVICE_QUOTA_BY_ACCOUNT_TYPE[accountType];
  const { generated } = counts;
  return { accountType, quota, generated, activated: counts.activated, remaining: Math.max(0, quota - generated) };
}
