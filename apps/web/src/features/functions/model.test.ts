import { describe, expect, it } from 'vitest';
import { checkThingModel, FunctionKind } from '@iotc/shared/functions';
import { i18n, loadLanguage } from '@/lib/i18n';
import { checkForm, formValuesOf, newFormValues, type FormValues } from './formValues';
import { nextFreeDpId, problemPlace, problemText, thingModelOf } from './model';
import { functionsFixture } from './testData';

// The page loads only its own language (zh-CN here): these tests read both.
await loadLanguage('en-US');
const en = i18n.getFixedT('en-US');
const zh = i18n.getFixedT('zh-CN');
const exists = (key: string) => i18n.exists(key);

const valueForm = (over: Partial<FormValues> = {}): FormValues => ({ ...newFormValues(105), name: '温度', identifier: 'temp_current', ...over });

describe('thingModelOf', () => {
  it('builds version 1 with the product key and every function with its kind, in DP ID order, and checks clean', () => {
    const model = thingModelOf('pk_lamp01', [...functionsFixture()].reverse());
    expect(model.version).toBe(1);
    expect(model.productKey).toBe('pk_lamp01');
    expect(model.functions.map((fn) => [fn.dpId, fn.kind])).toEqual([
      [1, FunctionKind.Standard],
      [2, FunctionKind.Standard],
      [101, FunctionKind.Custom],
      [102, FunctionKind.Custom],
      [104, FunctionKind.Custom],
    ]);
    // Nothing of the server's bookkeeping goes into the file.
    expect(Object.keys(model.functions[1]!).sort()).toEqual(
      ['defaultValue', 'description', 'dataType', 'dpId', 'identifier', 'kind', 'max', 'min', 'multiple', 'name', 'required', 'rwFlag', 'step', 'unit'].sort(),
    );
    expect(checkThingModel(JSON.parse(JSON.stringify(model)))).toEqual({ model, problems: [] });
  });
});

describe('nextFreeDpId', () => {
  it('is the smallest free custom DP ID, null when 101-199 are all taken', () => {
    expect(nextFreeDpId([])).toBe(101);
    expect(nextFreeDpId([1, 2, 101, 102, 104])).toBe(103);
    expect(nextFreeDpId(Array.from({ length: 99 }, (_, i) => 101 + i))).toBeNull();
  });
});

describe('problemPlace', () => {
  it('reads a path as a person would, in both languages', () => {
    expect(problemPlace({ path: ['functions', 3, 'identifier'] }, en, exists)).toBe('Function 4 (Identifier)');
    expect(problemPlace({ path: ['functions', 0, 'enumValues', 1, 'value'] }, en, exists, () => 'mode')).toBe('Function 1 "mode" (Enum values 2 › Value)');
    expect(problemPlace({ path: ['version'] }, en, exists)).toBe('Model (Model version)');
    expect(problemText({ path: ['functions', 3, 'dpId'], key: 'validation.functionDpIdRange', params: { min: 101, max: 199 } }, zh, exists)).toBe(
      '功能 4 (DP ID): DP ID 须为 101-199',
    );
  });
});

describe('checkForm', () => {
  const taken = functionsFixture();

  it('passes a good value function and gives it in the request shape', () => {
    const result = checkForm(valueForm(), FunctionKind.Custom, taken);
    expect(result.problems).toEqual([]);
    expect(result.value).toEqual({
      dpId: 105,
      name: '温度',
      identifier: 'temp_current',
      rwFlag: 'rw',
      required: false,
      description: '',
      dataType: 'value',
      min: 0,
      max: 100,
      step: 1,
      multiple: 0,
      unit: '',
      defaultValue: null,
    });
  });

  it('refuses DP ID 100 for a custom function with the spec message', () => {
    const result = checkForm(valueForm({ dpId: 100 }), FunctionKind.Custom, taken);
    expect(result.problems.map((p) => [p.field, en(p.key, p.params)])).toEqual([[['dpId'], 'The DP ID must be 101-199']]);
    expect(result.value).toBeNull();
  });

  it('names DP ID 100 even while other fields are still empty, and a repeated enum value beside an empty description', () => {
    const empty = checkForm({ ...newFormValues(100) }, FunctionKind.Custom, taken).problems.map((p) => [p.field.join('.'), p.key]);
    expect(empty).toContainEqual(['dpId', 'validation.functionDpIdRange']);
    expect(empty).toContainEqual(['name', 'validation.required']);
    const values = valueForm({ dataType: 'enum' });
    values.spec!.enum = { enumValues: [{ value: 'a', name: 'A', description: '' }, { value: 'a', name: 'B', description: 'b' }], defaultValue: null };
    const problems = checkForm(values, FunctionKind.Custom, taken).problems.map((p) => [p.field.join('.'), p.key]);
    expect(problems).toEqual([
      ['spec.enum.enumValues.0.description', 'validation.required'],
      ['spec.enum.enumValues.1.value', 'validation.functionEnumValueDuplicate'],
    ]);
  });

  it('refuses a DP ID or identifier another function has (identifiers ignore case)', () => {
    const result = checkForm(valueForm({ dpId: 101, identifier: 'Work_Mode' }), FunctionKind.Custom, taken);
    expect(result.problems.map((p) => [p.field.join('.'), p.key])).toEqual([
      ['dpId', 'validation.functionDpIdDuplicate'],
      ['identifier', 'validation.functionIdentifierDuplicate'],
    ]);
  });

  it('places type-specific problems under spec.<type>', () => {
    const values = valueForm({ dataType: 'enum' });
    values.spec!.enum = { enumValues: [{ value: 'a', name: 'A', description: 'x' }, { value: 'a', name: 'B', description: '' }], defaultValue: null };
    const problems = checkForm(values, FunctionKind.Custom, taken).problems.map((p) => [p.field.join('.'), p.key]);
    expect(problems).toContainEqual(['spec.enum.enumValues.1.value', 'validation.functionEnumValueDuplicate']);
    expect(problems).toContainEqual(['spec.enum.enumValues.1.description', 'validation.required']);
  });

  it('lets a standard function keep a DP ID outside 101-199', () => {
    const fn = taken[1]!;
    const result = checkForm(formValuesOf(fn), FunctionKind.Standard, taken.filter((f) => f.id !== fn.id));
    expect(result.problems).toEqual([]);
  });
});
