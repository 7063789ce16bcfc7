import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryPaths } from '@iotc/shared/dictionary';
import { functionPaths, type FunctionSpec, type ValueText } from '@iotc/shared/functions';
import { hardwareModulePaths } from '@iotc/shared/hardwareModules';
import { noticePaths } from '@iotc/shared/notices';
import { productLanguagePaths, type LanguageEntry, type ProductTexts } from '@iotc/shared/productLanguages';
import { productPaths } from '@iotc/shared/products';
import { workOrderPaths } from '@iotc/shared/workOrders';
import { useDemoApp } from '../../../test/helpers.ts';
import { dictData } from '../../modules/dictionary/tables.ts';
import { documents } from '../../modules/docs/tables.ts';
import { productFunctions } from '../../modules/functions/tables.ts';
import { hardwareModules } from '../../modules/hardwareModules/tables.ts';
import { menus } from '../../modules/menus/tables.ts';
import { functionTemplates, productClasses } from '../../modules/productClasses/tables.ts';
import { products } from '../../modules/products/tables.ts';
import { roles } from '../../modules/roles/tables.ts';

/**
 * Every text the seed writes reads in both languages: a Chinese and an English one, the English free of
 * Chinese, the Chinese not the English left untranslated. Keys the code looks for are the same in both.
 */

const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Texts that are the same in both languages on purpose: keys the code looks an entry up by. */
const NEUTRAL = new Set(['open_document_url', 'PM2.5']);

/** The problems of one text pair, named by `where`; none when both languages are there and right. */
function pairProblems(where: string, zh: string, en: string): string[] {
  const problems: string[] = [];
  if (zh.trim() === '' && en.trim() === '') return problems;
  if (NEUTRAL.has(zh) && zh === en) return problems;
  if (en.trim() === '') problems.push(`${where}: no English text beside "${zh}"`);
  if (zh.trim() === '') problems.push(`${where}: no Chinese text beside "${en}"`);
  if (CHINESE.test(en)) problems.push(`${where}: English text "${en}" contains Chinese`);
  if (zh.trim() !== '' && !CHINESE.test(zh)) problems.push(`${where}: Chinese text "${zh}" is untranslated`);
  return problems;
}

const valuesOf = (spec: FunctionSpec): ValueText[] => (spec.dataType === 'enum' ? spec.enumValues : spec.dataType === 'fault' ? spec.faultBits : []);

function valuePairs(where: string, zh: readonly ValueText[], en: readonly ValueText[]): string[] {
  if (zh.length !== en.length) return [`${where}: ${zh.length} Chinese values, ${en.length} English ones`];
  return zh.flatMap((value, i) => [
    ...pairProblems(`${where} value ${i} name`, value.name, en[i]!.name),
    ...pairProblems(`${where} value ${i} description`, value.description, en[i]!.description),
  ]);
}

/**
 * Chinese characters anywhere in an answer, with the path to each. A field beside its English twin (`name`
 * and `nameEn`) is the Chinese half of a pair the console picks from: its twin is checked instead.
 */
function chineseIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CHINESE.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => chineseIn(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (`${key}En` in value ? [] : chineseIn(item, `${path}.${key}`)));
  }
  return [];
}

describe('seeded texts', () => {
  const env = useDemoApp('demo');

  it('carry both languages in every reference table', async () => {
    const db = env.t.db;
    const problems = [
      ...(await db.select().from(productClasses)).flatMap((c) => pairProblems(`class ${c.id}`, c.nameZh, c.nameEn)),
      ...(await db.select().from(functionTemplates)).flatMap((t) => [
        ...pairProblems(`template ${t.id} name`, t.name, t.nameEn),
        ...pairProblems(`template ${t.id} description`, t.description, t.descriptionEn),
        ...valuePairs(`template ${t.id}`, valuesOf(t.spec), t.valuesEn),
      ]),
      ...(await db.select().from(hardwareModules)).flatMap((m) => [
        ...pairProblems(`module ${m.id} description`, m.description, m.descriptionEn),
        ...(CHINESE.test(m.name) ? [`module ${m.id}: its name "${m.name}" is one language only`] : []),
      ]),
      ...(await db.select().from(roles)).flatMap((r) => [
        ...pairProblems(`role ${r.id} name`, r.name, r.nameEn),
        ...pairProblems(`role ${r.id} description`, r.description, r.descriptionEn),
      ]),
      ...(await db.select().from(menus)).flatMap((m) => pairProblems(`menu ${m.id}`, m.title, m.titleEn)),
      ...(await db.select().from(dictData)).flatMap((d) => [
        ...pairProblems(`dictionary ${d.dictType}/${d.dictValue}`, d.dictLabel, d.dictLabelEn),
        ...(d.remark ? [`dictionary ${d.dictType}/${d.dictValue}: its remark "${d.remark}" is one language only`] : []),
      ]),
    ];
    const docs = await db.select().from(documents);
    for (const zh of docs.filter((d) => d.lang === 'zh-CN')) {
      const en = docs.find((d) => d.type === zh.type && d.lang === 'en-US');
      problems.push(...pairProblems(`document ${zh.type} title`, zh.title, en?.title ?? ''), ...pairProblems(`document ${zh.type}`, zh.content, en?.content ?? ''));
    }
    expect(problems).toEqual([]);
  });

  it("give the demo product's functions both languages", async () => {
    const [demo] = await env.t.db.select().from(products).where(eq(products.isDemoProduct, true)).limit(1);
    const rows = await env.t.db.select().from(productFunctions).where(eq(productFunctions.productId, demo!.id));
    expect(rows.length).toBeGreaterThan(0);
    const problems = rows.flatMap((f) => {
      if (!f.texts) return [`function ${f.identifier}: one language only`];
      const { 'zh-CN': zh, 'en-US': en } = f.texts;
      return [
        ...pairProblems(`function ${f.identifier} name`, zh.name, en.name),
        ...pairProblems(`function ${f.identifier} description`, zh.description, en.description),
        ...valuePairs(`function ${f.identifier}`, zh.values, en.values),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("give every language entry of the demo product both languages, its own texts set only for entries it has", async () => {
    const [demo] = await env.t.db.select().from(products).where(eq(products.isDemoProduct, true)).limit(1);
    const productId = demo!.id;
    const { texts } = (await env.asDemo<ProductTexts>('GET', productLanguagePaths.texts, { query: { productId } })).body.data;
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    expect(Object.entries(texts).flatMap(([key, { zh, en }]) => pairProblems(`language entry ${key}`, zh, en))).toEqual([]);
    const { list } = (await env.asDemo<{ list: LanguageEntry[] }>('GET', productLanguagePaths.list, { query: { productId, tab: 'function', pageSize: '100' } })).body.data;
    expect(list.filter((e) => e.edited).map((e) => [e.key, e.en])).toEqual([
      ['function.temp_value.name', 'Colour temperature'],
      ['function.breath_effect.name', 'Breathing effect'],
      ['function.lit_hours.name', 'Hours lit'],
    ]);
    expect(texts['product.name']).toEqual({ zh: '智能球泡灯演示', en: 'Smart Bulb Demo' });
  });

  it('show no Chinese in the English console of the demo account', async () => {
    const send = async (method: 'GET' | 'POST', path: string, query?: Record<string, string>) => {
      const r = await env.asDemo(method, path, method === 'GET' ? { query } : { body: query });
      expect(r.body.code, path).toBe(0);
      return r.body.data;
    };
    const get = (path: string, query?: Record<string, string>) => send('GET', path, query);
    const [demo] = await env.t.db.select().from(products).where(eq(products.isDemoProduct, true)).limit(1);
    const productId = demo!.id;
    const notices = (await get(noticePaths.list, { pageNo: '1', pageSize: '50' })) as { list: { id: string }[] };
    const workOrders = (await get(workOrderPaths.list, { pageNo: '1', pageSize: '50' })) as { list: { id: string }[] };
    const answers = {
      products: await send('POST', productPaths.list, {}),
      functions: await get(functionPaths.functions, { productId }),
      standard: await get(functionPaths.standardFuncList, { productId, kind: '1' }),
      advanced: await get(functionPaths.standardFuncList, { productId, kind: '3' }),
      modules: await get(hardwareModulePaths.queryModules, { networkType: 'wifi_ble' }),
      dictionary: await get(dictionaryPaths.list),
      notices,
      noticeDetails: await Promise.all(notices.list.map((n) => get(noticePaths.detail(n.id)))),
      workOrders,
      workOrderDetails: await Promise.all(workOrders.list.map((w) => get(workOrderPaths.detail(w.id)))),
    };
    expect(chineseIn(answers)).toEqual([]);
  });
});
