import { describe, expect, it } from 'vitest';
import { LANGS, messages } from '@iotc/shared';
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';
import { buildResources, currentLanguage, i18n, loadLanguage, type Dictionary } from './i18n';

function leafKeys(dict: Dictionary, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookup(dict: Dictionary, key: string): string | Dictionary | undefined {
  return key.split('.').reduce<string | Dictionary | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), dict);
}

describe('resources', () => {
  it("loads the page's language only", () => {
    for (const lang of LANGS) expect([lang, i18n.hasResourceBundle(lang, 'translation')]).toEqual([lang, lang === currentLanguage]);
    expect(i18n.t('app.name')).toBe(lookup(currentLanguage === 'zh-CN' ? zhCN : enUS, 'app.name'));
  });

  it('has the same shell keys in both languages', () => {
    expect(leafKeys(zhCN).sort()).toEqual(leafKeys(enUS).sort());
  });

  it('nests the shared dictionary with i18next placeholders', async () => {
    for (const lang of LANGS) {
      const resources = await buildResources(lang);
      expect(lookup(resources, 'validation.required')).toBe(messages[lang]['validation.required']);
      expect(lookup(resources, 'validation.lengthRange')).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
    }
  });

  it('places each feature file under the feature name, beside the shell strings', async () => {
    const resources = await buildResources('en-US');
    expect(lookup(resources, 'app.name')).toBe('IoT Console');
    const features = Object.keys(import.meta.glob('../features/*/locales/en-US.json')).map((path) => path.split('/')[2]!);
    for (const feature of features) expect(typeof lookup(resources, feature)).toBe('object');
  });

  it("keeps a shared group's messages beside the texts of the feature of the same name (firmware, ota)", async () => {
    const resources = await buildResources('en-US');
    expect(lookup(resources, 'firmware.onlyBin')).toBe(messages['en-US']['firmware.onlyBin']);
    expect(lookup(resources, 'firmware.list.title')).toBe('Firmware');
    expect(lookup(resources, 'ota.stageRequired')).toBe(messages['en-US']['ota.stageRequired']);
    expect(typeof lookup(resources, 'ota.list.title')).toBe('string');
  });

  it("keeps the console's texts out of the public part, and has every feature in the two parts together", async () => {
    const publicOnly = await buildResources('zh-CN', ['public']);
    const both = await buildResources('zh-CN');
    for (const feature of ['auth', 'docs', 'errors']) expect(typeof lookup(publicOnly, feature)).toBe('object');
    expect(lookup(publicOnly, 'app.name')).toBe(lookup(zhCN, 'app.name'));
    expect(lookup(publicOnly, 'validation.required')).toBe(messages['zh-CN']['validation.required']);
    expect(lookup(publicOnly, 'products')).toBeUndefined();
    // The features' shared messages come with the console's part.
    expect(lookup(publicOnly, 'firmware')).toBeUndefined();
    expect(lookup(both, 'firmware.onlyBin')).toBe(messages['zh-CN']['firmware.onlyBin']);
    const features = Object.keys(import.meta.glob('../features/*/locales/zh-CN.json')).map((path) => path.split('/')[2]!);
    for (const feature of features) expect([feature, typeof lookup(both, feature)]).toEqual([feature, 'object']);
  });

  it('keeps shell top-level names apart from features and shared groups', () => {
    const shared = new Set(Object.keys(messages['en-US']).map((key) => key.split('.')[0]));
    const features = Object.keys(import.meta.glob('../features/*/locales/en-US.json')).map((path) => path.split('/')[2]);
    for (const name of Object.keys(enUS)) {
      expect(shared.has(name)).toBe(false);
      expect(features).not.toContain(name);
    }
  });
});

describe('counts', () => {
  it('reads right for one and for many in English, wherever a list counts its things', async () => {
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(en('notices.list.total', { count: 1 })).toBe('1 notice');
    expect(en('notices.list.total', { count: 2 })).toBe('2 notices');
    expect(en('users.total', { count: 1 })).toBe('1 user');
    expect(en('devicePush.list.total', { count: 1 })).toBe('1 push');
    expect(en('functions.form.saveCount', { count: 1 })).toBe('Save 1 function');
    expect(en('account.security.timeCustom', { count: 1 })).toContain('1 hour;');
  });
});

