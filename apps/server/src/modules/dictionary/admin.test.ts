import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { dictionaryAdminPaths, dictionaryPaths } from '@iotc/shared/dictionary';
import type { PageResult } from '@iotc/shared';
import type { AdminDict, AdminDictBody, AdminDictType, DictEntry } from '@iotc/shared/dictionary';
import { call, createDemoApp } from '../../../test/helpers.ts';
import type { CallerAs, TestApp } from '../../../test/helpers.ts';
import { seedDictionaries } from './seed.ts';

let t: TestApp;
let asAdmin: CallerAs;

beforeAll(async () => ({ t, asAdmin } = await createDemoApp('admin')));
afterAll(() => t.close());
const list = (query: Record<string, string>) => asAdmin<PageResult<AdminDict>>('GET', dictionaryAdminPaths.list, { query });
/** What the console reads: the public list, in a language. */
const publicList = async (dictType: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  (await call<DictEntry[]>(t.app, 'GET', dictionaryPaths.list, { query: { dictType }, lang })).body.data;

const entry = (over: Partial<AdminDictBody> = {}): AdminDictBody => ({
  dictType: 'device_color',
  dictLabel: '红色',
  dictLabelEn: 'Red',
  dictValue: 'red',
  remark: 'Shell colour',
  sort: 1,
  status: 1,
  ...over,
});

describe('dictionary administration', () => {
  it('lists the entries of a type in order, with search and pages', async () => {
    const statuses = (await list({ dictType: 'work_order_status' })).body.data;
    expect(statuses.total).toBe(4);
    expect(statuses.list.map((d) => [d.dictValue, d.dictLabel, d.dictLabelEn])).toEqual([
      ['1', '待处理', 'Pending'],
      ['2', '处理中', 'Processing'],
      ['3', '已回复', 'Replied'],
      ['4', '已关闭', 'Closed'],
    ]);
    expect((await list({ keyword: 'Replied' })).body.data.list.map((d) => d.dictType)).toEqual(['work_order_status']);
    const page = (await list({ dictType: 'work_order_status', pageNo: '2', pageSize: '3' })).body.data;
    expect(page.list.map((d) => d.dictValue)).toEqual(['4']);

    const types = (await asAdmin<AdminDictType[]>('GET', dictionaryAdminPaths.types)).body.data;
    expect(types).toContainEqual({ dictType: 'work_order_status', count: 4 });
  });

  it('adds an entry that the public list shows at once, in both languages', async () => {
    const created = await asAdmin<AdminDict>('POST', dictionaryAdminPaths.save, { body: entry() });
    expect(created.body.data).toMatchObject({ dictType: 'device_color', dictValue: 'red', status: 1, remark: 'Shell colour' });
    expect(await publicList('device_color')).toEqual([{ dictType: 'device_color', dictLabel: '红色', dictValue: 'red', remark: 'Shell colour', sort: 1 }]);
    expect((await publicList('device_color', 'en-US'))[0]!.dictLabel).toBe('Red');
  });

  it('refuses a second entry with the same type and value, with a clear message', async () => {
    const r = await asAdmin('POST', dictionaryAdminPaths.save, { body: entry({ dictLabel: '大红' }) });
    expect([r.status, r.body.code, r.body.msg]).toEqual([409, ErrorCode.Conflict, 'The dictionary type "device_color" already has the value "red"']);
    const zh = await asAdmin('POST', dictionaryAdminPaths.save, { lang: 'zh-CN', body: entry() });
    expect(zh.body.msg).toBe('字典类型“device_color”中已有值“red”');
    expect(await publicList('device_color')).toHaveLength(1);
  });

  it('refuses an invalid type, a missing label or value, naming the field', async () => {
    const cases: [Partial<AdminDictBody>, string][] = [
      [{ dictType: '1 bad type' }, 'Dictionary type: Start with a letter and use only letters, digits and underscores'],
      [{ dictLabel: '' }, 'Chinese label: This field is required'],
      [{ dictLabelEn: '  ' }, 'English label: This field is required'],
      [{ dictValue: '' }, 'Value: This field is required'],
      [{ remark: 'x'.repeat(301) }, 'remark: Enter at most 300 characters'],
    ];
    for (const [over, msg] of cases) {
      const r = await asAdmin('POST', dictionaryAdminPaths.save, { body: entry({ dictValue: 'blue', ...over }) });
      expect([r.status, r.body.msg], JSON.stringify(over).slice(0, 40)).toEqual([422, msg]);
    }
    expect(await publicList('device_color')).toHaveLength(1);
  });

  it('edits an entry; the public list follows, and a disabled entry leaves it but stays in the operator list', async () => {
    const [red] = (await list({ dictType: 'device_color' })).body.data.list;
    const blue = (await asAdmin<AdminDict>('POST', dictionaryAdminPaths.save, { body: entry({ dictValue: 'blue', dictLabel: '蓝色', dictLabelEn: 'Blue', sort: 2 }) })).body.data;

    const clash = await asAdmin('POST', dictionaryAdminPaths.update, { body: { ...entry({ dictValue: 'red' }), id: blue.id } });
    expect(clash.status).toBe(409);

    const edited = await asAdmin<AdminDict>('POST', dictionaryAdminPaths.update, { body: { ...entry({ dictLabel: '朱红', sort: 3 }), id: red!.id } });
    expect(edited.body.data).toMatchObject({ id: red!.id, dictLabel: '朱红', sort: 3 });
    expect((await publicList('device_color')).map((d) => d.dictLabel)).toEqual(['蓝色', '朱红']);

    await asAdmin('POST', dictionaryAdminPaths.update, { body: { ...entry({ dictLabel: '朱红', sort: 3, status: 0 }), id: red!.id } });
    expect((await publicList('device_color')).map((d) => d.dictValue)).toEqual(['blue']);
    expect((await list({ dictType: 'device_color', status: '0' })).body.data.list.map((d) => d.dictValue)).toEqual(['red']);

    const missing = await asAdmin('POST', dictionaryAdminPaths.update, { body: { ...entry(), id: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it('deletes an entry from both lists', async () => {
    const [blue] = (await list({ dictType: 'device_color', keyword: 'blue' })).body.data.list;
    expect((await asAdmin('POST', dictionaryAdminPaths.delete, { body: { id: blue!.id } })).body.code).toBe(0);
    expect(await publicList('device_color')).toEqual([]);
    expect((await asAdmin('POST', dictionaryAdminPaths.delete, { body: { id: blue!.id } })).status).toBe(404);
  });

  it("keeps an operator's change of a reference entry when the reference data is seeded again", async () => {
    const [pending] = (await list({ dictType: 'work_order_status', keyword: 'Pending' })).body.data.list;
    await asAdmin('POST', dictionaryAdminPaths.update, { body: { ...pending!, dictLabelEn: 'Waiting', id: pending!.id } });
    await seedDictionaries(t.db);
    expect((await publicList('work_order_status', 'en-US'))[0]!.dictLabel).toBe('Waiting');
  });
});
