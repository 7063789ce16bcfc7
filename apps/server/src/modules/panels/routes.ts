import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, pageResultOf, Perm } from '@iotc/shared';
import {
  cancelReminderBody,
  controlPanelList,
  controlPanelListQuery,
  livePanel,
  livePanelQuery,
  panelAsset,
  panelAssetDeleteBody,
  panelAssetListQuery,
  panelCheckBody,
  panelCheckResult,
  panelDetail,
  panelEditBody,
  panelEnableBody,
  panelIdBody,
  panelListQuery,
  panelPaths,
  panelPublishBody,
  panelRollbackBody,
  panelSaveBody,
  panelSummary,
  panelVersion,
  panelVersionQuery,
  panelVersionsQuery,
  selectControlPanelBody,
} from '@iotc/shared/panels';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { requirePermission } from '../../core/guards.ts';
import { acceptOneFile } from '../../core/multipart.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { readUploadForm } from '../files/routes.ts';
import { deleteAsset, listAssets, PANEL_ASSET_UPLOAD_MAX_MB, uploadAsset } from './assets.ts';
import {
  cancelReminder,
  checkDocument,
  controlPanelList as listChoices,
  deletePanel,
  editDraft,
  enablePanel,
  listPanels,
  listVersions,
  livePanel as live,
  panelDetail as detail,
  publishPanel,
  rollbackPanel,
  savePanel,
  selectControlPanel,
  versionOf,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Device control panels (spec 001 §1-§5, §7-§9): the product's choice and what its devices show, the studio's panels
 * with their versions, and the space's icons and fonts. Reading is for any member of the space; writes need the
 * product edit permission, and a finished product's panels are read-only.
 */
export default async function panelsRoutes(app: FastifyInstance) {
  // Scoped to this module: only the asset upload takes a multipart body here; an icon's own limit cuts sooner.
  await acceptOneFile(app, PANEL_ASSET_UPLOAD_MAX_MB, 5);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['panels'];
  const call = calls(app, tags);
  const canEdit = requirePermission(app, Perm.productEdit);

  call.get(
    panelPaths.controlPanelList,
    {
      summary:
        "The panels the product may show: the default panel, the public templates (those of the product's category first, recommended), the product's studio panels and the offline panels assigned to it, each with why it cannot be chosen now; the chosen one marked (none chosen: the default), and the reminder (choose, or functionsChanged after the chosen panel was chosen or published)",
      querystring: controlPanelListQuery,
      response: answer(controlPanelList),
    },
    (request) => listChoices(app, tenantScope(request), request.lang, request.query.productId),
  );

  call.post(
    panelPaths.selectControlPanel,
    {
      preHandler: canEdit,
      summary:
        "Chooses the product's panel: the default, a template (panel.templateUnknown), a published and enabled studio panel of this product (panel.notForProduct, panel.notPublished, panel.disabled) or an offline panel assigned to it, enabled and published; refused once development is complete. Answers the list again",
      body: selectControlPanelBody,
      response: answer(controlPanelList),
    },
    (request) => selectControlPanel(app, tenantScope(request), request.auth.userId, request.lang, request.body.productId, { kind: request.body.kind, ref: request.body.ref }),
  );

  call.post(
    panelPaths.cancelReminder,
    { preHandler: canEdit, summary: "Dismisses the product's panel reminder until its functions change again", body: cancelReminderBody, response: emptyAnswer },
    (request) => cancelReminder(app, tenantScope(request), request.auth.userId, request.body.productId),
  );

  call.get(
    panelPaths.live,
    {
      summary:
        "What the product's devices show now: the chosen panel's document (a studio panel's live version), or an offline panel's package; the default panel while the chosen one cannot be shown (disabled, unpublished, no longer fitting the functions)",
      querystring: livePanelQuery,
      response: answer(livePanel),
    },
    (request) => live(app, tenantScope(request), request.lang, request.query.productId),
  );

  call.post(
    panelPaths.list,
    { summary: "The space's studio panels, last changed first; by product and a part of the name", body: panelListQuery, response: answer(pageResultOf(panelSummary)) },
    (request) => listPanels(app.db, tenantScope(request), request.body),
  );

  call.get(
    panelPaths.detail(':id'),
    { summary: 'One studio panel with its draft, and whether the draft differs from the live version', params: idParams, response: answer(panelDetail) },
    (request) => detail(app.db, tenantScope(request), request.params.id),
  );

  call.post(
    panelPaths.save,
    {
      preHandler: canEdit,
      summary: "A new studio panel of a product, its draft the default panel of the product's functions or a public template's (panel.templateUnknown)",
      body: panelSaveBody,
      response: answer(panelDetail),
    },
    (request) => savePanel(app, tenantScope(request), request.auth.userId, request.lang, request.body),
  );

  // Fastify reads bodies of up to 1 MiB, twice the document's bound: the service answers a larger document with its own message.
  call.post(
    panelPaths.edit,
    {
      preHandler: canEdit,
      summary:
        "Saves a studio panel's name and draft. The document is checked whole against the product's functions: refused (panel.documentInvalid, 422) with every problem in data.problems (path, key, params, message), or when larger than the document bound (panel.documentTooLarge, 413); nothing is stored then",
      body: panelEditBody,
      response: answer(panelDetail),
    },
    (request) => editDraft(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    panelPaths.check,
    {
      summary: "Checks a panel document (the studio's import) against the product's functions without storing it: every problem, localized",
      body: panelCheckBody,
      response: answer(panelCheckResult),
    },
    (request) => checkDocument(app.db, tenantScope(request), request.lang, request.body.productId, request.body.document),
  );

  call.post(
    panelPaths.delete,
    { preHandler: canEdit, summary: 'Deletes a studio panel with its versions; refused (panel.inUse, 409) while a product shows it', body: panelIdBody, response: emptyAnswer },
    (request) => deletePanel(app, tenantScope(request), request.body.id),
  );

  call.post(
    panelPaths.publish,
    {
      preHandler: canEdit,
      summary: "Publishes the draft, checked again against the product's functions (panel.documentInvalid), as the next version, which becomes the live one",
      body: panelPublishBody,
      response: answer(panelVersion),
    },
    (request) => publishPanel(app, tenantScope(request), request.auth.userId, request.lang, request.body.id, request.body.note),
  );

  call.post(
    panelPaths.rollback,
    { preHandler: canEdit, summary: 'An earlier published version becomes the live one (panel.versionUnknown)', body: panelRollbackBody, response: answer(panelDetail) },
    (request) => rollbackPanel(app, tenantScope(request), request.body.id, request.body.version),
  );

  call.get(
    panelPaths.versions,
    { summary: "A studio panel's published versions, newest first", querystring: panelVersionsQuery, response: answer(z.array(panelVersion)) },
    (request) => listVersions(app.db, tenantScope(request), request.query.id),
  );

  call.get(
    panelPaths.version,
    { summary: "One published version's document", querystring: panelVersionQuery, response: answer(z.unknown()) },
    (request) => versionOf(app.db, tenantScope(request), request.query.id, request.query.version),
  );

  call.post(
    panelPaths.enable,
    { preHandler: canEdit, summary: 'Enables or disables a studio panel: products that chose a disabled one show the default panel', body: panelEnableBody, response: answer(panelDetail) },
    (request) => enablePanel(app, tenantScope(request), request.body.id, request.body.enabled),
  );

  r.post(
    panelPaths.assetUpload,
    {
      preHandler: canEdit,
      schema: {
        tags,
        summary:
          'Uploads an icon or a font (multipart: `kind` icon|font, `name` for a font, `file`), checked by its bytes: an icon a square PNG of at most 100kb (panel.iconType, panel.iconRatio, panel.iconTooLarge), a font ttf or woff of at most 2M (panel.fontType, panel.fontTooLarge) named by the font name rule and unique in the space (panel.fontNameTaken). Served publicly at its url',
        consumes: ['multipart/form-data'],
        response: answer(panelAsset),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const form = await readUploadForm(request);
      return reply.ok(await uploadAsset(app, tenantScope(request), request.auth.userId, form));
    },
  );

  call.get(
    panelPaths.assetList,
    { summary: "The space's icons or fonts, newest first", querystring: panelAssetListQuery, response: answer(z.array(panelAsset)) },
    (request) => listAssets(app.db, app.storage, tenantScope(request), request.query.kind),
  );

  call.post(
    panelPaths.assetDelete,
    { preHandler: canEdit, summary: 'Deletes an icon or a font; refused (panel.assetInUse, 409) while a panel draft or version names it', body: panelAssetDeleteBody, response: emptyAnswer },
    (request) => deleteAsset(app, tenantScope(request), request.body.id),
  );
}
