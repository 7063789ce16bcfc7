import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  supportClassifyBody,
  supportListQuery,
  supportWorkOrderDetail,
  supportWorkOrderItem,
  workOrderAdminPaths,
  workOrderDetail,
  workOrderIdBody,
  workOrderItem,
  workOrderListQuery,
  workOrderPaths,
  workOrderPhoneBody,
  workOrderRemindResult,
  workOrderReplyBody,
  workOrderSubmitBody,
  workOrderUnread,
} from '@iotc/shared/workOrders';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { checkMedia, MEDIA_MULTIPART_LIMITS, readMediaForm } from './media.ts';
import {
  classify,
  closeAsSupport,
  closeAsUser,
  detailForSupport,
  detailForUser,
  listForSupport,
  listForUser,
  remind,
  replyAsSupport,
  replyAsUser,
  submit,
  unreadCount,
  updatePhone,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Reads the form, checks its fields, then every file's bytes: nothing is stored before all passed. */
async function formWithMedia<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  const form = await readMediaForm(request);
  const fields = schema.parse(form.fields) as z.output<S>;
  const media = await checkMedia(form, request.lang);
  return { fields, media };
}

const withMedia = 'multipart/form-data with the fields and up to 3 `media` files (images ≤ 10 MB, videos ≤ 20 MB), or JSON without media';

export default async function workOrderRoutes(app: FastifyInstance) {
  // Scoped to this module, like the files module's: only submit and reply take multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false, limits: MEDIA_MULTIPART_LIMITS });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workOrders'];
  const call = calls(app, tags);
  const supportTags = ['support'];
  const supportCall = calls(app, supportTags);
  const consumes = ['multipart/form-data', 'application/json'];

  // ── The user's own orders ──────────────────────────────────────────────────

  call.get(
    workOrderPaths.list,
    { summary: "The user's work orders from all their spaces", querystring: workOrderListQuery, response: answer(pageResultOf(workOrderItem)) },
    (request) => listForUser(app.db, request.auth.userId, request.query),
  );

  call.get(
    workOrderPaths.detail(':id'),
    { summary: 'One of the user\'s orders with its conversation; marks the answers read', params: idParams, response: answer(workOrderDetail) },
    (request) => detailForUser(app, request.auth.userId, request.params.id),
  );

  r.post(
    workOrderPaths.submit,
    { schema: { tags, summary: `Files a work order: ${withMedia}`, consumes, response: answer(workOrderDetail) } },
    async (request, reply) => {
      const { fields, media } = await formWithMedia(request, workOrderSubmitBody);
      return reply.ok(await submit(app, { userId: request.auth.userId, lang: request.lang, fields, media }));
    },
  );

  r.post(
    workOrderPaths.reply,
    { schema: { tags, summary: `Continue asking: ${withMedia}`, consumes, response: answer(workOrderDetail) } },
    async (request, reply) => {
      const { fields, media } = await formWithMedia(request, workOrderReplyBody);
      return reply.ok(await replyAsUser(app, request.auth.userId, { ...fields, media }));
    },
  );

  call.post(
    workOrderPaths.remind,
    { summary: 'Reminds support of an open order, once per 10 minutes', body: workOrderIdBody, response: answer(workOrderRemindResult) },
    (request) => remind(app, request.auth.userId, request.body.id),
  );

  call.post(
    workOrderPaths.close,
    { summary: 'Closes the order; support can no longer answer', body: workOrderIdBody, response: answer(workOrderDetail) },
    (request) => closeAsUser(app, request.auth.userId, request.body.id),
  );

  call.post(
    workOrderPaths.updatePhone,
    { summary: 'Changes the contact phone of an open order', body: workOrderPhoneBody, response: answer(workOrderDetail) },
    (request) => updatePhone(app, request.auth.userId, request.body.id, request.body.phone),
  );

  call.get(
    workOrderPaths.unreadCount,
    { summary: 'Orders with an answer the user has not read', response: answer(workOrderUnread) },
    async (request) => ({ unread: await unreadCount(app.db, request.auth.userId) }),
  );

  // ── The support inbox (operators) ──────────────────────────────────────────

  supportCall.get(
    workOrderAdminPaths.list,
    { preHandler: requirePermission(app, Perm.supportList), summary: 'Work orders of every space', querystring: supportListQuery, response: answer(pageResultOf(supportWorkOrderItem)) },
    (request) => listForSupport(app.db, request.query),
  );

  supportCall.get(
    workOrderAdminPaths.detail(':id'),
    { preHandler: requirePermission(app, Perm.supportList), summary: 'One order with its conversation', params: idParams, response: answer(supportWorkOrderDetail) },
    (request) => detailForSupport(app, request.params.id),
  );

  r.post(
    workOrderAdminPaths.reply,
    {
      preHandler: requirePermission(app, Perm.supportReply),
      schema: { tags: supportTags, summary: `Answers an open order: ${withMedia}`, consumes, response: answer(supportWorkOrderDetail) },
    },
    async (request, reply) => {
      const { fields, media } = await formWithMedia(request, workOrderReplyBody);
      return reply.ok(await replyAsSupport(app, request.auth.userId, { ...fields, media }));
    },
  );

  supportCall.post(
    workOrderAdminPaths.classify,
    { preHandler: requirePermission(app, Perm.supportClassify), summary: 'Re-classifies an order', body: supportClassifyBody, response: answer(supportWorkOrderDetail) },
    (request) => classify(app, request.lang, request.body.id, request.body.classification),
  );

  supportCall.post(
    workOrderAdminPaths.close,
    { preHandler: requirePermission(app, Perm.supportClose), summary: 'Closes an order', body: workOrderIdBody, response: answer(supportWorkOrderDetail) },
    (request) => closeAsSupport(app, request.body.id),
  );
}
