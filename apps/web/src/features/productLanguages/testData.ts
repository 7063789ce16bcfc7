import type { LanguageEntry, LanguageImportCheck } from '@iotc/shared/productLanguages';
import { fixtureOf } from '@/test/fixtures';

/** Fixtures of the product languages tests, shaped as the server answers. */
export const languageEntry = fixtureOf<LanguageEntry>({
  key: 'function.switch_led.name',
  tab: 'function',
  identifier: 'switch_led',
  pairingStep: null,
  pairingMethod: null,
  zh: '开关',
  en: 'Switch',
  sourceZh: '开关',
  sourceEn: 'Switch',
  edited: false,
});

/** A function tab of a lamp: its switch as the catalogue names it, its brightness renamed in English. */
export const functionEntries = (): LanguageEntry[] => [
  languageEntry(),
  languageEntry({ key: 'function.bright_value.name', identifier: 'bright_value', zh: '亮度', en: 'Glow', sourceZh: '亮度', sourceEn: 'Brightness', edited: true }),
];

export const pairingEntries = (): LanguageEntry[] => [
  languageEntry({ key: 'pairing.method', tab: 'pairing', identifier: '', pairingMethod: 'wifi_ble', zh: '快连', en: 'Quick pairing', sourceZh: '快连', sourceEn: 'Quick pairing' }),
  languageEntry({ key: 'pairing.step.1', tab: 'pairing', identifier: '', pairingStep: 1, pairingMethod: 'wifi_ble', zh: '长按复位键', en: 'Hold reset', sourceZh: '长按复位键', sourceEn: 'Hold reset' }),
];

export const importCheck = fixtureOf<LanguageImportCheck>({
  changes: [{ key: 'function.switch_led.name', tab: 'function', identifier: 'switch_led', zh: '开关', en: 'Power', beforeZh: '开关', beforeEn: 'Switch' }],
  unchanged: 11,
});
