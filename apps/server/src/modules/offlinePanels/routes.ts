import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, pageResultOf, Perm } from '@iotc/shared';
import {
  offlinePanel,
  offlinePanelAssignBody,
  offlinePanelDetail,
  offlinePanelEditBody,
  offlinePanelEnableBody,
  offlinePanelIdBody,
  offlinePanelListQuery,
  offlinePanelPaths,
  offlinePanelPreviewUrl,
  offlinePanelSaveBody,
  offlinePanelUploadResult,
} from '@iotc/shared/offlinePanels';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { requirePermission } from '../../core/guards.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import type { StoredFile } from '../../core/storage.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { readUploadForm } from '../files/routes.ts';
import {
  assignOfflinePanel,
  deleteOfflinePanel,
  editOfflinePanel,
  enableOfflinePanel,
  listOfflinePanels,
  offlinePanelDetail as detail,
  packageFile,
  previewUrl,
  publishOfflinePanel,
  saveOfflinePanel,
} from './service.ts';
import { OFFLINE_PANEL_UPLOAD_MAX_MB, storeOfflinePanelUpload } from './upload.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const packageFileParams = z.object({
  id: z.string().min(1).max(64),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
  '*': z.string().max(1000).default(''),
});

/**
 * A package's page runs scripts of its own: sandboxed (an opaque origin, no access to the console's storage or
 * cookies), framed by the console only, and never sniffed into another type.
 */
const PACKAGE_HEADERS = {
  'content-security-policy': "sandbox allow-scripts; frame-ancestors 'self'",
  // The sandboxed page's origin is opaque: its module scripts, fonts and fetches of its own files are cross-origin
  // requests, answered to anyone (no credentials go with them; the signed address is the permission).
  'access-control-allow-origin': '*',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=300',
};

function sendPackageFile(reply: FastifyReply, contentType: string, file: StoredFile) {
  return reply.headers(PACKAGE_HEADERS).header('Content-Type', contentType).header('Content-Length', String(file.size)).send(file.body);
}

/**
 * Offline panels of the space (spec 001 §2, §3, §5): uploaded packages products may show instead of a panel document.
 * Reading is for any member of the space; writes need the product edit permission.
 */
export default async function offlinePanelsRoutes(app: FastifyInstance) {
  // Scoped to this module: only the upload takes a multipart body; each kind's own limit cuts sooner.
  await acceptOneFile(app, OFFLINE_PANEL_UPLOAD_MAX_MB, 5);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offlinePanels'];
  const call = calls(app, tags);
  const canEdit = requirePermission(app, Perm.productEdit);

  call.post(
    offlinePanelPaths.list,
    { summary: "The space's offline panels, last changed first; by a part of the name, product type and status", body: offlinePanelListQuery, response: answer(pageResultOf(offlinePanel)) },
    (request) => listOfflinePanels(app, tenantScope(request), request.lang, request.body),
  );

  call.get(
    offlinePanelPaths.detail(':id'),
    { summary: 'One offline panel with the files of its package', params: idParams, response: answer(offlinePanelDetail) },
    (request) => detail(app, tenantScope(request), request.lang, request.params.id),
  );

  r.post(
    offlinePanelPaths.upload,
    {
      preHandler: canEdit,
      schema: {
        tags,
        summary:
          'Uploads a file of an offline panel (multipart: `kind` preview|package|language, `file`), checked by its bytes: a preview png, jpg or bmp of exactly 3:4 and at most 1M; a package a ZIP of at most 2M, unpacked entry by entry (no entry outside the package, at most 20M and 1000 files unpacked); a language pack an xls or UTF-8 csv of at most 2M. A refused file leaves nothing stored. The answer\'s key names the file in a save or edit within a day',
        consumes: ['multipart/form-data'],
        response: answer(offlinePanelUploadResult),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      return reply.ok(await storeOfflinePanelUpload({ db: app.db, storage: app.storage, now: app.clock.now() }, tenantScope(request), form));
    },
  );

  call.post(
    offlinePanelPaths.save,
    {
      preHandler: canEdit,
      summary: 'Adds an offline panel from uploads of this space (offlinePanel.uploadExpired otherwise), disabled and unpublished, with the products that may choose it',
      body: offlinePanelSaveBody,
      response: answer(offlinePanelDetail),
    },
    (request) => saveOfflinePanel(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    offlinePanelPaths.edit,
    { preHandler: canEdit, summary: 'Changes an offline panel; a new upload key replaces a file, an absent one keeps it', body: offlinePanelEditBody, response: answer(offlinePanelDetail) },
    (request) => editOfflinePanel(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    offlinePanelPaths.delete,
    { preHandler: canEdit, summary: 'Deletes an offline panel and its files; refused (offlinePanel.inUse, 409) while a product shows it', body: offlinePanelIdBody, response: emptyAnswer },
    (request) => deleteOfflinePanel(app, tenantScope(request), request.body.id),
  );

  call.post(
    offlinePanelPaths.enable,
    { preHandler: canEdit, summary: 'Enables or disables an offline panel: products that chose a disabled one show the default panel', body: offlinePanelEnableBody, response: answer(offlinePanelDetail) },
    (request) => enableOfflinePanel(app, tenantScope(request), request.lang, request.body.id, request.body.enabled),
  );

  call.post(
    offlinePanelPaths.publish,
    { preHandler: canEdit, summary: 'Publishes an offline panel: its products may choose it from now on', body: offlinePanelIdBody, response: answer(offlinePanelDetail) },
    (request) => publishOfflinePanel(app, tenantScope(request), request.lang, request.body.id),
  );

  call.post(
    offlinePanelPaths.assign,
    { preHandler: canEdit, summary: 'The products of this space that may choose the offline panel, replacing the earlier ones', body: offlinePanelAssignBody, response: answer(offlinePanelDetail) },
    (request) => assignOfflinePanel(app, tenantScope(request), request.lang, request.body),
  );

  call.get(
    offlinePanelPaths.previewUrl(':id'),
    { summary: "A signed address of the package's entry page, working for an hour, for a sandboxed preview", params: idParams, response: answer(offlinePanelPreviewUrl) },
    (request) => previewUrl(app, tenantScope(request), request.params.id),
  );

  r.get(
    offlinePanelPaths.packageFile(':id', ':expires', ':sig', '*'),
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A file of a package by a signed address (403 when the signature is wrong or expired): read-only, under a sandbox policy, never sniffed",
        params: packageFileParams,
        response: fileAnswer,
      },
    },
    async (request, reply) => {
      const { key, contentType } = await packageFile(app, { id: request.params.id, expires: request.params.expires, sig: request.params.sig, path: request.params['*'] });
      const file = await app.storage.read(key);
      if (!file) throw new AppError(ErrorCode.NotFound);
      return sendPackageFile(reply, contentType, file);
    },
  );
}
