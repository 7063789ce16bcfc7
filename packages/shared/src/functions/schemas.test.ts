import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate, translateValidation } from '../translate.ts';
import { issueMessages } from '../validation/index.ts';
import {
  FunctionKind,
  addFuncBody,
  addStandardFuncBody,
  checkThingModel,
  customFunctionSchema,
  deleteFuncBody,
  editFuncBody,
  functionInputSchema,
  modelProblems,
  type FunctionInput,
  type ModelFunction,
} from './schemas.ts';

/** Every problem as "path: key", in zod's order. */
function problems(schema: z.ZodType, value: unknown): string[] {
  return issueMessages(schema.safeParse(value)).map((m) => `${m.path.join('.')}: ${m.key}`);
}

const bool = (over: Partial<FunctionInput> = {}): FunctionInput =>
  ({ dpId: 101, name: '开关', identifier: 'switch_led', rwFlag: 'rw', dataType: 'bool', ...over }) as FunctionInput;
const value = (over: Record<string, unknown> = {}): FunctionInput =>
  ({ dpId: 102, name: '亮度', identifier: 'bright_value', rwFlag: 'rw', dataType: 'value', min: 10, max: 1000, step: 1, multiple: 0, unit: '', ...over }) as FunctionInput;
const enumFn = (over: Record<string, unknown> = {}): FunctionInput =>
  ({
    dpId: 103,
    name: '模式',
    identifier: 'work_mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'white', name: '白光', description: 'White light' },
      { value: 'colour', name: '彩光', description: 'Colour light' },
    ],
    ...over,
  }) as FunctionInput;
const text = (over: Record<string, unknown> = {}): FunctionInput =>
  ({ dpId: 104, name: 'Label', identifier: 'label', rwFlag: 'rw', dataType: 'string', maxLength: 255, ...over }) as FunctionInput;
const raw = (over: Record<string, unknown> = {}): FunctionInput =>
  ({ dpId: 105, name: 'Raw', identifier: 'raw_data', rwFlag: 'rw', dataType: 'raw', maxLength: 4, ...over }) as FunctionInput;
const bits = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `故障${i}`, description: '' }));
const fault = (over: Record<string, unknown> = {}): FunctionInput =>
  ({ dpId: 106, name: '故障', identifier: 'fault', rwFlag: 'ro', dataType: 'fault', faultBits: bits(3), ...over }) as FunctionInput;

describe('DP ID (101-199 for custom functions)', () => {
  it('takes 101 and 199 for a custom function', () => {
    expect(problems(customFunctionSchema, bool({ dpId: 101 }))).toEqual([]);
    expect(problems(customFunctionSchema, bool({ dpId: 199 }))).toEqual([]);
  });

  it('refuses 100 and 200 with the range message', () => {
    for (const dpId of [100, 200, 0, -1]) {
      const result = customFunctionSchema.safeParse(bool({ dpId }));
      const [issue] = issueMessages(result);
      expect(issue).toEqual({ key: 'validation.functionDpIdRange', params: { min: 101, max: 199 }, path: ['dpId'] });
    }
    const [issue] = issueMessages(customFunctionSchema.safeParse(bool({ dpId: 100 })));
    expect(translateValidation('en-US', issue!)).toBe('DP ID: The DP ID must be 101-199');
    expect(translateValidation('zh-CN', issue!)).toBe('DP ID：DP ID 须为 101-199');
  });

  it('refuses a DP ID that is not a whole number', () => {
    expect(problems(customFunctionSchema, bool({ dpId: 101.5 }))).toEqual(['dpId: validation.invalidType']);
    expect(problems(customFunctionSchema, { ...bool(), dpId: undefined })).toEqual(['dpId: validation.required']);
  });

  it('checks the range of each kind across a model: standard 1-100, custom 101-199, advanced 200-255', () => {
    expect(
      modelProblems([
        { dpId: 1, identifier: 'a', kind: FunctionKind.Standard },
        { dpId: 101, identifier: 'b', kind: FunctionKind.Custom },
        { dpId: 255, identifier: 'c', kind: FunctionKind.Advanced },
      ]),
    ).toEqual([]);
    expect(
      modelProblems([
        { dpId: 101, identifier: 'a', kind: FunctionKind.Standard },
        { dpId: 100, identifier: 'b', kind: FunctionKind.Custom },
        { dpId: 199, identifier: 'c', kind: FunctionKind.Advanced },
        { dpId: 200, identifier: 'd' },
      ]).map((p) => [p.path, p.params]),
    ).toEqual([
      [[0, 'dpId'], { min: 1, max: 100 }],
      [[1, 'dpId'], { min: 101, max: 199 }],
      [[2, 'dpId'], { min: 200, max: 255 }],
      [[3, 'dpId'], { min: 101, max: 199 }],
    ]);
  });
});

describe('unique DP IDs and identifiers across a model', () => {
  it('lists every repeated DP ID and identifier, not only the first', () => {
    const found = modelProblems([
      { dpId: 101, identifier: 'switch' },
      { dpId: 101, identifier: 'mode' },
      { dpId: 102, identifier: 'SWITCH' },
      { dpId: 102, identifier: 'mode' },
      { dpId: 101, identifier: 'other' },
    ]);
    expect(found).toEqual([
      { path: [1, 'dpId'], key: 'validation.functionDpIdDuplicate', params: { dpId: 101 } },
      { path: [2, 'identifier'], key: 'validation.functionIdentifierDuplicate', params: { identifier: 'SWITCH' } },
      { path: [3, 'dpId'], key: 'validation.functionDpIdDuplicate', params: { dpId: 102 } },
      { path: [3, 'identifier'], key: 'validation.functionIdentifierDuplicate', params: { identifier: 'mode' } },
      { path: [4, 'dpId'], key: 'validation.functionDpIdDuplicate', params: { dpId: 101 } },
    ]);
    expect(translate('en-US', found[1]!.key, found[1]!.params)).toBe('Identifier "SWITCH" is used twice; identifiers must be unique');
  });
});

describe('function name', () => {
  it('takes Chinese and English letters, digits and dots', () => {
    for (const name of ['开关', 'Switch', 'Light2', 'v1.2', '亮度.Level3', 'a'.repeat(50)]) {
      expect(problems(functionInputSchema, bool({ name })), name).toEqual([]);
    }
  });

  it('refuses spaces, symbols and underscores, empty and too long names', () => {
    for (const name of ['a b', 'a_b', 'a-b', '开关!', 'emoji😀', 'ä']) {
      expect(problems(functionInputSchema, bool({ name })), name).toEqual(['name: validation.functionNameRule']);
    }
    expect(problems(functionInputSchema, bool({ name: '' }))).toEqual(['name: validation.required']);
    expect(problems(functionInputSchema, bool({ name: 'a'.repeat(51) }))).toEqual(['name: validation.lengthRange']);
  });
});

describe('identifier', () => {
  it('takes letters, digits and underscores starting with a letter', () => {
    for (const identifier of ['a', 'switch_led', 'Temp2', 'a_1_b']) expect(problems(functionInputSchema, bool({ identifier })), identifier).toEqual([]);
  });

  it('refuses one starting with a digit or an underscore, or with other characters', () => {
    for (const identifier of ['1a', '_a', 'a-b', 'a b', '开关', 'a.b']) {
      expect(problems(functionInputSchema, bool({ identifier })), identifier).toEqual(['identifier: validation.functionIdentifierRule']);
    }
    expect(problems(functionInputSchema, bool({ identifier: '' }))).toEqual(['identifier: validation.required']);
  });
});

describe('enum values', () => {
  it('takes values with a name and a description, and a default among them', () => {
    expect(problems(functionInputSchema, enumFn({ defaultValue: 'colour' }))).toEqual([]);
  });

  it('requires the value, the name and the description of each', () => {
    const enumValues = [
      { value: '', name: '白光', description: 'White' },
      { value: 'colour', name: '', description: 'Colour' },
      { value: 'scene', name: '场景', description: '' },
      { name: '音乐', description: 'Music' },
    ];
    expect(problems(functionInputSchema, enumFn({ enumValues }))).toEqual([
      'enumValues.0.value: validation.required',
      'enumValues.1.name: validation.required',
      'enumValues.2.description: validation.required',
      'enumValues.3.value: validation.required',
    ]);
    expect(problems(functionInputSchema, enumFn({ enumValues: [] }))).toEqual(['enumValues: validation.minItems']);
  });

  it('refuses repeated values, naming each repeat', () => {
    const enumValues = [
      { value: 'white', name: '白光', description: 'White' },
      { value: 'colour', name: '彩光', description: 'Colour' },
      { value: 'white', name: '白光2', description: 'White again' },
      { value: 'colour', name: '彩光2', description: 'Colour again' },
    ];
    const found = issueMessages(functionInputSchema.safeParse(enumFn({ enumValues })));
    expect(found.map((m) => [m.path.join('.'), m.key, m.params])).toEqual([
      ['enumValues.2.value', 'validation.functionEnumValueDuplicate', { value: 'white' }],
      ['enumValues.3.value', 'validation.functionEnumValueDuplicate', { value: 'colour' }],
    ]);
  });

  it('refuses a default that is not one of the values', () => {
    expect(problems(functionInputSchema, enumFn({ defaultValue: 'music' }))).toEqual(['defaultValue: validation.functionDefaultNotEnum']);
  });
});

describe('fault bits (up to 30)', () => {
  it('takes 1 to 30 bits on a report-only function', () => {
    expect(problems(functionInputSchema, fault({ faultBits: bits(1) }))).toEqual([]);
    expect(problems(functionInputSchema, fault({ faultBits: bits(30) }))).toEqual([]);
  });

  it('refuses 31 bits, none, and a fault function that can be sent', () => {
    expect(problems(functionInputSchema, fault({ faultBits: bits(31) }))).toEqual(['faultBits: validation.functionFaultBits']);
    expect(problems(functionInputSchema, fault({ faultBits: [] }))).toEqual(['faultBits: validation.minItems']);
    expect(problems(functionInputSchema, fault({ rwFlag: 'rw' }))).toEqual(['rwFlag: validation.functionFaultReportOnly']);
  });
});

describe('max length (≤ 255 bytes)', () => {
  it('takes 1 to 255 for string and raw functions', () => {
    for (const maxLength of [1, 255]) {
      expect(problems(functionInputSchema, text({ maxLength })), `string ${maxLength}`).toEqual([]);
      expect(problems(functionInputSchema, raw({ maxLength })), `raw ${maxLength}`).toEqual([]);
    }
  });

  it('refuses 256 and 0', () => {
    expect(problems(functionInputSchema, text({ maxLength: 256 }))).toEqual(['maxLength: validation.functionMaxLengthBytes']);
    expect(problems(functionInputSchema, raw({ maxLength: 256 }))).toEqual(['maxLength: validation.functionMaxLengthBytes']);
    expect(problems(functionInputSchema, text({ maxLength: 0 }))).toEqual(['maxLength: validation.minValue']);
  });

  it('counts a string default in UTF-8 bytes: two Chinese characters are 6 bytes', () => {
    expect(problems(functionInputSchema, text({ maxLength: 4, defaultValue: 'abcd' }))).toEqual([]);
    expect(problems(functionInputSchema, text({ maxLength: 6, defaultValue: '中文' }))).toEqual([]);
    const found = issueMessages(functionInputSchema.safeParse(text({ maxLength: 4, defaultValue: '中文' })));
    expect(found).toEqual([{ key: 'validation.functionDefaultTooLong', params: { max: 4 }, path: ['defaultValue'] }]);
  });

  it('counts a raw default in bytes of hexadecimal and refuses other text', () => {
    expect(problems(functionInputSchema, raw({ maxLength: 2, defaultValue: '0A1B' }))).toEqual([]);
    expect(problems(functionInputSchema, raw({ maxLength: 2, defaultValue: '0A1B2C' }))).toEqual(['defaultValue: validation.functionDefaultTooLong']);
    for (const defaultValue of ['0G', 'ABC', 'hello']) {
      expect(problems(functionInputSchema, raw({ defaultValue })), defaultValue).toEqual(['defaultValue: validation.functionRawHex']);
    }
  });
});

describe('value functions', () => {
  it('takes a range with a step and a default inside it on a step', () => {
    expect(problems(functionInputSchema, value({ min: 0, max: 100, step: 5, defaultValue: 25, unit: '%', multiple: 1 }))).toEqual([]);
    expect(problems(functionInputSchema, value({ min: -20, max: 50, step: 1, defaultValue: -20 }))).toEqual([]);
  });

  it('refuses a maximum not above the minimum', () => {
    expect(problems(functionInputSchema, value({ min: 10, max: 10 }))).toEqual(['max: validation.functionMaxAboveMin']);
    expect(problems(functionInputSchema, value({ min: 10, max: 5 }))).toEqual(['max: validation.functionMaxAboveMin']);
  });

  it('refuses a step of 0 or larger than the range', () => {
    expect(problems(functionInputSchema, value({ min: 0, max: 10, step: 0 }))).toEqual(['step: validation.minValue']);
    expect(problems(functionInputSchema, value({ min: 0, max: 10, step: 11 }))).toEqual(['step: validation.functionStepTooLarge']);
  });

  it('refuses a default outside the range or off the step', () => {
    for (const defaultValue of [-1, 101, 7]) {
      expect(problems(functionInputSchema, value({ min: 0, max: 100, step: 5, defaultValue })), String(defaultValue)).toEqual([
        'defaultValue: validation.functionDefaultOutOfRange',
      ]);
    }
  });

  it('refuses a scale above 3, fractions and numbers beyond 4-byte integers', () => {
    expect(problems(functionInputSchema, value({ multiple: 4 }))).toEqual(['multiple: validation.maxValue']);
    expect(problems(functionInputSchema, value({ min: 0.5 }))).toEqual(['min: validation.invalidType']);
    expect(problems(functionInputSchema, value({ max: 2 ** 31 }))).toEqual(['max: validation.maxValue']);
  });

  it('refuses a missing data type with its own message', () => {
    expect(problems(functionInputSchema, { ...bool(), dataType: undefined })).toEqual(['dataType: validation.functionDataType']);
    expect(problems(functionInputSchema, { ...bool(), dataType: 'float' })).toEqual(['dataType: validation.functionDataType']);
  });
});

describe('at most 10 functions per save', () => {
  const customs = (n: number) => Array.from({ length: n }, (_, i) => bool({ dpId: 101 + i, identifier: `f${i}` }));

  it('takes 1 to 10 custom functions in one add', () => {
    expect(problems(addFuncBody, { productId: 'p', functions: customs(10) })).toEqual([]);
  });

  it('refuses 11 in an add, a standard add or a delete, and none', () => {
    expect(problems(addFuncBody, { productId: 'p', functions: customs(11) })).toEqual(['functions: validation.functionPerSaveLimit']);
    expect(problems(addStandardFuncBody, { productId: 'p', templateIds: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual([
      'templateIds: validation.functionPerSaveLimit',
    ]);
    expect(problems(deleteFuncBody, { productId: 'p', ids: Array.from({ length: 11 }, (_, i) => `f${i}`) })).toEqual(['ids: validation.functionPerSaveLimit']);
    expect(problems(addFuncBody, { productId: 'p', functions: [] })).toEqual(['functions: validation.minItems']);
  });

  it('checks the DP ID range of every added function', () => {
    expect(problems(addFuncBody, { productId: 'p', functions: [bool({ dpId: 100 }), bool({ dpId: 200, identifier: 'b' })] })).toEqual([
      'functions.0.dpId: validation.functionDpIdRange',
      'functions.1.dpId: validation.functionDpIdRange',
    ]);
  });

  it('lets an edit carry any DP ID (a standard function keeps its own; the server checks the kind)', () => {
    expect(problems(editFuncBody, { productId: 'p', id: 'f', ...bool({ dpId: 20 }) })).toEqual([]);
  });
});

describe('checkThingModel (JSON import)', () => {
  const fn = (f: FunctionInput, kind: FunctionKind = FunctionKind.Custom): ModelFunction => ({ kind, ...f }) as ModelFunction;

  it('accepts a whole model of every kind and type, more than 10 functions at once', () => {
    const functions = [
      fn(bool({ dpId: 1, identifier: 'switch_led' }), FunctionKind.Standard),
      fn(value({ dpId: 2 }), FunctionKind.Standard),
      fn(enumFn({ dpId: 201 }), FunctionKind.Advanced),
      fn(text()),
      fn(raw()),
      fn(fault()),
      ...Array.from({ length: 8 }, (_, i) => fn(bool({ dpId: 150 + i, identifier: `extra${i}` }))),
    ];
    const { model, problems: found } = checkThingModel({ version: 1, productKey: 'k', functions });
    expect(found).toEqual([]);
    expect(model?.functions).toHaveLength(14);
    expect(model?.functions[1]).toMatchObject({ kind: 1, dataType: 'value', min: 10, max: 1000, defaultValue: null });
  });

  it('lists every broken rule of every function, with cross-function ones even beside broken functions', () => {
    const functions = [
      fn(bool({ dpId: 100, identifier: 'switch' })),
      fn(bool({ dpId: 101, name: 'bad name', identifier: 'mode' })),
      fn(bool({ dpId: 101, identifier: 'Switch' })),
      { kind: FunctionKind.Custom, dpId: 102, identifier: 'mode', name: '模式', rwFlag: 'rw', dataType: 'enum', enumValues: [] },
      fn(text({ dpId: 103, maxLength: 300 })),
      fn(fault({ dpId: 104, faultBits: bits(31) })),
    ];
    const { model, problems: found } = checkThingModel({ version: 1, functions });
    expect(model).toBeNull();
    expect(found.map((p) => `${p.path.join('.')}: ${p.key}`)).toEqual([
      'functions.0.dpId: validation.functionDpIdRange',
      'functions.1.name: validation.functionNameRule',
      'functions.2.dpId: validation.functionDpIdDuplicate',
      'functions.2.identifier: validation.functionIdentifierDuplicate',
      'functions.3.enumValues: validation.minItems',
      'functions.3.identifier: validation.functionIdentifierDuplicate',
      'functions.4.maxLength: validation.functionMaxLengthBytes',
      'functions.5.faultBits: validation.functionFaultBits',
    ]);
  });

  it('refuses what is not an exported model', () => {
    for (const input of [null, [], { functions: [] }, { version: 2, functions: [fn(bool())] }, { version: 1, functions: 'x' }]) {
      const { model, problems: found } = checkThingModel(input);
      expect(model, JSON.stringify(input)).toBeNull();
      expect(found.length, JSON.stringify(input)).toBeGreaterThan(0);
    }
    expect(checkThingModel({ version: 1, functions: [] }).problems.map((p) => p.key)).toEqual(['validation.minItems']);
  });
});
