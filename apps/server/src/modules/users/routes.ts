import type { FastifyInstance } from 'fastify';
import { Perm, pageResultOf } from '@iotc/shared';
import { adminUser, adminUserBody, adminUserQuery, adminUserStatusBody, adminUserUpdateBody, userAdminPaths } from '@iotc/shared/users';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { createUser, listUsers, setUserStatus, updateUser } from './service.ts';

/** The operator area's users (spec 000 §3: username, real name, e-mail, password, role, status). */
export default async function userRoutes(app: FastifyInstance) {
  const call = calls(app, ['admin: users']);

  call.get(
    userAdminPaths.list,
    {
      preHandler: requirePermission(app, Perm.userList),
      summary: 'Every user of the platform, searchable by account or name and filtered by status',
      querystring: adminUserQuery,
      response: answer(pageResultOf(adminUser)),
    },
    (request) => listUsers(app.db, request.query),
  );
  call.post(
    userAdminPaths.save,
    { preHandler: requirePermission(app, Perm.userAdd), summary: 'Add an activated user with an own space holding the chosen roles', body: adminUserBody, response: answer(adminUser) },
    (request) => createUser(app, request.body),
  );
  call.post(
    userAdminPaths.update,
    { preHandler: requirePermission(app, Perm.userEdit), summary: 'Change real name, e-mail, roles, status and optionally the password', body: adminUserUpdateBody, response: answer(adminUser) },
    (request) => updateUser(app, request.auth, request.body),
  );
  call.post(
    userAdminPaths.status,
    { preHandler: requirePermission(app, Perm.userEdit), summary: 'Set a user normal (1) or disabled (0); disabling ends their sessions at once', body: adminUserStatusBody, response: emptyAnswer },
    (request) => setUserStatus(app, request.auth, request.body),
  );
}
