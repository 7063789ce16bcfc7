import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, pageResultOf, Perm, VOICE_SECRET_MAX_KB } from '@iotc/shared';
import {
  voiceDoc,
  voiceDocQuery,
  voicePaths,
  voiceProductBody,
  voicePublishBody,
  voicePublishRecord,
  voiceRecordQuery,
  voiceSaveBody,
  voiceScheme,
  voiceSchemeBody,
  voiceSchemeSummary,
  voiceSecretFile,
  voiceUnit,
} from '@iotc/shared/voice';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { requirePermission } from '../../core/guards.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { readUploadForm } from '../files/routes.ts';
import { listSchemes, publishRecords, publishScheme, reviseScheme, saveScheme, schemeDetail, uploadSecret, voiceDoc as platformDoc, voiceUnits } from './service.ts';

/**
 * Voice control of a product (spec 001 §3-§5, §7): its scheme per voice platform, publishing and its records, the
 * units, the platforms' guides and their secret files. Reading is for any member of the space; writes need the
 * product edit permission, and a finished product's schemes are read-only.
 */
export default async function voiceRoutes(app: FastifyInstance) {
  // Scoped to this module: only the secret file upload takes a multipart body; a file past the limit is cut and refused.
  await acceptOneFile(app, VOICE_SECRET_MAX_KB / 1024, 5);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['voice'];
  const call = calls(app, tags);
  const canEdit = requirePermission(app, Perm.productEdit);

  call.post(
    voicePaths.list,
    { summary: "The product's voice schemes: one summary per platform, in platform order, status 'none' for a platform not configured", body: voiceProductBody, response: answer(z.array(voiceSchemeSummary)) },
    (request) => listSchemes(app.db, tenantScope(request), request.body.productId),
  );

  call.post(
    voicePaths.detail,
    {
      summary: "One platform's scheme: config is the draft while draft or revising, the published config while published, null while none; published is what assistants use. A secret file is described, never sent",
      body: voiceSchemeBody,
      response: answer(voiceScheme),
    },
    (request) => schemeDetail(app.db, tenantScope(request), request.body.productId, request.body.platform),
  );

  call.post(
    voicePaths.save,
    {
      preHandler: canEdit,
      summary:
        "Saves the draft. Refused while the scheme is published (voice.published, 409) or the product finished (409); checked against the product's current functions: refused (voice.invalid, 422) with every problem in data.problems (path, key, params, message), nothing stored. A first save makes a draft; a revising scheme stays revising",
      body: voiceSaveBody,
      response: answer(voiceScheme),
    },
    (request) => saveScheme(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    voicePaths.publish,
    {
      preHandler: canEdit,
      summary:
        "Publishes the draft as the next version: refused without a saved scheme (voice.notSaved, 409) or while published (voice.published, 409); checked again against the functions and the platform's own fields (voice.invalid, 422). Locks the scheme and writes a publish record",
      body: voicePublishBody,
      response: answer(voiceScheme),
    },
    (request) => publishScheme(app, tenantScope(request), request.auth.userId, request.lang, request.body),
  );

  call.post(
    voicePaths.revise,
    {
      preHandler: canEdit,
      summary: 'Unlocks a published scheme for changes (voice.notPublished, 409, otherwise): its draft starts as the published config, which assistants use until the next publish',
      body: voiceSchemeBody,
      response: answer(voiceScheme),
    },
    (request) => reviseScheme(app, tenantScope(request), request.body.productId, request.body.platform),
  );

  call.post(
    voicePaths.unitList,
    { summary: 'The units a voice function may speak in, named in the request language, with the words that say each', response: answer(z.array(voiceUnit)) },
    (request) => voiceUnits(request.lang),
  );

  call.get(
    voicePaths.publishRecord,
    { summary: "A platform scheme's publish records, newest first: version, note, function count, who and when", querystring: voiceRecordQuery, response: answer(pageResultOf(voicePublishRecord)) },
    (request) => publishRecords(app.db, tenantScope(request), request.query),
  );

  call.get(
    voicePaths.getDoc,
    { summary: "The platform's integration guide: its title in the request language and the console page that shows it", querystring: voiceDocQuery, response: answer(voiceDoc) },
    (request) => platformDoc(app.db, request.lang, request.query.platform),
  );

  r.post(
    voicePaths.uploadSecret,
    {
      preHandler: canEdit,
      schema: {
        tags,
        summary: `Uploads a platform's secret file for the product (multipart: \`productId\`, \`platform\`, \`file\`): a .json, .pem, .p8 or .txt of UTF-8 text without NUL, a .json that parses (voice.secretType, 415), at most ${VOICE_SECRET_MAX_KB} KB (voice.secretTooLarge, 413); refused while the scheme is published. Stored encrypted, answered described (name, size, SHA-256), never sent back`,
        consumes: ['multipart/form-data'],
        response: answer(voiceSecretFile),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      return reply.ok(await uploadSecret(app, tenantScope(request), request.auth.userId, form));
    },
  );
}
