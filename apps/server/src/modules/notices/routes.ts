import type { FastifyInstance } from 'fastify';
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
import { calls } from '../../core/calls.ts';
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
  const call = calls(app, ['notices']);

  // ── The signed-in user's notices (whatever the space: notices address users, not spaces) ──

  call.get(
    noticePaths.list,
    { summary: 'Notices addressed to the user, newest first', querystring: noticeListQuery, response: answer(pageResultOf(noticeItem)) },
    (request) => listForUser(app.db, request.auth.userId, request.query, request.lang),
  );

  call.get(
    noticePaths.detail(':id'),
    { summary: 'One notice addressed to the user; opening it marks it read', params: z.object({ id: z.string().min(1).max(64) }), response: answer(noticeDetail) },
    (request) => detailForUser(app, request.auth.userId, request.params.id, request.lang),
  );

  call.post(
    noticePaths.read,
    { summary: 'Marks one notice ({ id }) or all ({ all: true }) read', body: noticeReadBody, response: answer(noticeReadResult) },
    (request) => readForUser(app, request.auth.userId, request.body),
  );

  call.get(
    noticePaths.unread,
    { summary: "The bell's unread flag and the home banner's latest notice", response: answer(noticeState) },
    (request) => noticeStateOf(app.db, request.auth.userId, request.lang),
  );

  // ── Operators ──

  call.get(
    noticeAdminPaths.list,
    { preHandler: requirePermission(app, Perm.noticeList), summary: 'Published notices with their read counts', querystring: noticeAdminListQuery, response: answer(pageResultOf(noticeAdminItem)) },
    (request) => listForOperator(app.db, request.query, request.lang),
  );

  call.get(
    noticeAdminPaths.recipients,
    {
      preHandler: requirePermission(app, Perm.noticePublish),
      summary: 'Users a notice can be addressed to, by account or name',
      querystring: noticeRecipientsQuery,
      response: answer(pageResultOf(noticeRecipient)),
    },
    (request) => searchRecipients(app.db, request.query),
  );

  call.post(
    noticeAdminPaths.publish,
    { preHandler: requirePermission(app, Perm.noticePublish), summary: 'Publishes a notice to every user or to chosen users', body: noticePublishBody, response: answer(noticePublished) },
    (request) => publish(app, request.auth.userId, request.body),
  );

  call.post(
    noticeAdminPaths.delete,
    { preHandler: requirePermission(app, Perm.noticeDelete), summary: 'Deletes a notice for everyone it was addressed to', body: noticeDeleteBody, response: emptyAnswer },
    (request) => remove(app, request.body.id),
  );
}
