import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { answeredProblems, configOf, demoPhrases, draftOf, draftProblems, newMapping, newValue } from './draft';
import { lightConfig, lightFunctions } from './testData';

const [switchFn, brightness, mode] = lightFunctions as [(typeof lightFunctions)[number], (typeof lightFunctions)[number], (typeof lightFunctions)[number]];

describe('the draft of a scheme', () => {
  it('gives back the config it was made from', () => {
    const { secretFile: _file, ...fields } = lightConfig();
    expect(configOf(draftOf(lightConfig(), 'X'))).toEqual({ ...fields, secretFileKey: null });
  });

  it("starts a new scheme with the product's model", () => {
    expect(configOf(draftOf(null, 'DL-1'))).toMatchObject({ brand: '', model: 'DL-1', deviceType: null, functions: [] });
  });

  it("maps a new function with its name as alias and a value function's range as the spoken one", () => {
    expect(newMapping(switchFn)).toMatchObject({ identifier: 'switch_led', prop: 'power', aliases: 'Switch', voiceMin: null });
    expect(newMapping(brightness)).toMatchObject({ identifier: 'bright_value', prop: 'custom', unit: '', voiceMin: 10, voiceMax: 1000 });
    expect(newMapping({ ...brightness, min: 0, max: 1000, multiple: 1, unit: '%' } as typeof brightness)).toMatchObject({ unit: 'percent', voiceMin: 0, voiceMax: 100 });
  });

  it('names the next value not named yet', () => {
    const first = newValue(mode, []);
    expect(first.value).toBe('white');
    expect(newValue(mode, [first]).value).toBe('reading');
    expect(newValue(brightness, []).value).toBeNull();
  });

  it('finds the problems of the schema and of the rules that read the functions, the platform fields only when publishing', () => {
    const draft = draftOf(lightConfig({ skillId: '' }), 'X');
    draft.functions[1]!.values.push({ key: 99, value: null, min: 20, max: 10, aliases: 'x' });
    draft.functions[0]!.aliases = '';
    const problems = draftProblems(draft, lightFunctions, t);
    expect([...problems.keys()]).toEqual(['functions.0.aliases', 'functions.1.values.1.max']);
    expect(problems.get('functions.1.values.1.max')).toBe('最小值不能大于最大值');
    expect(draftProblems(draft, lightFunctions, t, 'alexa').get('skillId')).toBe(t('voice.platformFieldRequired'));
  });

  it("reads a refusal's field errors and problems by where they are in the config", () => {
    expect(answeredProblems({ errors: [{ field: 'config.functions.0.aliases', msg: 'Aliases: too many' }] }, t)).toEqual(new Map([['functions.0.aliases', 'Aliases: too many']]));
    // A problem under its field says what the browser's check says; one the console has no words for, the server's sentence.
    const problems = [
      { path: ['functions', 1, 'values', 0, 'max'], key: 'voice.rangeOrder', params: {}, message: '第 2 个语音功能：最大值：最小值不能大于最大值' },
      { path: ['secretFileKey'], key: 'voice.somethingNew', params: {}, message: 'expired' },
    ];
    expect(answeredProblems({ problems }, t)).toEqual(
      new Map([
        ['functions.1.values.0.max', '最小值不能大于最大值'],
        ['secretFile', 'expired'],
      ]),
    );
    expect(answeredProblems({ count: 1 }, t)).toBeNull();
    expect(answeredProblems(null, t)).toBeNull();
  });

  it('lists each demo phrase once', () => {
    expect(demoPhrases([{ demo: 'a' }, { demo: ' ' }, { demo: 'b' }, { demo: 'a ' }])).toEqual(['a', 'b']);
  });
});
