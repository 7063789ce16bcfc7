import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@iotc/shared';
import type { Perm } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { profile } from '../spaces/service.ts';

/**
 * Like requirePermission, for reads another page needs too: the role page draws the menu tree, the
 * user page lists the roles to choose from. Holding any one of `perms` is enough.
 */
export function requireAnyPermission(app: FastifyInstance, ...perms: Perm[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const info = await profile(app, request.auth);
    if (!perms.some((perm) => info.permissions.includes(perm))) throw new AppError(ErrorCode.Forbidden);
  };
}
