import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { FunctionKind, functionPaths, type ProductFunction, type ThingModel } from '@iotc/shared/functions';
import { languageKeys, productLanguagePaths } from '@iotc/shared/productLanguages';
import { envelope } from '@/lib/fakeServer';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { functionsFixture, productFixture, templatesFixture } from '../testData';
import { chooseFile, inputOf, maybe, pickOption, within } from '../testSupport';
import { FunctionDefinitionTab } from './FunctionDefinitionTab';

let view: Rendered;
let functions: ProductFunction[];

const api = (path: string) => `/api${path}`;
const sent = (path: string) => server.calls.filter((c) => c.path === api(path));
const bodies = (path: string) => sent(path).map((c) => JSON.parse(c.body) as unknown);
const rows = () => [...document.body.querySelectorAll<HTMLElement>('[data-testid^="func-row-"]')];
const fieldError = (testId: string) => within(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

async function show(readOnly = false) {
  view = await render(<FunctionDefinitionTab product={productFixture()} readOnly={readOnly} />);
  await waitFor(() => expect(rows()).toHaveLength(functions.length));
}

async function openCustomForm() {
  await click(within('func-add-custom'));
  await waitFor(() => within('func-form'));
}

async function fill(testId: string, value: string) {
  await typeInto(inputOf(testId), value);
}

/** Fills the common fields of the open form. */
async function fillCommon(dpId: string, name: string, identifier: string) {
  await fill('func-dpId', dpId);
  await fill('func-name', name);
  await fill('func-identifier', identifier);
}

const { server, toasts, confirms } = await fakeServerSuite();

beforeEach(() => {
  functions = functionsFixture();
  useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.productEdit] }));
  server.on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', functions) }));
  server.on('POST', api(functionPaths.addFunc), () => ({ body: envelope(0, 'ok', []) }));
});
afterEach(() => view.unmount());

describe('FunctionDefinitionTab: the table', { timeout: 20_000 }, () => {
  it('lists every function with its labelled type, transfer type and properties', async () => {
    await show();
    expect(sent(functionPaths.functions)[0]!.query.get('productId')).toBe('p1');
    const text = (id: string) => within(`func-row-${id}`).textContent ?? '';
    expect(text('switch_led')).toContain('布尔型');
    expect(text('switch_led')).toContain('可下发可上报');
    expect(text('switch_led')).toContain('标准功能');
    expect(text('bright_value')).toContain('0-100，步长 1，倍数 0，单位 %');
    expect(text('work_mode')).toContain('white (白光)、colour (彩光)');
    expect(text('work_mode')).toContain('自定义功能');
    expect(text('fault_alarm')).toContain('过热、短路');
    expect(text('fault_alarm')).toContain('只上报');
    expect(text('note_text')).toContain('最长 64 字节');
    expect(text('note_text')).toContain('只下发');
  });

  it('filters by kind and keyword', async () => {
    await show();
    const custom = [...within('func-kind-filter').querySelectorAll('label')].find((l) => l.textContent?.startsWith('自定义功能'))!;
    await click(custom);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = inputOf('func-search');
    await typeInto(search, 'mode');
    await act(async () => {
      search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['func-row-work_mode']));
  });

  it('shows the model as JSON', async () => {
    await show();
    await click(within('func-view-json'));
    const model = JSON.parse(within('func-json').textContent!) as ThingModel;
    expect(model.version).toBe(1);
    expect(model.productKey).toBe('pk_lamp01');
    expect(model.functions.map((fn) => fn.identifier)).toEqual(['switch_led', 'bright_value', 'work_mode', 'fault_alarm', 'note_text']);
  });

  it('exports the thing model as <productKey>-model.json', async () => {
    await show();
    let blob: Blob | null = null;
    let fileName = '';
    const created = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:model';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    await click(within('func-export'));
    clickSpy.mockRestore();
    expect(fileName).toBe('pk_lamp01-model.json');
    const model = JSON.parse(await blob!.text()) as ThingModel;
    expect(model).toMatchObject({ version: 1, productKey: 'pk_lamp01' });
    expect(model.functions).toHaveLength(5);
    expect(model.functions[2]).toEqual({
      kind: FunctionKind.Custom,
      dpId: 101,
      name: '模式',
      identifier: 'work_mode',
      rwFlag: 'rw',
      required: false,
      description: '',
      dataType: 'enum',
      enumValues: functions[2]!.dataType === 'enum' ? functions[2]!.enumValues : [],
      defaultValue: 'white',
    });
  });

  it('read-only (published): no adding, editing, deleting, importing or resetting; export and JSON stay', async () => {
    await show(true);
    for (const id of ['func-add-standard', 'func-add-custom', 'func-add-advanced', 'func-reset', 'func-import', 'func-import-input', 'func-edit-work_mode', 'func-delete-work_mode', 'func-select-work_mode']) {
      expect(maybe(id), id).toBeNull();
    }
    expect(maybe('func-export')).not.toBeNull();
    expect(maybe('func-view-json')).not.toBeNull();
    expect(within('func-read-only').textContent).toContain('已发布');
  });

  it('hides editing from a user without the product edit permission', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [] }));
    await show();
    expect(maybe('func-add-custom')).toBeNull();
    expect(maybe('func-edit-work_mode')).toBeNull();
  });

  it('deletes one function after a confirmation', async () => {
    server.on('POST', api(functionPaths.deleteFunc), () => ({ body: envelope(0, 'ok', null) }));
    await show();
    await click(within('func-delete-note_text'));
    await waitFor(() => within('func-delete-confirm-note_text'));
    expect(sent(functionPaths.deleteFunc)).toHaveLength(0);
    await click(within('func-delete-confirm-note_text'));
    await waitFor(() => expect(bodies(functionPaths.deleteFunc)).toEqual([{ productId: 'p1', ids: ['f5'] }]));
  });

  it('deletes the selected functions together', async () => {
    server.on('POST', api(functionPaths.deleteFunc), () => ({ body: envelope(0, 'ok', null) }));
    await show();
    await click(inputOf('func-select-work_mode'));
    await click(inputOf('func-select-note_text'));
    expect(within('func-selection').textContent).toContain('已选 2 个');
    await click(within('func-delete-selected'));
    await waitFor(() => within('func-delete-selected-ok'));
    await click(within('func-delete-selected-ok'));
    await waitFor(() => expect(bodies(functionPaths.deleteFunc)).toEqual([{ productId: 'p1', ids: ['f3', 'f5'] }]));
  });

  it('resets the standard functions after a confirmation that custom and advanced ones stay', async () => {
    server.on('GET', api(functionPaths.resetStandardFunc), () => ({ body: envelope(0, 'ok', null) }));
    await show();
    await click(within('func-reset'));
    expect(confirms).toHaveLength(1);
    expect(String(confirms[0]!.content)).toContain('自定义功能和高级功能保持不变');
    expect(sent(functionPaths.resetStandardFunc)).toHaveLength(0);
    await act(async () => {
      await confirms[0]!.onOk!();
    });
    expect(sent(functionPaths.resetStandardFunc)[0]!.query.get('productId')).toBe('p1');
    // The model is read again.
    await waitFor(() => expect(sent(functionPaths.functions).length).toBeGreaterThan(1));
  });
});

describe('FunctionDefinitionTab: standard functions', { timeout: 20_000 }, () => {
  it('lists the class templates, those already added checked and fixed, and adds the picked ones', async () => {
    server.on('GET', api(functionPaths.standardFuncList), () => ({ body: envelope(0, 'ok', templatesFixture()) }));
    server.on('POST', api(functionPaths.addStandardFunc), () => ({ body: envelope(0, 'ok', []) }));
    await show();
    await click(within('func-add-standard'));
    await waitFor(() => within('func-standard-option-temp_value'));
    expect(sent(functionPaths.standardFuncList)[0]!.query.get('kind')).toBe('1');
    const added = inputOf('func-standard-option-switch_led');
    expect(added.checked).toBe(true);
    expect(added.disabled).toBe(true);
    expect((within('func-standard-save') as HTMLButtonElement).disabled).toBe(true);
    await click(inputOf('func-standard-option-temp_value'));
    await click(inputOf('func-standard-option-countdown'));
    await click(within('func-standard-save'));
    await waitFor(() => expect(bodies(functionPaths.addStandardFunc)).toEqual([{ productId: 'p1', templateIds: ['t3', 't4'] }]));
  });

  it('asks for advanced functions with kind 3', async () => {
    server.on('GET', api(functionPaths.standardFuncList), () => ({ body: envelope(0, 'ok', []) }));
    await show();
    await click(within('func-add-advanced'));
    await waitFor(() => expect(within('func-advanced-modal').textContent).toContain('暂无可添加的高级功能'));
    expect(sent(functionPaths.standardFuncList)[0]!.query.get('kind')).toBe('3');
  });
});

describe('FunctionDefinitionTab: the custom function form', { timeout: 20_000 }, () => {
  it('starts at the smallest free DP ID and refuses DP ID 100 with the spec message', async () => {
    await show();
    await openCustomForm();
    expect(inputOf('func-dpId').value).toBe('103');
    await fill('func-dpId', '100');
    await waitFor(() => expect(fieldError('func-dpId')).toBe('DP ID 须为 101-199'));
    await click(within('func-save'));
    await waitFor(() => expect(fieldError('func-name')).toBe('此项为必填项'));
    expect(sent(functionPaths.addFunc)).toHaveLength(0);
  });

  it('sends a valid value function as addFunc and closes', async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '温度', 'temp_current');
    await fill('func-value-min', '-20');
    await fill('func-value-max', '60');
    await fill('func-value-step', '1');
    await fill('func-value-unit', '℃');
    await click(within('func-save'));
    await waitFor(() =>
      expect(bodies(functionPaths.addFunc)).toEqual([
        {
          productId: 'p1',
          functions: [
            {
              dpId: 105,
              name: '温度',
              identifier: 'temp_current',
              rwFlag: 'rw',
              required: false,
              description: '',
              dataType: 'value',
              min: -20,
              max: 60,
              step: 1,
              multiple: 0,
              unit: '℃',
              defaultValue: null,
            },
          ],
        },
      ]),
    );
    await waitFor(() => expect(maybe('func-form')).toBeNull());
    await waitFor(() => expect(sent(functionPaths.functions).length).toBeGreaterThan(1));
  });

  it('refuses an identifier the product already uses, and a max not above the min', async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '模式二', 'work_mode');
    await waitFor(() => expect(fieldError('func-identifier')).toBe('标识符“work_mode”重复，标识符须唯一'));
    await fill('func-value-max', '0');
    await waitFor(() => expect(fieldError('func-value-max')).toBe('最大值须大于最小值'));
    await click(within('func-save'));
    expect(sent(functionPaths.addFunc)).toHaveLength(0);
  });

  it('refuses repeated enum values and empty enum fields', async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '风速', 'fan_speed');
    await pickOption('func-dataType', 'func-dataType-option-enum');
    await waitFor(() => within('func-enum-value-0'));
    await fill('func-enum-value-0', 'low');
    await fill('func-enum-name-0', '低');
    await fill('func-enum-desc-0', 'Low');
    await click(within('func-enum-add'));
    await fill('func-enum-value-1', 'low');
    await fill('func-enum-name-1', '低2');
    await click(within('func-save'));
    await waitFor(() => expect(fieldError('func-enum-desc-1')).toBe('此项为必填项'));
    await fill('func-enum-desc-1', 'Low again');
    await waitFor(() => expect(fieldError('func-enum-value-1')).toBe('枚举值“low”重复，枚举值须唯一'));
    expect(sent(functionPaths.addFunc)).toHaveLength(0);
    await fill('func-enum-value-1', 'high');
    await click(within('func-save'));
    await waitFor(() => expect(bodies(functionPaths.addFunc)).toHaveLength(1));
    expect(bodies(functionPaths.addFunc)[0]).toMatchObject({
      functions: [
        {
          dataType: 'enum',
          enumValues: [
            { value: 'low', name: '低', description: 'Low' },
            { value: 'high', name: '低2', description: 'Low again' },
          ],
          defaultValue: null,
        },
      ],
    });
  });

  it('refuses a string max length above 255 bytes', async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '名称', 'label_text');
    await pickOption('func-dataType', 'func-dataType-option-string');
    await waitFor(() => within('func-string-maxLength'));
    await fill('func-string-maxLength', '300');
    await waitFor(() => expect(fieldError('func-string-maxLength')).toBe('最大长度不能超过 255 字节'));
    await click(within('func-save'));
    expect(sent(functionPaths.addFunc)).toHaveLength(0);
    await fill('func-string-maxLength', '255');
    await click(within('func-save'));
    await waitFor(() => expect(bodies(functionPaths.addFunc)).toHaveLength(1));
    expect(bodies(functionPaths.addFunc)[0]).toMatchObject({ functions: [{ dataType: 'string', maxLength: 255, defaultValue: null }] });
  });

  it('allows at most 30 fault bits, and makes a fault report-only', { timeout: 40_000 }, async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '告警', 'alarm_bits');
    await pickOption('func-dataType', 'func-dataType-option-fault');
    await waitFor(() => within('func-fault-add'));
    for (let i = 1; i < 30; i += 1) await click(within('func-fault-add'));
    expect(maybe('func-fault-name-29')).not.toBeNull();
    expect((within('func-fault-add') as HTMLButtonElement).disabled).toBe(true);
    expect(within('func-fault-limit').textContent).toBe('故障型功能最多 30 位');
    expect(within('func-rwFlag').textContent).toContain('只上报');
  });

  it('saves several functions in one call: "Add another" keeps the checked one as a draft', async () => {
    await show();
    await openCustomForm();
    await fillCommon('105', '童锁', 'child_lock');
    await pickOption('func-dataType', 'func-dataType-option-bool');
    await click(within('func-save-next'));
    await waitFor(() => within('func-draft-child_lock'));
    // The next one starts afresh at the next free DP ID.
    expect(inputOf('func-dpId').value).toBe('103');
    expect(inputOf('func-name').value).toBe('');
    // A draft's identifier is taken too.
    await fillCommon('103', '童锁二', 'child_lock');
    await waitFor(() => expect(fieldError('func-identifier')).toBe('标识符“child_lock”重复，标识符须唯一'));
    await fill('func-identifier', 'power_level');
    expect(within('func-save').textContent).toContain('保存 2 个功能');
    await click(within('func-save'));
    await waitFor(() => expect(bodies(functionPaths.addFunc)).toHaveLength(1));
    const body = bodies(functionPaths.addFunc)[0] as { functions: { identifier: string; dpId: number; dataType: string }[] };
    expect(body.functions.map((fn) => [fn.dpId, fn.identifier, fn.dataType])).toEqual([
      [105, 'child_lock', 'bool'],
      [103, 'power_level', 'value'],
    ]);
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    server.on('POST', api(functionPaths.addFunc), () => ({
      status: 409,
      body: envelope(ErrorCode.FunctionTaken, '功能标识符“power_level”已在该产品中使用', { field: 'identifier', value: 'power_level' }),
    }));
    await show();
    await openCustomForm();
    await fillCommon('105', '功率', 'power_level');
    await click(within('func-save'));
    await waitFor(() => expect(within('func-form-error').textContent).toContain('功能标识符“power_level”已在该产品中使用'));
    expect(maybe('func-form')).not.toBeNull();
    expect(toasts.filter((text) => text.includes('power_level'))).toEqual([]);
  });

  it('edits a standard function with its DP ID and identifier fixed', async () => {
    server.on('POST', api(functionPaths.editFunc), () => ({ body: envelope(0, 'ok', null) }));
    await show();
    await click(within('func-edit-bright_value'));
    await waitFor(() => within('func-form'));
    expect(inputOf('func-dpId').disabled).toBe(true);
    expect(inputOf('func-identifier').disabled).toBe(true);
    expect(inputOf('func-value-max').value).toBe('100');
    await fill('func-value-max', '1000');
    await click(within('func-save'));
    await waitFor(() => expect(bodies(functionPaths.editFunc)).toHaveLength(1));
    expect(bodies(functionPaths.editFunc)[0]).toEqual({
      productId: 'p1',
      id: 'f2',
      dpId: 2,
      name: '亮度',
      identifier: 'bright_value',
      rwFlag: 'rw',
      required: false,
      description: '',
      dataType: 'value',
      min: 0,
      max: 1000,
      step: 1,
      multiple: 0,
      unit: '%',
      defaultValue: null,
    });
  });
});

describe("FunctionDefinitionTab: the product's texts", { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.on('GET', api(productLanguagePaths.texts), () => ({
      body: envelope(0, 'ok', {
        productId: 'p1',
        texts: {
          [languageKeys.functionName('bright_value')]: { zh: '光亮度', en: 'Glow' },
          [languageKeys.enumValue('work_mode', 'colour')]: { zh: '七彩', en: 'Rainbow' },
          [languageKeys.faultBit('fault_alarm', 1)]: { zh: '电路短路', en: 'Short circuit' },
        },
      }),
    }));
  });

  it("names the functions, enum values and fault bits in the console's language; a search finds a function by either name", async () => {
    await show();
    await waitFor(() => expect(within('func-row-bright_value').textContent).toContain('光亮度'));
    expect(sent(productLanguagePaths.texts)[0]!.query.get('productId')).toBe('p1');
    expect(within('func-row-work_mode').textContent).toContain('white (白光)、colour (七彩)');
    expect(within('func-row-fault_alarm').textContent).toContain('过热、电路短路');
    // What has no text of the product keeps its stored name.
    expect(within('func-row-switch_led').textContent).toContain('开关');

    for (const keyword of ['光亮度', '亮度']) {
      const search = inputOf('func-search');
      await typeInto(search, keyword);
      await act(async () => {
        search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
      });
      await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['func-row-bright_value']));
    }
  });

  it('edits the stored name, not the shown one; the JSON keeps the stored names', async () => {
    await show();
    await waitFor(() => expect(within('func-row-bright_value').textContent).toContain('光亮度'));
    await click(within('func-edit-bright_value'));
    await waitFor(() => within('func-form'));
    expect(inputOf('func-name').value).toBe('亮度');
    await click(within('func-view-json'));
    const model = JSON.parse(within('func-json').textContent!) as ThingModel;
    expect(model.functions.find((fn) => fn.identifier === 'bright_value')?.name).toBe('亮度');
  });
});

describe('FunctionDefinitionTab: import', { timeout: 20_000 }, () => {
  const file = (content: unknown, name = 'model.json') => new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });
  const problems = () => [...document.body.querySelectorAll('[data-testid="func-import-problem"]')].map((li) => li.textContent);

  it('lists every broken rule of a file and sends nothing', async () => {
    await show();
    const model = {
      version: 1,
      productKey: 'pk_other',
      functions: [
        { kind: 2, dpId: 100, name: '温度', identifier: 'temp', dataType: 'value', rwFlag: 'rw', min: 0, max: 10, step: 1 },
        { kind: 2, dpId: 102, name: '模式', identifier: 'mode', dataType: 'enum', rwFlag: 'rw', enumValues: [{ value: 'a', name: 'A', description: 'a' }, { value: 'a', name: 'B', description: 'b' }] },
        { kind: 2, dpId: 103, name: '备注', identifier: '9note', dataType: 'string', rwFlag: 'rw', maxLength: 300 },
        { kind: 2, dpId: 104, name: '故障', identifier: 'fault', dataType: 'fault', rwFlag: 'ro', faultBits: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}` })) },
      ],
    };
    await chooseFile(inputOf('func-import-input'), file(model));
    await waitFor(() => expect(problems()).toHaveLength(5));
    expect(problems()).toEqual([
      '功能 1“temp” (DP ID): DP ID 须为 101-199',
      '功能 2“mode” (枚举值 2 › 值): 枚举值“a”重复，枚举值须唯一',
      '功能 3“9note” (标识符): 以字母开头，仅支持字母、数字和下划线',
      '功能 3“9note” (最大长度): 最大长度不能超过 255 字节',
      '功能 4“fault” (故障位): 故障型功能最多 30 位',
    ]);
    expect(sent(functionPaths.importFunc)).toHaveLength(0);
  });

  it('says when the file is not JSON or not a model', async () => {
    await show();
    await chooseFile(inputOf('func-import-input'), file('{oops'));
    await waitFor(() => expect(problems()).toEqual(['文件不是有效的 JSON']));
  });

  it('imports a clean model after a confirmation that it replaces the whole model', async () => {
    server.on('POST', api(functionPaths.importFunc), () => ({ body: envelope(0, 'ok', null) }));
    await show();
    const model = { version: 1, productKey: 'pk_lamp01', functions: [{ kind: 2, dpId: 101, name: '温度', identifier: 'temp', dataType: 'value', rwFlag: 'rw', min: 0, max: 10, step: 1 }] };
    await chooseFile(inputOf('func-import-input'), file(model, 'lamp.json'));
    await waitFor(() => expect(within('func-import-confirm').textContent).toContain('替换该产品现有的全部 5 个功能'));
    expect(sent(functionPaths.importFunc)).toHaveLength(0);
    await click(within('func-import-ok'));
    await waitFor(() => expect(bodies(functionPaths.importFunc)).toHaveLength(1));
    expect(bodies(functionPaths.importFunc)[0]).toEqual({
      productId: 'p1',
      model: {
        version: 1,
        productKey: 'pk_lamp01',
        functions: [{ kind: 2, dpId: 101, name: '温度', identifier: 'temp', dataType: 'value', rwFlag: 'rw', required: false, description: '', min: 0, max: 10, step: 1, multiple: 0, unit: '', defaultValue: null }],
      },
    });
  });

  it("lists the server's problems when it refuses the import", async () => {
    server.on('POST', api(functionPaths.importFunc), () => ({
      status: 422,
      body: envelope(ErrorCode.ModelInvalid, '导入的物模型有 1 处不符合规则，未做任何修改', {
        problems: [{ path: ['functions', 0, 'identifier'], key: 'validation.functionIdentifierDuplicate', params: { identifier: 'temp' } }],
      }),
    }));
    await show();
    const model = { version: 1, productKey: 'pk_lamp01', functions: [{ kind: 2, dpId: 101, name: '温度', identifier: 'temp', dataType: 'bool', rwFlag: 'rw' }] };
    await chooseFile(inputOf('func-import-input'), file(model));
    await waitFor(() => within('func-import-confirm'));
    await click(within('func-import-ok'));
    await waitFor(() => expect(problems()).toEqual(['功能 1“temp” (标识符): 标识符“temp”重复，标识符须唯一']));
    expect(within('func-import-problems').textContent).toContain('导入的物模型有 1 处不符合规则');
  });
});
