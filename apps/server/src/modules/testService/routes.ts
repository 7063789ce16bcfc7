import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, Perm, TEST_REPORT_MAX_MB } from '@iotc/shared';
import { productIdQuery, productIdSchema } from '@iotc/shared/products';
import {
  testAccount,
  testAccountAddBody,
  testAccountDeleteBody,
  testReport,
  testServicePaths,
  uploadTestReportFields,
} from '@iotc/shared/testService';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { sendDownload } from '../files/download.ts';
import { readUploadForm, rejection } from '../files/routes.ts';
import { UploadRejected } from '../files/service.ts';
import { requirePermission } from '../../core/guards.ts';
import { addTestAccount, deleteTestAccount, getTestReport, listTestAccounts, testCaseTemplate, uploadTestReport } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The test service: the test-case template, the test report and the App test accounts. */
export default async function testServiceRoutes(app: FastifyInstance) {
  // Scoped to this module: only the report upload takes a multipart body here.
  await acceptOneFile(app, TEST_REPORT_MAX_MB, 10);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['testService'];
  const call = calls(app, tags);

  r.get(
    testServicePaths.testCaseTemplate,
    {
      schema: {
        tags,
        summary: "The test-case template, a real xlsx in the request's language; with productId, a row per function of the product",
        querystring: z.object({ productId: productIdSchema.optional() }),
        response: fileAnswer,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await testCaseTemplate(app.db, tenantScope(request), request.lang, request.query.productId);
      return sendDownload(reply, fileName, XLSX, bytes);
    },
  );

  call.get(
    testServicePaths.getTestReportFile,
    { summary: "The product's test report, or null while none is uploaded", querystring: productIdQuery, response: answer(testReport.nullable()) },
    (request) => getTestReport(app.db, tenantScope(request), request.query.productId),
  );

  r.post(
    testServicePaths.uploadTestReport,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: {
        tags,
        summary: 'Uploads the test report: multipart with productId, result (pass / fail) and one `file`, xls or xlsx ≤ 10M by its bytes; replaces the previous report',
        consumes: ['multipart/form-data'],
        response: answer(testReport),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      const fields = uploadTestReportFields.parse(form.fields);
      try {
        if (form.overLimit) throw new UploadRejected({ kind: 'tooLarge', maxMb: TEST_REPORT_MAX_MB });
        if (!form.file) throw new UploadRejected({ kind: 'noFile' });
        const report = await uploadTestReport(app, tenantScope(request), {
          productId: fields.productId,
          result: fields.result,
          fileName: form.file.name,
          bytes: form.file.bytes,
        });
        return reply.ok(report);
      } catch (error) {
        throw error instanceof UploadRejected ? rejection(error.problem) : error;
      }
    },
  );

  call.get(
    testServicePaths.testAccountList,
    { summary: "The product's App test accounts", querystring: productIdQuery, response: answer(z.array(testAccount)) },
    (request) => listTestAccounts(app.db, tenantScope(request), request.query.productId),
  );

  call.post(
    testServicePaths.testAccountAdd,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      summary: 'Adds an App test account: a phone, an e-mail or an account name; at most 20 per product',
      body: testAccountAddBody,
      response: answer(testAccount),
    },
    (request) => addTestAccount(app, tenantScope(request), request.body.productId, request.body.account),
  );

  call.post(
    testServicePaths.testAccountDelete,
    { preHandler: requirePermission(app, Perm.productEdit), summary: 'Removes an App test account', body: testAccountDeleteBody, response: emptyAnswer },
    (request) => deleteTestAccount(app, tenantScope(request), request.body.productId, request.body.id),
  );
}
