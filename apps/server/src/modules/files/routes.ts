import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BYTES_PER_MB,
  ErrorCode,
  FILES_BASE,
  hasMessage,
  shellPaths,
  translate,
  translateValidation,
  uploadFields,
  type Lang,
  type MessageParams,
} from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { filesMessages } from './messages.ts';
import { effectiveLimitMb, IMAGE_EXTENSIONS, storeUpload, UPLOAD_HARD_LIMIT_MB, UploadRejected, type UploadProblem } from './service.ts';

/** Text of a message key, from the shared dictionary or, until they are merged there, this module's own. */
function message(lang: Lang, key: string, params: MessageParams): string {
  const own: Record<string, string> = filesMessages[lang];
  const text = own[key];
  if (text === undefined || hasMessage(key)) return translate(lang, key, params);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** The answer to a refused upload: its code, HTTP status and a message saying what to upload instead. */
function rejection(lang: Lang, problem: UploadProblem): { status: number; code: ErrorCode; msg: string } {
  switch (problem.kind) {
    case 'noFile':
      return {
        status: 422,
        code: ErrorCode.Validation,
        msg: translateValidation(lang, { key: 'validation.required', params: {}, path: ['file'] }),
      };
    case 'tooLarge':
      return { status: 413, code: ErrorCode.PayloadTooLarge, msg: message(lang, 'upload.tooLarge', { maxMb: problem.maxMb }) };
    case 'wrongType':
      return { status: 415, code: ErrorCode.UnsupportedMedia, msg: message(lang, 'upload.wrongType', { accept: problem.accept }) };
    case 'notImage':
      return { status: 415, code: ErrorCode.UnsupportedMedia, msg: message(lang, 'upload.wrongType', { accept: IMAGE_EXTENSIONS.join(', ') }) };
    case 'wrongSize': {
      const { width, height } = problem;
      const key =
        width !== undefined && height !== undefined ? 'upload.wrongSize' : width !== undefined ? 'upload.wrongWidth' : 'upload.wrongHeight';
      return { status: 422, code: ErrorCode.Validation, msg: message(lang, key, { width: width ?? '', height: height ?? '' }) };
    }
    case 'wrongRatio':
      return { status: 422, code: ErrorCode.Validation, msg: message(lang, 'upload.wrongRatio', { ratio: problem.ratio }) };
  }
}

interface UploadForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
  /** The file went over the server's hard limit and was not read whole. */
  overLimit: boolean;
}

/** Reads every part: the fields may come before or after the file. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, file: null, overLimit: false };
  for await (const part of request.parts()) {
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
}

export default async function filesRoutes(app: FastifyInstance) {
  // Scoped to this module: only the upload call takes multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_HARD_LIMIT_MB * BYTES_PER_MB, files: 1, fields: 20, fieldSize: 1000 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  r.post(
    shellPaths.upload,
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: file + the fields of uploadFields), checked by its bytes (UploadResult)',
        consumes: ['multipart/form-data'],
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
        if (!(error instanceof UploadRejected)) throw error;
        const { status, code, msg } = rejection(request.lang, error.problem);
        return reply.status(status).send({ code, msg, data: null });
      }
    },
  );

  // Public like any image on a web page; the keys are unguessable and never reused.
  r.get(
    `${FILES_BASE.replace(/^\/api/, '')}/*`,
    {
      config: { public: true },
      schema: { tags, summary: 'An uploaded file', params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const file = await app.storage.read(request.params['*']);
      if (!file) throw new AppError(ErrorCode.NotFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  );
}
