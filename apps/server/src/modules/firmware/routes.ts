import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, pageResultOf, Perm } from '@iotc/shared';
import {
  changeVersionListQuery,
  changeVersionSubmitBody,
  customFirmwareBody,
  customFirmwareItem,
  customFirmwareQuery,
  firmware,
  firmwareEditBody,
  FIRMWARE_FILE_KINDS,
  firmwareIdBody,
  firmwareListQuery,
  firmwarePaths,
  firmwareSaveBody,
  firmwareUploadResult,
  firmwareVersion,
  firmwareVersionEditBody,
  firmwareVersionIdBody,
  firmwareVersionListQuery,
  firmwareVersionSaveBody,
  productFirmwareQuery,
  productFirmwareResult,
} from '@iotc/shared/firmware';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { requirePermission } from '../../core/guards.ts';
import { acceptOneFile, readMultipart } from '../../core/multipart.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { sendDownload } from '../files/download.ts';
import {
  changeVersionList,
  changeVersionSubmit,
  deleteFirmware,
  deleteVersion,
  editFirmware,
  editVersion,
  firmwareDetail,
  listFirmware,
  listVersions,
  productFirmwareCard,
  publishVersion,
  queryCustomFirmware,
  removeCustomFirmware,
  saveFirmware,
  saveVersion,
  selectCustomFirmware,
  unlistVersion,
  versionFileOf,
} from './service.ts';
import { FIRMWARE_UPLOAD_MAX_MB, storeFirmwareUpload } from './upload.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Firmware of products and custom firmware of the space (spec 001 §3, §5, §7): the registry, its versions and their
 * files, and the firmware a product ships (the hardware development tab's card). Reading is for any member of the
 * space; writes need the product edit permission.
 */
export default async function firmwareRoutes(app: FastifyInstance) {
  // Scoped to this module: only the upload takes a multipart body here; each kind's own limit cuts sooner.
  await acceptOneFile(app, FIRMWARE_UPLOAD_MAX_MB + 1, 5);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['firmware'];
  const call = calls(app, tags);
  const canEdit = requirePermission(app, Perm.productEdit);

  call.post(
    firmwarePaths.list,
    {
      summary: "The space's firmware, last changed first, with their newest published version and count of versions; by product, type, custom or not, a part of either name, the key or the flag",
      body: firmwareListQuery,
      response: answer(pageResultOf(firmware)),
    },
    (request) => listFirmware(app.db, tenantScope(request), request.body),
  );

  call.get(
    firmwarePaths.detail(':id'),
    { summary: 'One firmware of the space', params: idParams, response: answer(firmware) },
    (request) => firmwareDetail(app.db, tenantScope(request), request.params.id),
  );

  call.post(
    firmwarePaths.save,
    {
      preHandler: canEdit,
      summary:
        'Adds a firmware: of a product (one per type, firmware.typeExists 409; the product ships it from then on) or, without productId, a custom firmware of the space. Its key ("fw" + 14 letters and digits) is made by the server',
      body: firmwareSaveBody,
      response: answer(firmware),
    },
    (request) => saveFirmware(app, tenantScope(request), request.auth.userId, request.lang, request.body),
  );

  call.post(
    firmwarePaths.edit,
    { preHandler: canEdit, summary: "Changes a firmware's names, flag, channel, flash size, timeout and upgrade mode; product, type and key stay", body: firmwareEditBody, response: answer(firmware) },
    (request) => editFirmware(app, tenantScope(request), request.body),
  );

  call.post(
    firmwarePaths.delete,
    {
      preHandler: canEdit,
      summary: 'Deletes a firmware with its versions and product links; refused (firmware.openRelease, 409) while one of its OTA releases is published, paused or halted',
      body: firmwareIdBody,
      response: emptyAnswer,
    },
    (request) => deleteFirmware(app, tenantScope(request), request.body.id),
  );

  r.post(
    firmwarePaths.upload,
    {
      preHandler: canEdit,
      schema: {
        tags,
        summary:
          'Uploads a firmware file (multipart: `kind` upgrade|production first, upgrade when absent, then `file`), streamed to storage while hashed. Named .bin and not a file of a known format (firmware.onlyBin, 415), at most 10M for an upgrade file and 32M for a production file (firmware.tooLarge, 413); a refused file leaves nothing stored. The answer\'s token names the file in a version save or edit of this space',
        consumes: ['multipart/form-data'],
        response: answer(firmwareUploadResult),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UnsupportedMedia);
      const result = await readMultipart(request, (parts) => storeFirmwareUpload(app.storage, request.auth.tenantId, app.clock.now(), parts));
      return reply.ok(result);
    },
  );

  call.post(
    firmwarePaths.versionList,
    { summary: "A firmware's versions, highest first; by status", body: firmwareVersionListQuery, response: answer(pageResultOf(firmwareVersion)) },
    (request) => listVersions(app.db, tenantScope(request), request.lang, request.body),
  );

  call.post(
    firmwarePaths.versionSave,
    {
      preHandler: canEdit,
      summary:
        'Adds a draft version: number xx.xx.xx unique per firmware (firmware.versionExists, 409), description ≤ 500, the upload token of its upgrade file (size and hashes as the upload measured them), an optional production file, critical or not, an optional dependency on another firmware of the same product',
      body: firmwareVersionSaveBody,
      response: answer(firmwareVersion),
    },
    (request) => saveVersion(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    firmwarePaths.versionEdit,
    { preHandler: canEdit, summary: 'Changes a draft version (firmware.versionNotDraft, 409, once published); its number stays', body: firmwareVersionEditBody, response: answer(firmwareVersion) },
    (request) => editVersion(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    firmwarePaths.versionDelete,
    { preHandler: canEdit, summary: 'Deletes a draft version (firmware.versionNotDraft, 409, once published)', body: firmwareVersionIdBody, response: emptyAnswer },
    (request) => deleteVersion(app.db, tenantScope(request), request.body.id),
  );

  call.post(
    firmwarePaths.versionPublish,
    { preHandler: canEdit, summary: 'Publishes a draft version: releases and products may use it from now on', body: firmwareVersionIdBody, response: answer(firmwareVersion) },
    (request) => publishVersion(app, tenantScope(request), request.auth.userId, request.lang, request.body.id),
  );

  call.post(
    firmwarePaths.versionUnlist,
    {
      preHandler: canEdit,
      summary: 'Unlists a published version: no new release may use it; running releases and the products shipping it go on',
      body: firmwareVersionIdBody,
      response: answer(firmwareVersion),
    },
    (request) => unlistVersion(app, tenantScope(request), request.lang, request.body.id),
  );

  for (const kind of FIRMWARE_FILE_KINDS) {
    r.get(
      firmwarePaths.versionFile(':id', kind),
      { schema: { tags, summary: `Downloads a version's ${kind} file (a member of its space only)`, params: idParams, response: fileAnswer } },
      async (request, reply) => {
        const { key, fileName } = await versionFileOf(app.db, tenantScope(request), request.params.id, kind);
        const file = await app.storage.read(key);
        if (!file) throw new AppError(ErrorCode.NotFound);
        return sendDownload(reply.header('Content-Length', String(file.size)), fileName, file.contentType, file.body);
      },
    );
  }

  call.get(
    firmwarePaths.productFirmware,
    { summary: "The product's firmware card: its own firmware (module first) and the custom firmware it chose, each with the version it ships and the newest published one", querystring: productFirmwareQuery, response: answer(productFirmwareResult) },
    (request) => productFirmwareCard(app.db, tenantScope(request), request.query.productId),
  );

  call.get(
    firmwarePaths.changeVersionList,
    { summary: "The published versions of one of the product's own firmware, newest first", querystring: changeVersionListQuery, response: answer(z.array(firmwareVersion)) },
    (request) => changeVersionList(app.db, tenantScope(request), request.lang, request.query, false),
  );

  call.get(
    firmwarePaths.changeCustomVersionList,
    { summary: 'The published versions of a custom firmware the product chose, newest first', querystring: changeVersionListQuery, response: answer(z.array(firmwareVersion)) },
    (request) => changeVersionList(app.db, tenantScope(request), request.lang, request.query, true),
  );

  call.post(
    firmwarePaths.changeVersionSubmit,
    {
      preHandler: canEdit,
      summary: 'Sets the version the product ships of a firmware it ships: a published version of that firmware (firmware.versionNotPublished, 422); refused once development is complete',
      body: changeVersionSubmitBody,
      response: emptyAnswer,
    },
    (request) => changeVersionSubmit(app, tenantScope(request), request.body),
  );

  call.get(
    firmwarePaths.queryCustomFirmware,
    { summary: "The space's custom firmware, each with whether the product chose it; keyword = a part of either name, the key or the flag", querystring: customFirmwareQuery, response: answer(z.array(customFirmwareItem)) },
    (request) => queryCustomFirmware(app.db, tenantScope(request), request.query),
  );

  call.post(
    firmwarePaths.selectCustomerFirmware,
    { preHandler: canEdit, summary: 'The product chooses a custom firmware of the space; refused once development is complete', body: customFirmwareBody, response: emptyAnswer },
    (request) => selectCustomFirmware(app, tenantScope(request), request.body),
  );

  call.post(
    firmwarePaths.removeCustomerFirmware,
    { preHandler: canEdit, summary: 'The product drops a custom firmware it chose; refused once development is complete', body: customFirmwareBody, response: emptyAnswer },
    (request) => removeCustomFirmware(app, tenantScope(request), request.body),
  );
}
