import type { FastifyInstance } from 'fastify';
import { Perm, adminIdBody, adminPageQuery, pageResultOf } from '@iotc/shared';
import { menuPaths } from '@iotc/shared/menus';
import { adminRole, adminRoleBody, adminRoleUpdateBody, roleAdminPaths, roleCreated } from '@iotc/shared/roles';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { routersAnswer, routersFor } from './authority.ts';
import { createRole, deleteRole, listRoles, updateRole } from './service.ts';

/** The navigation the caller's roles grant, and the operator area's roles: the menus and buttons each grants. */
export default async function rolesRoutes(app: FastifyInstance) {
  // The menus the caller's roles grant: the console's navigation.
  calls(app, ['menus']).get(
    menuPaths.routers,
    { summary: 'Menu tree granted by the user\'s roles in the current space', response: answer(routersAnswer) },
    (request) => routersFor(app, request.auth.userId, request.auth.tenantId),
  );

  const call = calls(app, ['admin: roles']);
  call.get(
    roleAdminPaths.list,
    {
      // The user page offers the roles to choose from.
      preHandler: requirePermission(app, Perm.roleList, Perm.userList),
      summary: 'Roles with their authorities, paged and searchable',
      querystring: adminPageQuery,
      response: answer(pageResultOf(adminRole)),
    },
    (request) => listRoles(app.db, request.query),
  );
  call.post(
    roleAdminPaths.save,
    { preHandler: requirePermission(app, Perm.roleAdd), summary: 'Create a role with its authorities', body: adminRoleBody, response: answer(roleCreated) },
    (request) => createRole(app, request.body),
  );
  call.post(
    roleAdminPaths.update,
    { preHandler: requirePermission(app, Perm.roleEdit), summary: 'Change a role; its authorities are replaced as a whole', body: adminRoleUpdateBody, response: emptyAnswer },
    (request) => updateRole(app, request.body),
  );
  call.post(
    roleAdminPaths.delete,
    { preHandler: requirePermission(app, Perm.roleDelete), summary: 'Delete a role nobody holds; the built-in roles stay', body: adminIdBody, response: emptyAnswer },
    (request) => deleteRole(app, request.lang, request.body.id),
  );
}
