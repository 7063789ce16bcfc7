import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  noticeAdminItem,
  noticeAdminListQuery,
  noticeAdminPaths,
  noticeDeleteBody,
  noticeDetail,
  noticeItem,
  noticeListQuery,
  noticePaths,
  noticePublishBody,
  noticePublished,
  noticeReadBody,
  noticeReadResult,
  noticeRecipient,
  noticeRecipientsQuery,
  noticeState,
} from '@iotc/shared/notices';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { requirePermission } from '../../core/guards.ts';
import {
  detailForUser,
  listForOperator,
  listForUser,
  noticeStateOf,
  publish,
  readForUser,
  remove,
  searchRecipients,
} from './service.ts';

export default async function noticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notices'];

  // ── The signed-in user's notices (whatever the space: notices address users, not spaces) ──

  r.get(
    noticePaths.list,
    { schema: { tags, summary: 'Notices addressed to the user, newest first', querystring: noticeListQuery, response: answer(pageResultOf(noticeItem)) } },
    async (request, reply) => reply.ok(await listForUser(app.db, request.auth.userId, request.query)),
  );

  r.get(
    noticePaths.detail(':id'),
    {
      schema: {
        tags,
        summary: 'One notice addressed to the user; opening it marks it read',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: answer(noticeDetail),
      },
    },
    async (request, reply) => reply.ok(await detailForUser(app, request.auth.userId, request.params.id)),
  );

  r.post(
    noticePaths.read,
    { schema: { tags, summary: 'Marks one notice ({ id }) or all ({ all: true }) read', body: noticeReadBody, response: answer(noticeReadResult) } },
    async (request, reply) => reply.ok(await readForUser(app, request.auth.userId, request.body)),
  );

  r.get(
    noticePaths.unread,
    { schema: { tags, summary: "The bell's unread flag and the home banner's latest notice", response: answer(noticeState) } },
    async (request, reply) => reply.ok(await noticeStateOf(app.db, request.auth.userId)),
  );

  // ── Operators ──

  r.get(
    noticeAdminPaths.list,
    {
      preHandler: requirePermission(app, Perm.noticeList),
      schema: { tags, summary: 'Published notices with their read counts', querystring: noticeAdminListQuery, response: answer(pageResultOf(noticeAdminItem)) },
    },
    async (request, reply) => reply.ok(await listForOperator(app.db, request.query)),
  );

  r.get(
    noticeAdminPaths.recipients,
    {
      preHandler: requirePermission(app, Perm.noticePublish),
      schema: { tags, summary: 'Users a notice can be addressed to, by account or name', querystring: noticeRecipientsQuery, response: answer(pageResultOf(noticeRecipient)) },
    },
    async (request, reply) => reply.ok(await searchRecipients(app.db, request.query)),
  );

  r.post(
    noticeAdminPaths.publish,
    {
      preHandler: requirePermission(app, Perm.noticePublish),
      schema: { tags, summary: 'Publishes a notice to every user or to chosen users', body: noticePublishBody, response: answer(noticePublished) },
    },
    async (request, reply) => reply.ok(await publish(app, request.auth.userId, request.body)),
  );

  r.post(
    noticeAdminPaths.delete,
    {
      preHandler: requirePermission(app, Perm.noticeDelete),
      schema: { tags, summary: 'Deletes a notice for everyone it was addressed to', body: noticeDeleteBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await remove(app, request.body.id);
      return reply.ok(null);
    },
  );
}
