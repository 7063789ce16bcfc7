import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, adminIdBody } from '@iotc/shared';
import { adminMenuBody, adminMenuQuery, menuAdminPaths, menuItem } from '@iotc/shared/menus';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { requirePermission } from '../../core/guards.ts';
import { createMenu, deleteMenu, menuTree, updateMenu } from './menuAdmin.ts';

export default async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ── Operator area: menus ──
  const menuTags = ['admin: menus'];
  r.get(
    menuAdminPaths.list,
    {
      // The role page draws the same tree to pick a role's authorities from.
      preHandler: requirePermission(app, Perm.menuList, Perm.roleList),
      schema: { tags: menuTags, summary: 'Every menu and button as a tree, optionally filtered by a keyword', querystring: adminMenuQuery, response: answer(z.array(menuItem)) },
    },
    async (request, reply) => reply.ok(await menuTree(app.db, request.query.keyword)),
  );
  r.post(
    menuAdminPaths.save,
    { preHandler: requirePermission(app, Perm.menuAdd), schema: { tags: menuTags, summary: 'Create a menu or button; `id` is its code', body: adminMenuBody, response: answer(menuItem) } },
    async (request, reply) => reply.ok(await createMenu(app, request.body)),
  );
  r.post(
    menuAdminPaths.update,
    { preHandler: requirePermission(app, Perm.menuEdit), schema: { tags: menuTags, summary: 'Change a menu or button; its code stays', body: adminMenuBody, response: answer(menuItem) } },
    async (request, reply) => reply.ok(await updateMenu(app, request.body)),
  );
  r.post(
    menuAdminPaths.delete,
    { preHandler: requirePermission(app, Perm.menuDelete), schema: { tags: menuTags, summary: 'Delete a menu or button without sub-entries', body: adminIdBody, response: emptyAnswer } },
    async (request, reply) => {
      await deleteMenu(app, request.body.id);
      return reply.ok(null);
    },
  );
}
