import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dictListQuery, shellPaths } from '@iotc/shared';
import { sendDownload, toCsv } from '../files/download.ts';
import { listDictRows, listLanguages, localizeDict } from './service.ts';

export default async function dictionaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dictionary'];

  // Public: reference data without secrets, read by public pages too (the help-centre address).
  r.get(
    shellPaths.dictList,
    {
      config: { public: true },
      schema: { tags, summary: 'Dictionary entries of one type, or all, labelled in the request language (DictEntry[])', querystring: dictListQuery },
    },
    async (request, reply) => reply.ok(localizeDict(await listDictRows(app.db, request.query.dictType), request.lang)),
  );

  r.get(
    shellPaths.dictExport,
    { schema: { tags, summary: 'The dictionary list as a CSV download (both labels)', querystring: dictListQuery } },
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

  r.get(
    shellPaths.langTypeList,
    { config: { public: true }, schema: { tags, summary: 'Languages of the interface (LangType[])' } },
    async (_request, reply) => reply.ok(await listLanguages(app.db)),
  );
}
