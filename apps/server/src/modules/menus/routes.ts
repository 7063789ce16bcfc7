import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Perm,
  adminIdBody,
  adminMenuBody,
  adminMenuQuery,
  adminPageQuery,
  adminPaths,
  adminRoleBody,
  adminRoleUpdateBody,
  shellPaths,
} from '@iotc/shared';
import { requirePermission } from '../spaces/guards.ts';
import { createMenu, deleteMenu, menuTree, updateMenu } from './menuAdmin.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roleAdmin.ts';
import { routersFor } from './service.ts';

export default async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    shellPaths.getRouters,
    { schema: { tags: ['menus'], summary: 'Menu tree granted by the user\'s roles in the current space (MenuItem[])' } },
    async (request, reply) => reply.ok(await routersFor(app, request.auth.userId, request.auth.tenantId)),
  );

  // ── Operator area: menus ──
  const menuTags = ['admin: menus'];
  r.get(
    adminPaths.menuList,
    {
      // The role page draws the same tree to pick a role's authorities from.
      preHandler: requirePermission(app, Perm.menuList, Perm.roleList),
      schema: { tags: menuTags, summary: 'Every menu and button as a tree, optionally filtered by a keyword (MenuItem[])', querystring: adminMenuQuery },
    },
    async (request, reply) => reply.ok(await menuTree(app.db, request.query.keyword)),
  );
  r.post(
    adminPaths.menuSave,
    { preHandler: requirePermission(app, Perm.menuAdd), schema: { tags: menuTags, summary: 'Create a menu or button; `id` is its code (MenuItem)', body: adminMenuBody } },
    async (request, reply) => reply.ok(await createMenu(app, request.body)),
  );
  r.post(
    adminPaths.menuUpdate,
    { preHandler: requirePermission(app, Perm.menuEdit), schema: { tags: menuTags, summary: 'Change a menu or button; its code stays (MenuItem)', body: adminMenuBody } },
    async (request, reply) => reply.ok(await updateMenu(app, request.body)),
  );
  r.post(
    adminPaths.menuDelete,
    { preHandler: requirePermission(app, Perm.menuDelete), schema: { tags: menuTags, summary: 'Delete a menu or button without sub-entries', body: adminIdBody } },
    async (request, reply) => {
      await deleteMenu(app, request.body.id);
      return reply.ok(null);
    },
  );

  // ── Operator area: roles ──
  const roleTags = ['admin: roles'];
  r.get(
    adminPaths.roleList,
    {
      // The user page offers the roles to choose from.
      preHandler: requirePermission(app, Perm.roleList, Perm.userList),
      schema: { tags: roleTags, summary: 'Roles with their authorities, paged and searchable (PageResult<AdminRole>)', querystring: adminPageQuery },
    },
    async (request, reply) => reply.ok(await listRoles(app.db, request.query)),
  );
  r.post(
    adminPaths.roleSave,
    { preHandler: requirePermission(app, Perm.roleAdd), schema: { tags: roleTags, summary: 'Create a role with its authorities ({ id })', body: adminRoleBody } },
    async (request, reply) => reply.ok(await createRole(app, request.body)),
  );
  r.post(
    adminPaths.roleUpdate,
    {
      preHandler: requirePermission(app, Perm.roleEdit),
      schema: { tags: roleTags, summary: 'Change a role; its authorities are replaced as a whole', body: adminRoleUpdateBody },
    },
    async (request, reply) => {
      await updateRole(app, request.body);
      return reply.ok(null);
    },
  );
  r.post(
    adminPaths.roleDelete,
    {
      preHandler: requirePermission(app, Perm.roleDelete),
      schema: { tags: roleTags, summary: 'Delete a role nobody holds; the built-in roles stay', body: adminIdBody },
    },
    async (request, reply) => {
      await deleteRole(app, request.lang, request.body.id);
      return reply.ok(null);
    },
  );
}
