import { describe, expect, it } from 'vitest';
import { APP_HOST_URL } from '../constants.ts';
import { issueMessages } from '../validation/index.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { conditionHolds, devicePushInputSchema, type DevicePushInput } from './schemas.ts';

const push = (over: Partial<DevicePushInput> = {}): DevicePushInput => ({
  productId: 'p1',
  titleZh: '温度过高',
  contentZh: '温度超过 50',
  conditionType: 'all',
  conditions: [{ identifier: 'temp', operator: '>', value: 500 }],
  triggerMode: 'edge',
  target: 'owner',
  method: 'messageCentre',
  openMethod: 'panel',
  ...over,
});

const problems = (over: Partial<DevicePushInput>) => issueMessages(devicePushInputSchema.safeParse(push(over))).map((m) => [m.path.join('.'), m.key]);

describe('the device message push rules of 001 §5', () => {
  it('takes a complete push, and drops an open URL the open method does not use', () => {
    expect(devicePushInputSchema.parse(push({ openUrl: `${APP_HOST_URL}x` }))).toMatchObject({ titleEn: '', contentEn: '', enabled: true, openUrl: null });
    expect(devicePushInputSchema.parse(push({ openMethod: 'url', openUrl: `${APP_HOST_URL}x` })).openUrl).toBe(`${APP_HOST_URL}x`);
  });

  it('requires the Chinese title and content, and keeps every text within 300 characters', () => {
    expect(problems({ titleZh: ' ', contentZh: '' })).toEqual([
      ['titleZh', 'validation.required'],
      ['contentZh', 'validation.required'],
    ]);
    expect(problems({ titleZh: 'x'.repeat(300), contentEn: 'x'.repeat(300) })).toEqual([]);
    expect(problems({ titleEn: 'x'.repeat(301), contentZh: 'x'.repeat(301) })).toEqual([
      ['titleEn', 'validation.maxLength'],
      ['contentZh', 'validation.lengthRange'],
    ]);
  });

  it('requires conditions, each function once, and trigger mode, target, method and open method', () => {
    expect(problems({ conditions: [] })).toEqual([['conditions', 'validation.minItems']]);
    expect(
      problems({
        conditions: [
          { identifier: 'temp', operator: '>', value: 1 },
          { identifier: 'TEMP', operator: '<', value: 9 },
        ],
      }),
    ).toEqual([['conditions.1.identifier', 'validation.pushFunctionRepeated']]);
    expect(problems({ triggerMode: undefined, target: undefined, method: undefined, openMethod: undefined, conditionType: undefined })).toEqual([
      ['conditionType', 'validation.required'],
      ['triggerMode', 'validation.required'],
      ['target', 'validation.required'],
      ['method', 'validation.required'],
      ['openMethod', 'validation.required'],
    ]);
  });

  it('requires an open URL starting with {host} when the push opens one', () => {
    expect(problems({ openMethod: 'url' })).toEqual([['openUrl', 'validation.required']]);
    expect(problems({ openMethod: 'url', openUrl: 'http://example.com' })).toEqual([['openUrl', 'validation.pushUrlPrefix']]);
    expect(problems({ openMethod: 'url', openUrl: 'https://example.com/' })).toEqual([['openUrl', 'validation.pushUrlPrefix']]);
  });
});

describe('conditionHolds', () => {
  const value = { dataType: 'value', identifier: 'temp' } as ProductFunction;
  const fault = { dataType: 'fault', identifier: 'fault' } as ProductFunction;

  it('compares numbers every way, other values for equality, and never holds on a value not reported', () => {
    expect(conditionHolds(value, { identifier: 'temp', operator: '>', value: 500 }, 501)).toBe(true);
    expect(conditionHolds(value, { identifier: 'temp', operator: '>', value: 500 }, 500)).toBe(false);
    expect(conditionHolds(value, { identifier: 'temp', operator: '<=', value: 500 }, 500)).toBe(true);
    expect(conditionHolds(value, { identifier: 'temp', operator: '!=', value: 500 }, undefined)).toBe(false);
    expect(conditionHolds({ dataType: 'enum' } as ProductFunction, { identifier: 'm', operator: '==', value: 'warm' }, 'warm')).toBe(true);
  });

  it('reads a fault condition as one bit: == while set, != while clear', () => {
    expect(conditionHolds(fault, { identifier: 'fault', operator: '==', value: 1 }, 2)).toBe(true);
    expect(conditionHolds(fault, { identifier: 'fault', operator: '==', value: 1 }, 1)).toBe(false);
    expect(conditionHolds(fault, { identifier: 'fault', operator: '!=', value: 1 }, 1)).toBe(true);
  });
});
