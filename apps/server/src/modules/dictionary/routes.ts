import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  adminDict,
  adminDictBody,
  adminDictIdBody,
  adminDictQuery,
  adminDictType,
  adminDictUpdateBody,
  dictionaryAdminPaths,
  dictionaryPaths,
  dictEntry,
  dictListQuery,
  langType,
} from '@iotc/shared/dictionary';
import { answer, emptyAnswer, fileAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { sendDownload, toCsv } from '../files/download.ts';
import { requirePermission } from '../../core/guards.ts';
import { createDict, deleteDict, listDictAdmin, listDictTypes, updateDict } from './admin.ts';
import { listDictRows, listLanguages, localizeDict } from './service.ts';

export default async function dictionaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dictionary'];
  const call = calls(app, tags);

  // Public: reference data without secrets, read by public pages too (the help-centre address).
  call.get(
    dictionaryPaths.list,
    { config: { public: true }, summary: 'Dictionary entries of one type, or all, labelled in the request language', querystring: dictListQuery, response: answer(z.array(dictEntry)) },
    async (request) => localizeDict(await listDictRows(app.db, request.query.dictType), request.lang),
  );

  r.get(
    dictionaryPaths.export,
    { schema: { tags, summary: 'The dictionary list as a CSV download (both labels)', querystring: dictListQuery, response: fileAnswer } },
    async (request, reply) => {
      const { dictType } = request.query;
      const rows = await listDictRows(app.db, dictType);
      const csv = toCsv(
        ['dictType', 'dictValue', 'dictLabel', 'dictLabelEn', 'remark', 'sort'],
        rows.map((d) => [d.dictType, d.dictValue, d.dictLabel, d.dictLabelEn, d.remark, d.sort]),
      );
      return sendDownload(reply, `dictionary-${dictType ?? 'all'}.csv`, 'text/csv; charset=utf-8', csv);
    },
  );

  call.get(dictionaryPaths.languages, { config: { public: true }, summary: 'Languages of the interface', response: answer(z.array(langType)) }, () => listLanguages(app.db));

  // ── Operator area: the dictionary the console reads ──
  const adminCall = calls(app, ['admin: dictionary']);
  adminCall.get(
    dictionaryAdminPaths.list,
    { preHandler: requirePermission(app, Perm.dictList), summary: 'Entries of every status, by type, searchable and paged', querystring: adminDictQuery, response: answer(pageResultOf(adminDict)) },
    (request) => listDictAdmin(app.db, request.query),
  );
  adminCall.get(
    dictionaryAdminPaths.types,
    { preHandler: requirePermission(app, Perm.dictList), summary: 'Every dictionary type with its entry count', response: answer(z.array(adminDictType)) },
    () => listDictTypes(app.db),
  );
  adminCall.post(
    dictionaryAdminPaths.save,
    { preHandler: requirePermission(app, Perm.dictAdd), summary: 'Add an entry; (dictType, dictValue) is unique', body: adminDictBody, response: answer(adminDict) },
    (request) => createDict(app, request.body),
  );
  adminCall.post(
    dictionaryAdminPaths.update,
    { preHandler: requirePermission(app, Perm.dictEdit), summary: 'Change an entry', body: adminDictUpdateBody, response: answer(adminDict) },
    (request) => updateDict(app, request.body),
  );
  adminCall.post(
    dictionaryAdminPaths.delete,
    { preHandler: requirePermission(app, Perm.dictDelete), summary: 'Delete an entry', body: adminDictIdBody, response: emptyAnswer },
    (request) => deleteDict(app.db, request.body.id),
  );
}
