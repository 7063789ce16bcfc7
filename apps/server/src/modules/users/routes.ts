import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Perm, pageResultOf } from '@iotc/shared';
import { adminUser, adminUserBody, adminUserQuery, adminUserStatusBody, adminUserUpdateBody, userAdminPaths } from '@iotc/shared/users';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { requirePermission } from '../../core/guards.ts';
import { createUser, listUsers, setUserStatus, updateUser } from './service.ts';

/** The operator area's users (spec 000 §3: username, real name, e-mail, password, role, status). */
export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: users'];

  r.get(
    userAdminPaths.list,
    {
      preHandler: requirePermission(app, Perm.userList),
      schema: { tags, summary: 'Every user of the platform, searchable by account or name and filtered by status', querystring: adminUserQuery, response: answer(pageResultOf(adminUser)) },
    },
    async (request, reply) => reply.ok(await listUsers(app.db, request.query)),
  );
  r.post(
    userAdminPaths.save,
    {
      preHandler: requirePermission(app, Perm.userAdd),
      schema: { tags, summary: 'Add an activated user with an own space holding the chosen roles', body: adminUserBody, response: answer(adminUser) },
    },
    async (request, reply) => reply.ok(await createUser(app, request.body)),
  );
  r.post(
    userAdminPaths.update,
    {
      preHandler: requirePermission(app, Perm.userEdit),
      schema: { tags, summary: 'Change real name, e-mail, roles, status and optionally the password', body: adminUserUpdateBody, response: answer(adminUser) },
    },
    async (request, reply) => reply.ok(await updateUser(app, request.auth, request.body)),
  );
  r.post(
    userAdminPaths.status,
    {
      preHandler: requirePermission(app, Perm.userEdit),
      schema: { tags, summary: 'Set a user normal (1) or disabled (0); disabling ends their sessions at once', body: adminUserStatusBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await setUserStatus(app, request.auth, request.body);
      return reply.ok(null);
    },
  );
}
