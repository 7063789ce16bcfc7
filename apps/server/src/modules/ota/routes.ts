import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, pageResultOf } from '@iotc/shared';
import {
  otaPaths,
  otaRecord,
  otaRelease,
  otaReleaseIdBody,
  otaReleaseListItem,
  otaReleaseListQuery,
  otaReleasePreview,
  otaReleaseSaveBody,
  otaTask,
  otaTaskListQuery,
  otaTimeline,
  otaWhitelistAddBody,
  otaWhitelistDeleteBody,
  otaWhitelistEntry,
  otaWhitelistListQuery,
} from '@iotc/shared/ota';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import type { ByteRange, StoredFile } from '../../core/storage.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { sendDownload } from '../files/download.ts';
import { byteRange, isSignedFor } from './download.ts';
import {
  addWhitelist,
  deleteWhitelist,
  exportTasks,
  listReleases,
  listTasks,
  listWhitelist,
  pauseRelease,
  previewRelease,
  releaseDetail,
  releaseRecords,
  releaseTimeline,
  restoreRelease,
  saveRelease,
  stopRelease,
  taskFile,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Firmware OTA releases (spec 001 §3): the console's calls (any member of the space, like the other product pages), and the
 * devices' signed download of their task's file. The controller that moves the releases starts once the broker listens.
 */
export default async function otaRoutes(app: FastifyInstance) {
  const call = calls(app, ['ota']);
  app.addHook('onReady', () => app.ota.controller.start());
  app.addHook('onClose', () => app.ota.close());

  call.post(
    otaPaths.releaseList,
    { summary: "The space's releases, newest first; by product, firmware and status", body: otaReleaseListQuery, response: answer(pageResultOf(otaReleaseListItem)) },
    (request) => listReleases(app.db, tenantScope(request), request.lang, request.body),
  );

  call.get(
    otaPaths.releaseDetail(':id'),
    { summary: 'One release with its stages and task counts', params: idParams, response: answer(otaRelease) },
    (request) => releaseDetail(app.db, tenantScope(request), request.lang, request.params.id),
  );

  call.post(
    otaPaths.releasePreview,
    { summary: 'How many devices the release would reach now, per stage, and how many already run the version', body: otaReleaseSaveBody, response: answer(otaReleasePreview) },
    (request) => previewRelease(app.db, tenantScope(request), request.lang, request.body),
  );

  call.post(
    otaPaths.releaseSave,
    {
      summary:
        'Creates and starts a release of a published version of a firmware the product ships (one open release per product and firmware): ' +
        'its stages, a task per targeted activated device (skipped when it already runs the version) and the publish record',
      body: otaReleaseSaveBody,
      response: answer(otaRelease),
    },
    (request) => saveRelease(app, tenantScope(request), request.auth.userId, request.lang, request.body),
  );

  call.post(
    otaPaths.releasePause,
    { summary: 'Pauses a published release: nothing new is notified, upgrades under way go on', body: otaReleaseIdBody, response: emptyAnswer },
    (request) => pauseRelease(app, tenantScope(request), request.auth.userId, request.body.id),
  );

  call.post(
    otaPaths.releaseRestore,
    { summary: 'Resumes a paused or halted release', body: otaReleaseIdBody, response: emptyAnswer },
    (request) => restoreRelease(app, tenantScope(request), request.auth.userId, request.body.id),
  );

  call.post(
    otaPaths.releaseStop,
    { summary: 'Stops a release: queued tasks are cancelled, upgrades under way finish and count', body: otaReleaseIdBody, response: emptyAnswer },
    (request) => stopRelease(app, tenantScope(request), request.auth.userId, request.body.id),
  );

  call.get(
    otaPaths.releaseRecords(':id'),
    { summary: "Every state change of the release, oldest first (by: the account, or null for the release's controller)", params: idParams, response: answer(z.array(otaRecord)) },
    (request) => releaseRecords(app.db, tenantScope(request), request.params.id),
  );

  call.get(
    otaPaths.releaseTimeline(':id'),
    { summary: 'Task counts per state at 60 points from the release start to now (or its end)', params: idParams, response: answer(otaTimeline) },
    (request) => releaseTimeline(app.db, tenantScope(request), request.params.id, app.clock.now()),
  );

  call.post(
    otaPaths.taskList,
    { summary: "The release's device tasks by stage and did; by state, stage and a part of the did", body: otaTaskListQuery, response: answer(pageResultOf(otaTask)) },
    (request) => listTasks(app.db, tenantScope(request), request.body),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    otaPaths.taskExport,
    { schema: { tags: ['ota'], summary: 'The same tasks as a CSV file', body: otaTaskListQuery, response: fileAnswer } },
    async (request, reply) => {
      const csv = await exportTasks(app.db, tenantScope(request), request.lang, request.body);
      return sendDownload(reply, `ota-tasks-${request.body.releaseId}.csv`, 'text/csv; charset=utf-8', csv);
    },
  );

  call.post(
    otaPaths.whitelistList,
    { summary: "The product's OTA whitelist (app accounts and device ids), newest first", body: otaWhitelistListQuery, response: answer(pageResultOf(otaWhitelistEntry)) },
    (request) => listWhitelist(app.db, tenantScope(request), request.body),
  );

  call.post(
    otaPaths.whitelistAdd,
    { summary: 'Adds accounts or device ids to the whitelist (those already listed are left as they are)', body: otaWhitelistAddBody, response: emptyAnswer },
    (request) => addWhitelist(app, tenantScope(request), request.body),
  );

  call.post(
    otaPaths.whitelistDelete,
    { summary: 'Removes whitelist entries', body: otaWhitelistDeleteBody, response: emptyAnswer },
    (request) => deleteWhitelist(app.db, tenantScope(request), request.body),
  );

  r.get(
    otaPaths.deviceFile(':id'),
    {
      config: { public: true },
      schema: {
        tags: ['ota'],
        summary:
          "A task's firmware file for its device, by the signed, expiring address of its ota_info (403 when expired or not signed); " +
          '`Range: bytes=n-` or `bytes=n-m` answers 206 with those bytes, 416 past the end',
        params: idParams,
        querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().max(128) }),
        response: { ...fileAnswer, 206: fileAnswer[200], 416: z.null() },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isSignedFor(app.config.deviceSecret, id, request.query.expires, request.query.sig, app.clock.now())) throw new AppError(ErrorCode.Forbidden);
      const found = await taskFile(app.db, id);
      if (!found) throw new AppError(ErrorCode.NotFound);
      const range = byteRange(request.headers.range, found.fileSize);
      if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${found.fileSize}`).send(null);
      const file = await app.storage.read(found.fileKey, range ?? undefined);
      if (!file) throw new AppError(ErrorCode.NotFound);
      // A device on a slow link may take minutes for 10M: nothing cuts it (Fastify's connectionTimeout is 0, and Node's
      // requestTimeout bounds receiving the request, not sending the answer; release.test.ts checks it).
      return sendBytes(reply, file, range);
    },
  );
}

/** The file's bytes (not an envelope), whole or the asked range, streamed from storage. */
function sendBytes(reply: FastifyReply, file: StoredFile, range: ByteRange | null) {
  void reply.header('Content-Type', 'application/octet-stream').header('Accept-Ranges', 'bytes').header('Cache-Control', 'no-store');
  if (!range) return reply.header('Content-Length', String(file.size)).send(file.body);
  const end = range.end ?? file.size - 1;
  return reply.status(206).header('Content-Range', `bytes ${range.start}-${end}/${file.size}`).header('Content-Length', String(end - range.start + 1)).send(file.body);
}
