import { and, asc, eq } from 'drizzle-orm';
import { type Lang, LANGS } from '@iotc/shared';
import type { DictEntry, LangType } from '@iotc/shared/dictionary';
import type { Db } from '../../core/db.ts';
import { dictData, languages } from './tables.ts';

export interface DictRow extends DictEntry {
  dictLabelEn: string;
}

/** Normal entries of one dictionary type, or of all of them, in display order, with both labels. */
export async function listDictRows(db: Db, dictType?: string): Promise<DictRow[]> {
  const filter = dictType ? and(eq(dictData.status, 1), eq(dictData.dictType, dictType)) : eq(dictData.status, 1);
  return db
    .select({
      dictType: dictData.dictType,
      dictLabel: dictData.dictLabel,
      dictLabelEn: dictData.dictLabelEn,
      dictValue: dictData.dictValue,
      remark: dictData.remark,
      sort: dictData.sort,
    })
    .from(dictData)
    .where(filter)
    .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
}

/** The entries as the console shows them: `dictLabel` in the request's language. */
export function localizeDict(rows: DictRow[], lang: Lang): DictEntry[] {
  return rows.map(({ dictLabelEn, ...entry }) => (lang === 'en-US' ? { ...entry, dictLabel: dictLabelEn } : entry));
}

/** The languages offered by the switcher, in their own names. */
export async function listLanguages(db: Db): Promise<LangType[]> {
  const rows = await db
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(eq(languages.status, 1))
    .orderBy(asc(languages.sort));
  return rows.filter((r): r is LangType => (LANGS as readonly string[]).includes(r.code));
}
