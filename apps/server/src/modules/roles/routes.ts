import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, adminIdBody, adminPageQuery, pageResultOf } from '@iotc/shared';
import { menuItem, menuPaths } from '@iotc/shared/menus';
import { adminRole, adminRoleBody, adminRoleUpdateBody, roleAdminPaths, roleCreated } from '@iotc/shared/roles';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { requirePermission } from '../../core/guards.ts';
import { routersFor } from './authority.ts';
import { createRole, deleteRole, listRoles, updateRole } from './service.ts';

/** The navigation the caller's roles grant, and the operator area's roles: the menus and buttons each grants. */
export default async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The menus the caller's roles grant: the console's navigation.
  r.get(
    menuPaths.routers,
    { schema: { tags: ['menus'], summary: 'Menu tree granted by the user\'s roles in the current space', response: answer(z.array(menuItem)) } },
    async (request, reply) => reply.ok(await routersFor(app, request.auth.userId, request.auth.tenantId)),
  );

  const tags = ['admin: roles'];
  r.get(
    roleAdminPaths.list,
    {
      // The user page offers the roles to choose from.
      preHandler: requirePermission(app, Perm.roleList, Perm.userList),
      schema: { tags: tags, summary: 'Roles with their authorities, paged and searchable', querystring: adminPageQuery, response: answer(pageResultOf(adminRole)) },
    },
    async (request, reply) => reply.ok(await listRoles(app.db, request.query)),
  );
  r.post(
    roleAdminPaths.save,
    { preHandler: requirePermission(app, Perm.roleAdd), schema: { tags: tags, summary: 'Create a role with its authorities', body: adminRoleBody, response: answer(roleCreated) } },
    async (request, reply) => reply.ok(await createRole(app, request.body)),
  );
  r.post(
    roleAdminPaths.update,
    {
      preHandler: requirePermission(app, Perm.roleEdit),
      schema: { tags: tags, summary: 'Change a role; its authorities are replaced as a whole', body: adminRoleUpdateBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await updateRole(app, request.body);
      return reply.ok(null);
    },
  );
  r.post(
    roleAdminPaths.delete,
    {
      preHandler: requirePermission(app, Perm.roleDelete),
      schema: { tags: tags, summary: 'Delete a role nobody holds; the built-in roles stay', body: adminIdBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await deleteRole(app, request.lang, request.body.id);
      return reply.ok(null);
    },
  );
}
