import { describe, expect, it } from 'vitest';
import { MANUAL_LANGS } from '@iotc/shared/manuals';
import { PAIRING_MEDIA_TYPES } from '@iotc/shared/networkGuide';
import {
  ACTIVE_TYPES,
  COPIED_ITEMS,
  DEVELOPMENT_CHECKS,
  DEVELOPMENT_SCHEMES,
  NETWORK_TYPES,
  NOT_COPIED_ITEMS,
  POWER_CONSUME_TYPES,
  PRODUCT_STATUSES,
  RETURN_DEVELOP_WARNINGS,
} from '@iotc/shared/products';
import { TEST_RESULTS } from '@iotc/shared/testService';
import { buildResources } from '@/lib/i18n';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';
import * as labels from './labels';

describe('product labels', () => {
  it('name every value of every product enumeration in both languages', async () => {
    const groups: [string, readonly (string | number)[]][] = [
      ['networkType', NETWORK_TYPES],
      ['scheme', DEVELOPMENT_SCHEMES],
      ['powerConsumeType', POWER_CONSUME_TYPES],
      ['activeType', ACTIVE_TYPES],
      ['copyItem', COPIED_ITEMS],
      ['notCopiedItem', NOT_COPIED_ITEMS],
      ['check', DEVELOPMENT_CHECKS],
      ['returnWarning', RETURN_DEVELOP_WARNINGS],
      ['testResult', TEST_RESULTS],
      ['manualLang', MANUAL_LANGS],
      ['pairingMediaType', PAIRING_MEDIA_TYPES],
    ];
    for (const dict of [en, zh] as Record<string, unknown>[]) {
      for (const [group, values] of groups) {
        const texts = dict[group] as Record<string, string>;
        expect(Object.keys(texts).sort(), group).toEqual(values.map(String).sort());
      }
      expect(Object.keys(dict.status as object).length).toBe(PRODUCT_STATUSES.length);
    }
    expect((await buildResources('zh-CN')).products).toBeDefined();
  });

  it('label values in the page language, and show an unknown value as itself', () => {
    expect(labels.networkTypeLabel('ble_mesh')).toBe('蓝牙 Mesh');
    expect(labels.productStatusLabel(2)).toBe('已发布');
    expect(labels.schemeLabel('soc')).toBe('SoC');
    expect(labels.networkTypeLabel('lora' as never)).toBe('lora');
    expect(labels.classNameOf({ nameZh: '', nameEn: 'Fan' })).toBe('Fan');
  });
});
