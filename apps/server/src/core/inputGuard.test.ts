import { describe, expect, it } from 'vitest';
import { issueMessages } from '@iotc/shared';
import { inputProblem, MAX_INPUT_DEPTH } from './inputGuard.ts';

const problemOf = (value: unknown, path?: string[]) => {
  const error = inputProblem(value, path);
  return error && issueMessages(error).map((m) => [m.path.join('.'), m.key]);
};

describe('inputProblem', () => {
  it('lets text with tabs and line breaks through, and anything that is not text', () => {
    expect(problemOf({ content: 'line one\r\n\tline two', count: 3, ok: true, none: null, list: ['a', 1] })).toBeNull();
    expect(problemOf(undefined)).toBeNull();
    // Bytes are not text: only strings are checked.
    expect(problemOf({ file: Buffer.from([0, 1, 2]) })).toBeNull();
  });

  it('names the field holding NUL or another control character, however deep', () => {
    expect(problemOf({ name: 'a\u0000b' })).toEqual([['name', 'validation.controlCharacters']]);
    expect(problemOf({ contacts: [{ phone: '1' }, { phone: 'x\u001by' }] })).toEqual([['contacts.1.phone', 'validation.controlCharacters']]);
    expect(problemOf('\u0007', ['batch'])).toEqual([['batch', 'validation.controlCharacters']]);
  });

  it('refuses a control character in a key, naming the object that holds it', () => {
    expect(problemOf({ config: { 'a\u0000': 1 } })).toEqual([['config', 'validation.controlCharacters']]);
  });

  it('refuses input nested deeper than any body the API takes', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) deep = [deep];
    expect(problemOf({ rules: deep })?.[0]?.[1]).toBe('validation.tooDeep');
    let allowed: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 2; i++) allowed = [allowed];
    expect(problemOf({ rules: allowed })).toBeNull();
  });
});
