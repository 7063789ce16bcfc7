import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm, adminIdBody } from '@iotc/shared';
import { adminMenuBody, adminMenuQuery, menuAdminPaths, menuItem } from '@iotc/shared/menus';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { createMenu, deleteMenu, menuTree, updateMenu } from './menuAdmin.ts';

/** The operator area's menus and buttons (the caller's granted navigation is the roles' routes). */
export default async function menusRoutes(app: FastifyInstance) {
  const menuCall = calls(app, ['admin: menus']);
  menuCall.get(
    menuAdminPaths.list,
    {
      // The role page draws the same tree to pick a role's authorities from.
      preHandler: requirePermission(app, Perm.menuList, Perm.roleList),
      summary: 'Every menu and button as a tree, optionally filtered by a keyword',
      querystring: adminMenuQuery,
      response: answer(z.array(menuItem)),
    },
    (request) => menuTree(app.db, request.query.keyword),
  );
  menuCall.post(
    menuAdminPaths.save,
    { preHandler: requirePermission(app, Perm.menuAdd), summary: 'Create a menu or button; `id` is its code', body: adminMenuBody, response: answer(menuItem) },
    (request) => createMenu(app, request.body),
  );
  menuCall.post(
    menuAdminPaths.update,
    { preHandler: requirePermission(app, Perm.menuEdit), summary: 'Change a menu or button; its code stays', body: adminMenuBody, response: answer(menuItem) },
    (request) => updateMenu(app, request.body),
  );
  menuCall.post(
    menuAdminPaths.delete,
    { preHandler: requirePermission(app, Perm.menuDelete), summary: 'Delete a menu or button without sub-entries', body: adminIdBody, response: emptyAnswer },
    (request) => deleteMenu(app, request.body.id),
  );
}
