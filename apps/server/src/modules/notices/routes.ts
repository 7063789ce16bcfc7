import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Perm,
  adminPaths,
  noticeAdminListQuery,
  noticeDeleteBody,
  noticeListQuery,
  noticePaths,
  noticePublishBody,
  noticeReadBody,
  noticeRecipientsQuery,
} from '@iotc/shared';
import { requirePermission } from '../spaces/guards.ts';
import {
  detailForUser,
  listForOperator,
  listForUser,
  noticeState,
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
    { schema: { tags, summary: 'Notices addressed to the user, newest first (PageResult<NoticeItem>)', querystring: noticeListQuery } },
    async (request, reply) => reply.ok(await listForUser(app.db, request.auth.userId, request.query)),
  );

  r.get(
    noticePaths.detail(':id'),
    {
      schema: {
        tags,
        summary: 'One notice addressed to the user; opening it marks it read (NoticeDetail)',
        params: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => reply.ok(await detailForUser(app, request.auth.userId, request.params.id)),
  );

  r.post(
    noticePaths.read,
    { schema: { tags, summary: 'Marks one notice ({ id }) or all ({ all: true }) read (NoticeReadResult)', body: noticeReadBody } },
    async (request, reply) => reply.ok(await readForUser(app, request.auth.userId, request.body)),
  );

  r.get(
    noticePaths.unread,
    { schema: { tags, summary: "The bell's unread flag and the home banner's latest notice (RealtimeData['notice'])" } },
    async (request, reply) => reply.ok(await noticeState(app.db, request.auth.userId)),
  );

  // ── Operators ──

  r.get(
    adminPaths.noticeList,
    {
      preHandler: requirePermission(app, Perm.noticeList),
      schema: { tags, summary: 'Published notices with their read counts (PageResult<NoticeAdminItem>)', querystring: noticeAdminListQuery },
    },
    async (request, reply) => reply.ok(await listForOperator(app.db, request.query)),
  );

  r.get(
    adminPaths.noticeRecipients,
    {
      preHandler: requirePermission(app, Perm.noticePublish),
      schema: { tags, summary: 'Users a notice can be addressed to, by account or name (PageResult<NoticeRecipient>)', querystring: noticeRecipientsQuery },
    },
    async (request, reply) => reply.ok(await searchRecipients(app.db, request.query)),
  );

  r.post(
    adminPaths.noticePublish,
    {
      preHandler: requirePermission(app, Perm.noticePublish),
      schema: { tags, summary: 'Publishes a notice to every user or to chosen users ({ id })', body: noticePublishBody },
    },
    async (request, reply) => reply.ok(await publish(app, request.auth.userId, request.body)),
  );

  r.post(
    adminPaths.noticeDelete,
    {
      preHandler: requirePermission(app, Perm.noticeDelete),
      schema: { tags, summary: 'Deletes a notice for everyone it was addressed to', body: noticeDeleteBody },
    },
    async (request, reply) => {
      await remove(app, request.body.id);
      return reply.ok(null);
    },
  );
}
