import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@iotc/shared/auth';
import { type DictEntry, dictionaryPaths, type LangType } from '@iotc/shared/dictionary';
import { call, createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { seedDictionaries } from './seed.ts';
import { dictData } from './tables.ts';

describe('dictionary calls', () => {
  let t: TestApp;
  let tokens: TokenPair;

  beforeAll(async () => ({ t, dev: tokens } = await createDemoApp('dev')));
  afterAll(() => t.close());

  const list = (query: Record<string, string>, lang?: 'zh-CN' | 'en-US') =>
    call<DictEntry[]>(t.app, 'GET', dictionaryPaths.list, { query, lang });

  it('gives the help-centre address without a login', async () => {
    const { status, body } = await list({ dictType: 'helpCenter' });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { dictType: 'helpCenter', dictLabel: 'open_document_url', dictValue: '/document', remark: null, sort: 1 },
    ]);
  });

  it('labels the entries in the request language', async () => {
    const zh = (await list({ dictType: 'sys_account_type' }, 'zh-CN')).body.data;
    expect(zh.map((d) => [d.dictValue, d.dictLabel])).toEqual([
      ['0', '个人'],
      ['1', '企业'],
      ['2', '企业认证'],
    ]);
    const en = (await list({ dictType: 'sys_account_type' }, 'en-US')).body.data;
    expect(en.map((d) => d.dictLabel)).toEqual(['Personal', 'Enterprise', 'Certified enterprise']);
  });

  it('lists every type when none is named, and nothing for an unknown one', async () => {
    const all = (await list({})).body.data;
    const types = new Set(all.map((d) => d.dictType));
    for (const type of ['helpCenter', 'sys_yes_no', 'sys_normal_disable', 'work_order_problem_type', 'work_order_classification', 'work_order_status']) {
      expect(types.has(type), type).toBe(true);
    }
    expect((await list({ dictType: 'no_such_type' })).body.data).toEqual([]);
  });

  it('refuses a dictionary type over 100 characters with 422', async () => {
    const { status, body } = await list({ dictType: 'x'.repeat(101) }, 'en-US');
    expect(status).toBe(422);
    expect(body.msg).toContain('Dictionary type');
  });

  it('exports the list as a CSV download with both labels', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${dictionaryPaths.export}?dictType=work_order_status`,
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dictionary-work_order_status.csv"; filename*=UTF-8''dictionary-work_order_status.csv`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('dictType,dictValue,dictLabel,dictLabelEn,remark,sort');
    expect(lines.slice(1)).toEqual([
      'work_order_status,1,待处理,Pending,,1',
      'work_order_status,2,处理中,Processing,,2',
      'work_order_status,3,已回复,Replied,,3',
      'work_order_status,4,已关闭,Closed,,4',
    ]);
  });

  it('answers an export without a login with the JSON envelope', async () => {
    const { status, body } = await call(t.app, 'GET', dictionaryPaths.export);
    expect(status).toBe(401);
    expect(body.code).toBe(20001);
  });

  it('lists the interface languages without a login', async () => {
    const { status, body } = await call<LangType[]>(t.app, 'GET', dictionaryPaths.languages);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { code: 'zh-CN', name: '简体中文' },
      { code: 'en-US', name: 'English' },
    ]);
  });

  it('seeds again without adding rows', async () => {
    const before = await t.db.select({ n: count() }).from(dictData);
    await seedDictionaries(t.db);
    expect(await t.db.select({ n: count() }).from(dictData)).toEqual(before);
  });
});
