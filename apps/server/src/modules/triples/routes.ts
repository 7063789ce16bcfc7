import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, Perm, TRIPLE_SN_FILE_MAX_MB, pageResultOf } from '@iotc/shared';
import { jobInfo } from '@iotc/shared/jobs';
import {
  produceListQuery,
  triadExportBody,
  triadExportCount,
  triadExportCountQuery,
  triadReportQuery,
  triple,
  tripleGeneration,
  tripleGenerateFields,
  tripleListQuery,
  triplePaths,
} from '@iotc/shared/triples';
import { answer, fileAnswer } from '../../core/answers.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { contentTypeOf } from '../../core/storage.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { sendDownload } from '../files/download.ts';
import { readUploadForm } from '../files/routes.ts';
import { UploadRejected } from '../files/service.ts';
import { requirePermission } from '../../core/guards.ts';
import { exportedFile, startExport } from './exportFile.ts';
import { startGeneration } from './generation.ts';
import { serialFileRefusal } from './serialFile.ts';
import { serialTemplate } from './serialTemplate.ts';
import { generationOf, listGenerations, listTriples } from './service.ts';

/** Manufacture triples: generation from a serial-number file, the generations and their triples, the xlsx export. */
export default async function triplesRoutes(app: FastifyInstance) {
  // Scoped to this module: only the generator takes a multipart body here.
  await acceptOneFile(app, TRIPLE_SN_FILE_MAX_MB, 10);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['triples'];
  const call = calls(app, tags);

  r.post(
    triplePaths.generate,
    {
      preHandler: requirePermission(app, Perm.tripleGenerate),
      schema: {
        tags,
        summary:
          'Generates triples (answers the generation job): multipart with productId, count, optional batch and one `file`, the serial numbers as xlsx or csv ≤ 10M (by its bytes; one SN per row, an optional MAC in the second column, an optional header row). The request refuses a wrong type, a broken archive or a quota short of the count; the job reads the file (bounded: 50 MB unpacked, 500,000 shared strings, 256 characters a cell, 1,000 blank rows) and fails with the reason when the serial numbers are not exactly `count`, repeat, or are taken',
        consumes: ['multipart/form-data'],
        response: answer(jobInfo),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      const fields = tripleGenerateFields.parse(form.fields);
      try {
        if (form.overLimit) throw new UploadRejected({ kind: 'tooLarge', maxMb: TRIPLE_SN_FILE_MAX_MB });
        if (!form.file || form.file.bytes.length === 0) throw new UploadRejected({ kind: 'noFile' });
        const job = await startGeneration(app, tenantScope(request), request.auth.userId, request.lang, { ...fields, bytes: form.file.bytes });
        return reply.ok(job);
      } catch (error) {
        throw serialFileRefusal(error);
      }
    },
  );

  call.post(
    triplePaths.produceList,
    {
      summary: "The space's triple generations, newest first, with product, activated and export counts, the job's status and why a failed one failed",
      body: produceListQuery,
      response: answer(pageResultOf(tripleGeneration)),
    },
    (request) => listGenerations(app.db, tenantScope(request), request.lang, request.body),
  );

  r.post(
    triplePaths.list,
    {
      // The list shows the passwords: reading it is as much as exporting.
      preHandler: requirePermission(app, Perm.tripleExport),
      schema: {
        tags,
        summary: 'The triples of one generation in serial-number order, with their passwords; search by did, SN or MAC, filter by activation',
        body: tripleListQuery,
        response: answer(pageResultOf(triple)),
      },
    },
    async (request, reply) => reply.ok(await listTriples(app.db, tenantScope(request), app.config.deviceSecret, request.body)),
  );

  call.get(
    triplePaths.exportCount,
    { summary: 'How many times the generation was exported', querystring: triadExportCountQuery, response: answer(triadExportCount) },
    async (request) => (await generationOf(app.db, tenantScope(request), request.query.generationId)).exportCount,
  );

  call.post(
    triplePaths.export,
    {
      preHandler: requirePermission(app, Perm.tripleExport),
      summary: 'Starts the xlsx export of a finished generation (answers its job), its times on the clock of timeZone (default Asia/Shanghai); device/triadReport?jobId= downloads the file once the job is done',
      body: triadExportBody,
      response: answer(jobInfo),
    },
    (request) => startExport(app, tenantScope(request), request.auth.userId, request.lang, request.body.generationId, request.body.timeZone),
  );

  r.get(
    triplePaths.serialTemplate,
    {
      preHandler: requirePermission(app, Perm.tripleGenerate),
      schema: {
        tags,
        summary: "The serial-number file template: an xlsx in the request's language with the header row the generation reads (SN, MAC) and a sheet saying how to fill it in",
        response: fileAnswer,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await serialTemplate(request.lang);
      return sendDownload(reply, fileName, contentTypeOf(fileName), bytes);
    },
  );

  r.get(
    triplePaths.report,
    {
      schema: {
        tags,
        summary: 'Downloads the xlsx of a finished export job (row 1: the TRIPLE_EXPORT_COLUMNS keys); JobNotReady (409) while it runs or after it failed',
        querystring: triadReportQuery,
        response: fileAnswer,
      },
    },
    async (request, reply) => {
      const { fileName, file } = await exportedFile(app, tenantScope(request), request.query.jobId);
      return sendDownload(reply.header('Content-Length', String(file.size)), fileName, file.contentType, file.body);
    },
  );
}
