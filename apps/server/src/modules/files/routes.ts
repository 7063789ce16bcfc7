import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, FILES_BASE } from '@iotc/shared';
import { filesPaths, uploadFields, uploadResult } from '@iotc/shared/files';
import { answer, fileAnswer } from '../../core/answers.ts';
import { AppError } from '../../core/errors.ts';
import { acceptOneFile, readMultipart } from '../../core/multipart.ts';
import { isPublicKey, type StoredFile } from '../../core/storage.ts';
import { effectiveLimitMb, IMAGE_EXTENSIONS, storeUpload, UPLOAD_HARD_LIMIT_MB, UploadRejected, type UploadProblem } from './service.ts';

/** A limit under 1 MB that is a whole number of KB reads better in KB ("300 KB", not "0.29296875 MB"). */
function tooLarge(maxMb: number): AppError {
  const kb = maxMb * 1024;
  if (maxMb < 1 && Number.isInteger(kb)) return new AppError(ErrorCode.PayloadTooLarge, { maxKb: kb }, 'upload.tooLargeKb');
  return new AppError(ErrorCode.PayloadTooLarge, { maxMb }, 'upload.tooLarge');
}

/**
 * The error of a refused upload, with a message saying what to upload instead. Other modules that
 * re-check a stored file (checkStoredFile) answer with it too, so every refusal reads the same.
 */
export function rejection(problem: UploadProblem): AppError {
  switch (problem.kind) {
    case 'noFile':
      return new AppError(ErrorCode.Validation, {}, 'upload.noFile');
    case 'tooLarge':
      return tooLarge(problem.maxMb);
    case 'wrongType':
      return new AppError(ErrorCode.UnsupportedMedia, { accept: problem.accept }, 'upload.wrongType');
    case 'notImage':
      return new AppError(ErrorCode.UnsupportedMedia, { accept: IMAGE_EXTENSIONS.join(', ') }, 'upload.wrongType');
    case 'wrongSize': {
      const { width, height } = problem;
      const key =
        width !== undefined && height !== undefined ? 'upload.wrongSize' : width !== undefined ? 'upload.wrongWidth' : 'upload.wrongHeight';
      return new AppError(ErrorCode.Validation, { width: width ?? '', height: height ?? '' }, key);
    }
    case 'wrongRatio':
      return new AppError(ErrorCode.Validation, { ratio: problem.ratio }, 'upload.wrongRatio');
    case 'tooLong':
      return new AppError(ErrorCode.Validation, { maxS: problem.maxS }, 'upload.tooLong');
    case 'notOurs':
      return new AppError(ErrorCode.Validation, {}, 'upload.notOurs');
  }
}

export interface UploadForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
  /** The file went over the multipart size limit of its route and was not read whole. */
  overLimit: boolean;
}

/** Reads every part of a one-file form: the fields may come before or after the file. */
export function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  return readMultipart(request, async (parts) => {
    const form: UploadForm = { fields: {}, file: null, overLimit: false };
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // Past the hard limit busboy drops the rest of the file and marks it truncated.
      if (part.file.truncated) form.overLimit = true;
      else form.file = { name: part.filename, bytes };
    }
    return form;
  });
}

export default async function filesRoutes(app: FastifyInstance) {
  // Scoped to this module: only the upload call takes multipart bodies.
  await acceptOneFile(app, UPLOAD_HARD_LIMIT_MB, 20);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  r.post(
    filesPaths.upload,
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: file + the fields of uploadFields), checked by its bytes',
        consumes: ['multipart/form-data'],
        response: answer(uploadResult),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      const fields = uploadFields.parse(form.fields);
      try {
        if (form.overLimit) throw new UploadRejected({ kind: 'tooLarge', maxMb: effectiveLimitMb(fields.maxSizeMb) });
        if (!form.file) throw new UploadRejected({ kind: 'noFile' });
        const result = await storeUpload(app.storage, {
          tenantId: request.auth.tenantId,
          dir: fields.dir,
          fileName: form.file.name,
          bytes: form.file.bytes,
          checks: fields,
          now: app.clock.now(),
        });
        return reply.ok(result);
      } catch (error) {
        throw error instanceof UploadRejected ? rejection(error.problem) : error;
      }
    },
  );

  // Public like any image on a web page; the keys are unguessable and never reused. Firmware is not public: devices
  // get it by a signed address, the console by a signed-in download.
  r.get(
    `${FILES_BASE.replace(/^\/api/, '')}/*`,
    {
      config: { public: true },
      schema: { tags, summary: 'An uploaded file (not firmware: 404)', params: z.object({ '*': z.string() }), response: fileAnswer },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isPublicKey(key) ? await app.storage.read(key) : null;
      if (!file) throw new AppError(ErrorCode.NotFound);
      return sendFile(reply, file);
    },
  );
}

/** Sends a stored file as it is (its bytes, not an envelope): cached for good, since a key never changes content. */
function sendFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}
