import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AccountType, ErrorCode, UserType } from '@iotc/shared';
import type { Perm } from '@iotc/shared';
import type { UserInfo } from '@iotc/shared/spaces';
import type { AuthContext } from './auth.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's profile in the token's space (the spaces module's, wired in app.ts); cached, so a guard costs no query on a warm path. */
    profileOf: (auth: AuthContext) => Promise<UserInfo>;
  }
}

/**
 * Route guards on what the profile says of the caller in the token's space, for every module's routes: use as a
 * route's `preHandler`.
 */

/**
 * The action's authority flag must be among the permissions the caller's roles grant (spec 000 §6).
 * Several flags: holding any one is enough (a read another page needs too, e.g. the role page draws the
 * menu tree, the user page lists the roles to choose from).
 */
export function requirePermission(app: FastifyInstance, ...perms: [Perm, ...Perm[]]): preHandlerAsyncHookHandler {
  return async (request) => {
    const info = await app.profileOf(request.auth);
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
    const info = await app.profileOf(request.auth);
    if (info.accountType === AccountType.Personal) throw new AppError(ErrorCode.EnterpriseOnly);
  };
}
