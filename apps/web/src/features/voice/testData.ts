import type { ProductFunction } from '@iotc/shared/functions';
import type { VoiceConfigAnswer, VoiceScheme, VoiceSchemeSummary } from '@iotc/shared/voice';
import { fnBase } from '@/features/devices/testData';
import { fixtureOf } from '@/test/fixtures';

/** A dimmable light: on / off, brightness 10-1000, a mode, and a report-only temperature no voice can set. */
export const lightFunctions: ProductFunction[] = [
  { ...fnBase, id: 'f1', dpId: 1, name: 'Switch', identifier: 'switch_led', rwFlag: 'rw', dataType: 'bool', defaultValue: null },
  { ...fnBase, id: 'f2', dpId: 2, name: 'Brightness', identifier: 'bright_value', rwFlag: 'rw', dataType: 'value', min: 10, max: 1000, step: 1, multiple: 0, unit: '', defaultValue: null },
  {
    ...fnBase,
    id: 'f3',
    dpId: 3,
    name: 'Mode',
    identifier: 'work_mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'white', name: 'White', description: 'White light' },
      { value: 'reading', name: 'Reading', description: 'Reading light' },
    ],
    defaultValue: null,
  },
  { ...fnBase, id: 'f4', dpId: 4, name: 'Temperature', identifier: 'temp_current', rwFlag: 'ro', dataType: 'value', min: 0, max: 600, step: 1, multiple: 1, unit: '℃', defaultValue: null },
];

/** An Alexa scheme of the light: on / off and brightness in percent with a named range. */
export const lightConfig = fixtureOf<VoiceConfigAnswer>({
  brand: 'Acme',
  deviceType: 'light',
  model: 'DL-1',
  skillId: 'amzn1.ask.skill.0000',
  projectName: '',
  projectId: '',
  secretFile: null,
  invocationName: 'acme light',
  functions: [
    {
      identifier: 'switch_led',
      prop: 'power',
      aliases: 'light;灯',
      unit: '',
      voiceMin: null,
      voiceMax: null,
      values: [],
      demo: 'turn on the light',
    },
    {
      identifier: 'bright_value',
      prop: 'brightness',
      aliases: 'brightness;亮度',
      unit: 'percent',
      voiceMin: 0,
      voiceMax: 100,
      values: [{ value: null, min: 1, max: 30, aliases: 'dim;暗一些' }],
      demo: 'set brightness to 50',
    },
  ],
});

export const schemeOf = fixtureOf<VoiceScheme>({
  platform: 'alexa',
  productId: 'p1',
  status: 'none',
  version: 0,
  functionCount: 0,
  publishedAt: null,
  updatedAt: null,
  config: null,
  published: null,
});

export const summaryOf = fixtureOf<VoiceSchemeSummary>({ platform: 'alexa', status: 'none', version: 0, functionCount: 0, publishedAt: null, updatedAt: null });
