import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, LANGUAGE_PACK_MAX_MB, pageResultOf, Perm } from '@iotc/shared';
import {
  languageEntry,
  languageExportQuery,
  languageImportCheck,
  languageListQuery,
  languageProductQuery,
  languageResetBody,
  languageSaveBody,
  productLanguagePaths,
  productTexts,
} from '@iotc/shared/productLanguages';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { requirePermission } from '../../core/guards.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import { contentTypeOf } from '../../core/storage.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { sendDownload } from '../files/download.ts';
import { readUploadForm, rejection } from '../files/routes.ts';
import { checkPack, exportPack, listEntries, productTextsOf, resetTexts, saveTexts } from './service.ts';

/**
 * Product multi-language: a product's language entries in four tabs, their texts set or reset while the product is in
 * development, every text by key for the console and the app, and the language pack (export, checked import).
 */
export default async function productLanguagesRoutes(app: FastifyInstance) {
  // Scoped to this module: only the pack check takes a multipart body here.
  await acceptOneFile(app, LANGUAGE_PACK_MAX_MB, 5);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['productLanguages'];
  const call = calls(app, tags);
  const edit = requirePermission(app, Perm.productEdit);

  call.get(
    productLanguagePaths.list,
    {
      summary: "One tab's language entries (productName, function, pairing, panel) in the order of their source, searched by key, identifier or text: each with its texts, its source texts and whether someone set them",
      querystring: languageListQuery,
      response: answer(pageResultOf(languageEntry)),
    },
    (request) => listEntries(app, tenantScope(request), request.query),
  );

  call.post(
    productLanguagePaths.save,
    {
      preHandler: edit,
      summary: 'Sets the Simplified Chinese and English texts (both required, at most 20 characters) of entries of the product; a key it does not have, or one given twice, is refused (422, every one listed); refused while published',
      body: languageSaveBody,
      response: emptyAnswer,
    },
    (request) => saveTexts(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    productLanguagePaths.reset,
    { preHandler: edit, summary: 'Brings entries back to their source texts; refused while published', body: languageResetBody, response: emptyAnswer },
    (request) => resetTexts(app, tenantScope(request), request.lang, request.body),
  );

  call.get(
    productLanguagePaths.texts,
    { summary: 'Every text of the product in both languages by language key, saved texts over their sources', querystring: languageProductQuery, response: answer(productTexts) },
    (request) => productTextsOf(app, tenantScope(request), request.query.productId),
  );

  r.get(
    productLanguagePaths.export,
    {
      schema: {
        tags,
        summary:
          'The language pack: an xlsx of every entry of the four tabs, first row the language names (LANGUAGE_PACK_HEADER); 3 per product in 24 hours (the 4th is refused with 429 and when to try again, on the clock of timeZone, default Asia/Shanghai)',
        querystring: languageExportQuery,
        response: fileAnswer,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportPack(app, tenantScope(request), request.auth.userId, request.lang, request.query);
      return sendDownload(reply, fileName, contentTypeOf(fileName), bytes);
    },
  );

  r.post(
    productLanguagePaths.importCheck,
    {
      preHandler: edit,
      schema: {
        tags,
        summary:
          'Checks a language pack (multipart: productId and one `file`, .xls or .xlsx of at most 2M, an xlsx workbook by its bytes, its first row unchanged) against the product and answers what it would change; stores nothing. A pack with problems is refused (422) with every problem (row, column, message) in data.problems',
        consumes: ['multipart/form-data'],
        response: answer(languageImportCheck),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      const { productId } = languageProductQuery.parse(form.fields);
      if (form.overLimit) throw new AppError(ErrorCode.PayloadTooLarge, { maxMb: LANGUAGE_PACK_MAX_MB }, 'productLanguage.fileSize');
      if (!form.file) throw rejection({ kind: 'noFile' });
      return reply.ok(await checkPack(app, tenantScope(request), request.lang, productId, form.file));
    },
  );
}
