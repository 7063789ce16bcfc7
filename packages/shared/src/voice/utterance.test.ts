import { describe, expect, it } from 'vitest';
import { VOICE_UTTERANCE_MAX_LENGTH } from '../constants.ts';
import { FunctionKind, type ProductFunction } from '../functions/schemas.ts';
import { translate } from '../translate.ts';
import type { VoiceFunction } from './schemas.ts';
import { matchUtterance, normalizeUtterance, type UtteranceResult, voiceToRaw } from './utterance.ts';

const base = { id: 'f', productId: 'p1', kind: FunctionKind.Custom, templateId: null, required: false, description: '', sceneCondition: false, sceneAction: false, timer: false, createdAt: 1, updatedAt: 1 };
const fn = (over: Record<string, unknown>) => ({ ...base, rwFlag: 'rw', ...over }) as ProductFunction;

/** A dimmable light with a colour temperature, a mode and a report-only temperature. */
const light: ProductFunction[] = [
  fn({ dpId: 1, name: '开关', identifier: 'switch_led', dataType: 'bool', defaultValue: null }),
  fn({ dpId: 2, name: '亮度', identifier: 'bright_value', dataType: 'value', min: 10, max: 1000, step: 1, multiple: 0, unit: '', defaultValue: null }),
  fn({ dpId: 3, name: 'Colour temperature', identifier: 'temp_value', dataType: 'value', min: 0, max: 1000, step: 10, multiple: 0, unit: 'K', defaultValue: null }),
  fn({
    dpId: 4,
    name: '模式',
    identifier: 'work_mode',
    dataType: 'enum',
    enumValues: [
      { value: 'white', name: 'White', description: 'White light' },
      { value: 'reading', name: 'Reading', description: 'Reading light' },
      { value: 'night', name: '夜灯', description: 'Night light' },
    ],
    defaultValue: null,
  }),
  fn({ dpId: 5, name: 'Room temperature', identifier: 'temp_current', rwFlag: 'ro', dataType: 'value', min: -200, max: 600, step: 1, multiple: 1, unit: '℃', defaultValue: null }),
];

const mapping = (over: Partial<VoiceFunction> & Pick<VoiceFunction, 'identifier' | 'aliases'>): VoiceFunction => ({
  prop: 'custom',
  unit: '',
  voiceMin: null,
  voiceMax: null,
  values: [],
  demo: '',
  ...over,
});

const power = mapping({
  identifier: 'switch_led',
  prop: 'power',
  aliases: 'light;lamp;灯;开关',
  values: [
    { value: 'true', min: null, max: null, aliases: 'lights up;亮起来' },
    { value: 'false', min: null, max: null, aliases: 'lights out;熄灭' },
  ],
});
const brightness = mapping({
  identifier: 'bright_value',
  prop: 'brightness',
  aliases: 'brightness;light brightness;亮度',
  unit: 'percent',
  voiceMin: 0,
  voiceMax: 100,
  values: [
    { value: null, min: 1, max: 30, aliases: 'dim;暗一些' },
    { value: null, min: 70, max: 100, aliases: 'bright;明亮' },
  ],
});
const colour = mapping({ identifier: 'temp_value', prop: 'colorTemperature', aliases: 'colour temperature;color temperature;色温', unit: 'kelvin', voiceMin: 2700, voiceMax: 6500 });
const mode = mapping({
  identifier: 'work_mode',
  prop: 'mode',
  aliases: 'mode;模式',
  values: [
    { value: 'reading', min: null, max: null, aliases: 'reading;阅读' },
    { value: 'night', min: null, max: null, aliases: 'night light;夜灯' },
  ],
});
const scheme = { functions: [power, brightness, colour, mode] };

/** The answer reduced to what a test reads: the function, what was heard and what is sent; or the refusal. */
function heard(phrase: string, config: { functions: readonly VoiceFunction[] } = scheme, functions = light) {
  const result: UtteranceResult<VoiceFunction> = matchUtterance(phrase, config, functions);
  if (!result.ok) return { refused: result.key, params: result.params };
  const { function: f, alias, valueAlias, number, unit, value } = result;
  return { identifier: f.identifier, alias, valueAlias, number, unit, value };
}

const sent = (phrase: string, config?: { functions: readonly VoiceFunction[] }, functions?: ProductFunction[]) => {
  const result = heard(phrase, config, functions);
  return 'refused' in result ? result : { identifier: result.identifier, value: result.value };
};

describe('numbers as people say them', () => {
  it.each([
    ['五十', '50'],
    ['一百', '100'],
    ['二十六', '26'],
    ['十五', '15'],
    ['十', '10'],
    ['两百', '200'],
    ['一百零五', '105'],
    ['一百五', '150'],
    ['两千三', '2300'],
    ['一万二', '12000'],
    ['二六', '26'],
    ['二十六点五', '26.5'],
    ['负五', '-5'],
    ['百分之五十', '百分之50'],
    ['fifty', '50'],
    ['twenty-five', '25'],
    ['twenty five', '25'],
    ['a hundred', '100'],
    ['one hundred and five', '105'],
    ['minus ten', '-10'],
    ['ＳＥＴ　５０％', 'set 50%'],
  ])('reads %s as %s', (spoken, written) => {
    expect(normalizeUtterance(spoken)).toBe(written);
  });

  it('leaves words that only look like numbers', () => {
    expect(normalizeUtterance('调一下亮度')).toBe('调 下亮度');
    expect(normalizeUtterance('亮一点')).toBe('亮 点');
    expect(normalizeUtterance('一点五')).toBe('1.5');
    expect(normalizeUtterance('someone often')).toBe('someone often');
    expect(normalizeUtterance('千万')).toBe('千万');
  });

  it('keeps a decimal point and drops the sentence marks', () => {
    expect(normalizeUtterance('Set it to 26.5, please.')).toBe('set it to 26.5 please');
    expect(normalizeUtterance('把亮度调到五十。')).toBe('把亮度调到50');
  });
});

describe('value functions', () => {
  // 0-100 % spoken, 10-1000 on the device: 50 % is 10 + 0.5 × 990 = 505.
  it.each([
    'set brightness to 50',
    'Set the brightness to fifty',
    'brightness 50%',
    'brightness to 50 percent',
    '把亮度调到百分之五十',
    '把亮度调到50',
    '亮度调到50',
    '亮度设为五十',
    '亮度 50％',
  ])('"%s" sets the brightness to half its range', (phrase) => {
    expect(sent(phrase)).toEqual({ identifier: 'bright_value', value: 505 });
  });

  it('says what it read: the alias, the number and its unit', () => {
    expect(heard('brightness 50%')).toEqual({ identifier: 'bright_value', alias: 'brightness', valueAlias: null, number: 50, unit: 'percent', value: 505 });
    expect(heard('把亮度调到百分之五十')).toEqual({ identifier: 'bright_value', alias: '亮度', valueAlias: null, number: 50, unit: 'percent', value: 505 });
  });

  it('sends the ends of the range as its ends', () => {
    expect(sent('set brightness to 0')).toEqual({ identifier: 'bright_value', value: 10 });
    expect(sent('亮度一百')).toEqual({ identifier: 'bright_value', value: 1000 });
  });

  it('takes a number with no function named to the only value function in its unit', () => {
    // The light's name ("living room light") names the on / off function, which takes no number.
    expect(heard('turn the living room light to 50 percent')).toEqual({ identifier: 'bright_value', alias: null, valueAlias: null, number: 50, unit: 'percent', value: 505 });
    expect(sent('set it to 4000k')).toEqual({ identifier: 'temp_value', value: 340 });
  });

  it('takes a bare number to the brightness among several value functions, as an assistant does', () => {
    expect(sent('set it to 50')).toEqual({ identifier: 'bright_value', value: 505 });
    const percentColour = { ...colour, unit: 'percent', voiceMin: 0, voiceMax: 100 };
    expect(sent('turn the living room light to 50 percent', { functions: [power, brightness, percentColour] })).toEqual({ identifier: 'bright_value', value: 505 });
    expect(sent('调到50', { functions: [power, brightness] })).toEqual({ identifier: 'bright_value', value: 505 });
  });

  it('asks which function when a bare number fits several and none is the brightness', () => {
    const custom = { ...brightness, prop: 'custom' as const };
    expect(heard('set it to 50', { functions: [custom, colour] })).toEqual({ refused: 'voice.utterance.ambiguous', params: { names: '亮度 / Colour temperature' } });
  });

  it('lets the longest alias win', () => {
    // "light brightness" (brightness) over "light" (on / off).
    expect(heard('light brightness 20')).toMatchObject({ identifier: 'bright_value', alias: 'light brightness', value: 208 });
    expect(heard('把灯的亮度调到20')).toMatchObject({ identifier: 'bright_value', alias: '亮度', value: 208 });
  });

  it('maps the spoken scale linearly onto the device range, on a step', () => {
    // 2700-6500 K spoken, 0-1000 in steps of 10: 4600 K is half way.
    expect(sent('colour temperature 4600 kelvin')).toEqual({ identifier: 'temp_value', value: 500 });
    // 3000 K is 78.9…, the nearest step 80.
    expect(sent('色温调到3000k')).toEqual({ identifier: 'temp_value', value: 80 });
    expect(sent('colour temperature to 3000')).toEqual({ identifier: 'temp_value', value: 80 });
  });

  it('reads a percent of a function spoken in another unit as a percent of its spoken range', () => {
    expect(heard('colour temperature 50%')).toMatchObject({ identifier: 'temp_value', number: 50, unit: 'percent', value: 500 });
    expect(heard('色温百分之一百')).toMatchObject({ identifier: 'temp_value', value: 1000 });
  });

  it('gives a named range its midpoint', () => {
    // dim = 1-30 → 15.5 → 10 + 0.155 × 990 = 163.45 → 163.
    expect(heard('set brightness to dim')).toEqual({ identifier: 'bright_value', alias: 'brightness', valueAlias: 'dim', number: null, unit: null, value: 163 });
    expect(heard('亮度明亮')).toMatchObject({ identifier: 'bright_value', valueAlias: '明亮', value: 852 });
    // A range's alias alone leads to its function.
    expect(heard('make it bright')).toMatchObject({ identifier: 'bright_value', alias: null, valueAlias: 'bright', value: 852 });
  });

  it('lets a number said beat a named range said with it', () => {
    expect(sent('dim the light to 20 percent')).toEqual({ identifier: 'bright_value', value: 208 });
    expect(sent('bright 50')).toEqual({ identifier: 'bright_value', value: 505 });
  });

  it('reads the Chinese ways of saying a share: 一半, 百分之百, 五成', () => {
    expect(sent('把亮度调到一半')).toEqual({ identifier: 'bright_value', value: 505 });
    expect(sent('亮度调到百分之百')).toEqual({ identifier: 'bright_value', value: 1000 });
    expect(sent('亮度调到五成')).toEqual({ identifier: 'bright_value', value: 505 });
    // 调一调 is one try, not the number 1.
    expect(heard('调一调亮度')).toEqual({ refused: 'voice.utterance.noValue', params: { name: '亮度' } });
  });

  it('refuses two commands in one phrase instead of following one of them', () => {
    const refused = { refused: 'voice.utterance.oneAtATime', params: { names: expect.any(String) } };
    expect(heard('turn on the light and set brightness to 50')).toEqual(refused);
    expect(heard('turn on the light to 50 percent')).toEqual(refused);
    // A number naming the device is no second command.
    expect(sent('打开2号灯')).toEqual({ identifier: 'switch_led', value: true });
  });

  it('refuses a value outside the spoken range, saying the range', () => {
    expect(heard('set brightness to 150')).toEqual({ refused: 'voice.utterance.outOfRange', params: { value: 150, min: 0, max: 100, unit: '%' } });
    expect(heard('色温调到9000k')).toEqual({ refused: 'voice.utterance.outOfRange', params: { value: 9000, min: 2700, max: 6500, unit: 'K' } });
    expect(heard('colour temperature 120%')).toEqual({ refused: 'voice.utterance.outOfRange', params: { value: 120, min: 0, max: 100, unit: '%' } });
    expect(heard('亮度负五')).toEqual({ refused: 'voice.utterance.outOfRange', params: { value: -5, min: 0, max: 100, unit: '%' } });
  });

  it('refuses a unit the function is not said in', () => {
    expect(heard('brightness 26 degrees')).toEqual({ refused: 'voice.utterance.unitMismatch', params: { name: '亮度', unit: 'degrees' } });
    expect(heard('亮度26度')).toEqual({ refused: 'voice.utterance.unitMismatch', params: { name: '亮度', unit: '度' } });
  });

  it('scales to the display scale: multiple 1 keeps tenths as integers', () => {
    const heater = [fn({ dpId: 7, name: '温度', identifier: 'temp_set', dataType: 'value', min: 160, max: 300, step: 5, multiple: 1, unit: '℃', defaultValue: null })];
    const set = { functions: [mapping({ identifier: 'temp_set', aliases: 'temperature;温度', unit: 'celsius', voiceMin: 16, voiceMax: 30 })] };
    expect(sent('set the temperature to 26 degrees', set, heater)).toEqual({ identifier: 'temp_set', value: 260 });
    expect(sent('温度调到二十六度', set, heater)).toEqual({ identifier: 'temp_set', value: 260 });
    expect(sent('温度二十六点五℃', set, heater)).toEqual({ identifier: 'temp_set', value: 265 });
    // 26.3 lands between steps of 0.5: the nearest one.
    expect(sent('temperature 26.3', set, heater)).toEqual({ identifier: 'temp_set', value: 265 });
    expect(heard('temperature 31', set, heater)).toEqual({ refused: 'voice.utterance.outOfRange', params: { value: 31, min: 16, max: 30, unit: '℃' } });
  });

  it('says a function without a spoken range cannot be set yet', () => {
    const unfinished = { functions: [mapping({ identifier: 'bright_value', aliases: 'brightness', voiceMin: null, voiceMax: 100 })] };
    expect(heard('brightness 50', unfinished)).toEqual({ refused: 'voice.utterance.noRange', params: { name: '亮度' } });
  });
});

describe('on and off', () => {
  it.each([
    ['turn on the light', true, 'turn on'],
    ['switch the lamp off', false, 'off'],
    ['switch off the light', false, 'switch off'],
    ['打开灯', true, '打开'],
    ['开灯', true, '开'],
    ['关灯', false, '关'],
    ['关闭开关', false, '关闭'],
    ['打开开关', true, '打开'],
    ['灯亮起来', true, '亮起来'],
    ['lights out', false, 'lights out'],
  ])('"%s" sends %s (heard "%s")', (phrase, value, word) => {
    expect(heard(phrase)).toMatchObject({ identifier: 'switch_led', valueAlias: word, value });
  });

  it('takes on / off with no function named to the on / off function', () => {
    expect(heard('turn it on')).toMatchObject({ identifier: 'switch_led', alias: null, value: true });
    expect(heard('关掉')).toMatchObject({ identifier: 'switch_led', alias: null, value: false });
  });

  it('asks which function when several could be turned on', () => {
    const fns = [...light, fn({ dpId: 6, name: 'Night mode', identifier: 'night', dataType: 'bool', defaultValue: null })];
    const two = { functions: [mapping({ identifier: 'switch_led', aliases: 'light' }), mapping({ identifier: 'night', aliases: 'night mode' })] };
    expect(heard('turn it on', two, fns)).toEqual({ refused: 'voice.utterance.ambiguous', params: { names: '开关 / Night mode' } });
    // One of them being the power switch settles it.
    expect(sent('turn it on', { functions: [power, two.functions[1]!] }, fns)).toEqual({ identifier: 'switch_led', value: true });
    expect(sent('turn night mode on', two, fns)).toEqual({ identifier: 'night', value: true });
  });
});

describe('enum values', () => {
  it.each([
    ['set mode to reading', 'reading', 'reading'],
    ['切换到阅读模式', 'reading', '阅读'],
    ['模式切换到夜灯', 'night', '夜灯'],
    ['switch to night light mode', 'night', 'night light'],
  ])('"%s" selects %s', (phrase, value, word) => {
    expect(heard(phrase)).toMatchObject({ identifier: 'work_mode', valueAlias: word, value });
  });

  it('finds the function from its value alone', () => {
    expect(heard('reading please')).toMatchObject({ identifier: 'work_mode', alias: null, value: 'reading' });
  });

  it("falls back to the enum's own names once the function is named", () => {
    expect(heard('set mode to white')).toMatchObject({ identifier: 'work_mode', alias: 'mode', valueAlias: 'White', value: 'white' });
    expect(heard('white please')).toEqual({ refused: 'voice.utterance.noMatch', params: { phrase: 'white please' } });
  });

  it('says when the function is heard without a value', () => {
    expect(heard('change the mode')).toEqual({ refused: 'voice.utterance.noValue', params: { name: '模式' } });
    expect(heard('亮度')).toEqual({ refused: 'voice.utterance.noValue', params: { name: '亮度' } });
  });
});

describe('naming functions', () => {
  it("falls back to the function's name when no alias is said", () => {
    const bare = { functions: [mapping({ identifier: 'bright_value', aliases: 'dimmer', unit: 'percent', voiceMin: 0, voiceMax: 100 }), colour] };
    expect(heard('亮度调到50', bare)).toMatchObject({ identifier: 'bright_value', alias: '亮度', value: 505 });
  });

  it('matches Latin aliases as whole words only', () => {
    const fns = [...light, fn({ dpId: 8, name: 'Fan', identifier: 'fan', dataType: 'bool', defaultValue: null })];
    const fan = { functions: [mapping({ identifier: 'fan', aliases: 'fan' })] };
    expect(heard('turn on the fancy lamp', fan, fns)).toMatchObject({ identifier: 'fan', alias: null });
    expect(heard('turn on the fan', fan, fns)).toMatchObject({ identifier: 'fan', alias: 'fan' });
  });

  it('ignores mappings of functions that are gone or cannot be set', () => {
    const config = { functions: [mapping({ identifier: 'temp_current', aliases: 'temperature', voiceMin: -20, voiceMax: 60 }), mapping({ identifier: 'gone', aliases: 'gone' })] };
    expect(heard('temperature 20', config)).toEqual({ refused: 'voice.functionRequired', params: {} });
  });

  it('matches identifiers regardless of case, as the scheme checks do', () => {
    expect(sent('brightness 50', { functions: [{ ...brightness, identifier: 'Bright_Value' }] })).toEqual({ identifier: 'bright_value', value: 505 });
  });
});

describe('refusals', () => {
  it('refuses an empty phrase and one over the limit', () => {
    expect(heard('   ')).toEqual({ refused: 'voice.utterance.empty', params: {} });
    const long = `brightness ${'5'.repeat(VOICE_UTTERANCE_MAX_LENGTH)}`;
    expect(heard(long)).toEqual({ refused: 'voice.utterance.tooLong', params: { max: VOICE_UTTERANCE_MAX_LENGTH } });
    expect(heard('亮'.repeat(VOICE_UTTERANCE_MAX_LENGTH))).toMatchObject({ refused: 'voice.utterance.noMatch' });
  });

  it('says when nothing in the phrase is known', () => {
    expect(heard('what time is it')).toEqual({ refused: 'voice.utterance.noMatch', params: { phrase: 'what time is it' } });
    expect(heard('今天天气怎么样')).toEqual({ refused: 'voice.utterance.noMatch', params: { phrase: '今天天气怎么样' } });
  });

  it('has every refusal in both languages', () => {
    const keys = ['empty', 'tooLong', 'noMatch', 'noValue', 'ambiguous', 'outOfRange', 'unitMismatch', 'noRange'].map((k) => `voice.utterance.${k}`);
    for (const key of keys) {
      expect(translate('en-US', key)).not.toBe(key);
      expect(translate('zh-CN', key)).not.toBe(translate('en-US', key));
    }
    expect(translate('zh-CN', 'voice.utterance.outOfRange', { value: 150, min: 0, max: 100, unit: '%' })).toBe('150% 超出语音范围 0%-100%');
    expect(translate('en-US', 'voice.utterance.outOfRange', { value: 150, min: 0, max: 100, unit: '%' })).toBe('150% is outside the spoken range 0%-100%');
  });
});

describe('voiceToRaw', () => {
  it('snaps to the step and stays inside the range', () => {
    const f = { min: 0, max: 95, step: 10 };
    expect(voiceToRaw(f, 100, 0, 100)).toBe(90);
    expect(voiceToRaw(f, 0, 0, 100)).toBe(0);
    expect(voiceToRaw(f, 46, 0, 100)).toBe(40);
    expect(voiceToRaw(f, 5, 5, 5)).toBe(0);
  });
});
