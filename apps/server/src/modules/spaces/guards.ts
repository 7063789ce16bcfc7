import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AccountType, ErrorCode, UserType } from '@iotc/shared';
import type { Perm } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { profile } from './service.ts';

/**
 * Route guards on what the profile says of the caller in the token's space. Use as a route's
 * `preHandler`; the profile is cached, so a guard costs no query on a warm path.
 */

/**
 * The action's authority flag must be among the permissions the caller's roles grant (spec 000 §6).
 * Several flags: holding any one is enough (a read another page needs too, e.g. the role page draws the
 * menu tree, the user page lists the roles to choose from).
 */
export function requirePermission(app: FastifyInstance, ...perms: [Perm, ...Perm[]]): preHandlerAsyncHookHandler {
  return async (request) => {
    const info = await profile(app, request.auth);
    if (!perms.some((perm) => info.permissions.includes(perm))) throw new AppError(ErrorCode.Forbidden);
  };
}

/** Account settings: only in the caller's own space (userType 1). */
export function requireOwner(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.auth.userType !== UserType.Owner) throw new AppError(ErrorCode.OwnerOnly);
  };
}

/** Enterprise info and certification: the owner of an enterprise account (certified or not). */
export function requireEnterpriseOwner(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.auth.userType !== UserType.Owner) throw new AppError(ErrorCode.OwnerOnly);
    const info = await profile(app, request.auth);
    if (info.accountType === AccountType.Personal) throw new AppError(ErrorCode.EnterpriseOnly);
  };
}
