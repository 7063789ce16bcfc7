import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Perm, adminPaths, adminUserBody, adminUserQuery, adminUserStatusBody, adminUserUpdateBody } from '@iotc/shared';
import { requirePermission } from '../spaces/guards.ts';
import { createUser, listUsers, setUserStatus, updateUser } from './service.ts';

/** The operator area's users (spec 000 §3: username, real name, e-mail, password, role, status). */
export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: users'];

  r.get(
    adminPaths.userList,
    {
      preHandler: requirePermission(app, Perm.userList),
      schema: { tags, summary: 'Every user of the platform, searchable by account or name and filtered by status (PageResult<AdminUser>)', querystring: adminUserQuery },
    },
    async (request, reply) => reply.ok(await listUsers(app.db, request.query)),
  );
  r.post(
    adminPaths.userSave,
    {
      preHandler: requirePermission(app, Perm.userAdd),
      schema: { tags, summary: 'Add an activated user with an own space holding the chosen roles (AdminUser)', body: adminUserBody },
    },
    async (request, reply) => reply.ok(await createUser(app, request.body)),
  );
  r.post(
    adminPaths.userUpdate,
    {
      preHandler: requirePermission(app, Perm.userEdit),
      schema: { tags, summary: 'Change real name, e-mail, roles, status and optionally the password (AdminUser)', body: adminUserUpdateBody },
    },
    async (request, reply) => reply.ok(await updateUser(app, request.auth, request.body)),
  );
  r.post(
    adminPaths.userStatus,
    {
      preHandler: requirePermission(app, Perm.userEdit),
      schema: { tags, summary: 'Set a user normal (1) or disabled (0); disabling ends their sessions at once', body: adminUserStatusBody },
    },
    async (request, reply) => {
      await setUserStatus(app, request.auth, request.body);
      return reply.ok(null);
    },
  );
}
