import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGE_MAX_BYTES, DEVICE_MESSAGE_MAX_DEPTH, MESSAGE_VERSION } from '../constants.ts';
import { functionInputSchema, type FunctionInput } from '../functions/schemas.ts';
import {
  buildMessage,
  checkDps,
  CONSOLE_SUBSCRIBE_TOPICS,
  defaultDpValue,
  deviceTopic,
  deviceTopicFilter,
  DOWN_TOPICS,
  escapeJson,
  escapeUnstorable,
  isStorableText,
  newMid,
  parseDeviceTopic,
  parseMessage,
  TOPIC_KINDS,
  UP_TOPICS,
} from './mqtt.ts';

const fn = (input: FunctionInput) => functionInputSchema.parse(input);
const functions = [
  fn({ dpId: 1, name: 'switch', identifier: 'switch', rwFlag: 'rw', dataType: 'bool' }),
  fn({ dpId: 2, name: 'temp', identifier: 'temp', rwFlag: 'rw', dataType: 'value', min: -20, max: 100, step: 5, multiple: 1 }),
  fn({
    dpId: 3,
    name: 'mode',
    identifier: 'mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'auto', name: 'auto', description: 'auto' },
      { value: 'cool', name: 'cool', description: 'cool' },
    ],
    defaultValue: 'cool',
  }),
  fn({ dpId: 4, name: 'label', identifier: 'label', rwFlag: 'rw', dataType: 'string', maxLength: 6 }),
  fn({ dpId: 5, name: 'blob', identifier: 'blob', rwFlag: 'wo', dataType: 'raw', maxLength: 2 }),
  fn({ dpId: 6, name: 'fault', identifier: 'fault', rwFlag: 'ro', dataType: 'fault', faultBits: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }),
];

describe('topics', () => {
  it('are the spec’s: four down, seven up, the console subscribing to control and every up topic', () => {
    expect([...DOWN_TOPICS]).toEqual(['info', 'query', 'control', 'upgrade']);
    expect([...CONSOLE_SUBSCRIBE_TOPICS].sort()).toEqual(
      ['control', 'control/ack', 'query/ack', 'info/report', 'online', 'upgrade/ack', 'upgrade/report', 'report'].sort(),
    );
    // Every message kind belongs on some topic, and every topic carries some kind.
    const kinds = new Set(Object.values(TOPIC_KINDS).flat());
    expect([...kinds].sort()).toEqual(['control', 'info', 'online', 'ota_info', 'ota_progress', 'query', 'queryAll', 'reboot', 'report', 'restore'].sort());
  });

  it('are built under {productKey}/{deviceId}/ and split back', () => {
    expect(deviceTopic('pk1', 'did1', 'control/ack')).toBe('pk1/did1/control/ack');
    expect(deviceTopicFilter('pk1', 'did1')).toBe('pk1/did1/#');
    for (const topic of [...DOWN_TOPICS, ...UP_TOPICS]) {
      expect(parseDeviceTopic(deviceTopic('pk1', 'did1', topic))).toEqual({ productKey: 'pk1', deviceId: 'did1', topic });
    }
  });

  it.each(['pk1/did1/other', 'pk1/did1', 'pk1//control', '/did1/control', 'pk1/did1/control/ack/x', 'pk1/did1/#', 'pk1/did1/'])('refuses %s', (topic) => {
    expect(parseDeviceTopic(topic)).toBeNull();
  });
});

describe('the envelope', () => {
  it('carries ns by topic family, the kind, a fresh mid, the time, version 1.0.0 and the gateway id', () => {
    const before = Date.now();
    const m = buildMessage('control/ack', 'reboot', 'did1', { code: 0 });
    expect(m.header).toMatchObject({ ns: 'device.control', name: 'reboot', ver: MESSAGE_VERSION, gid: 'did1' });
    expect(m.header.ts).toBeGreaterThanOrEqual(before);
    expect(m.payload).toEqual({ code: 0 });
    expect(buildMessage('upgrade/report', 'ota_progress', 'd', {}).header.ns).toBe('device.upgrade');
    expect(buildMessage('info/report', 'info', 'd', {}).header.ns).toBe('device.info');
    // An answer keeps the mid it answers.
    expect(buildMessage('query/ack', 'query', 'd', {}, 'mid-42').header.mid).toBe('mid-42');
  });

  it('gives every message its own mid', () => {
    const mids = new Set(Array.from({ length: 2000 }, () => newMid()));
    expect(mids.size).toBe(2000);
  });

  it('parses what it builds, from text or bytes', () => {
    const m = buildMessage('control', 'control', 'did1', { dps: { '1': true } });
    expect(parseMessage('control', JSON.stringify(m))).toEqual({ message: m, problem: null });
    expect(parseMessage('control', new TextEncoder().encode(JSON.stringify(m)))).toEqual({ message: m, problem: null });
  });

  const valid = buildMessage('report', 'report', 'did1', { dps: { '1': true } });
  it.each([
    ['not JSON', '{"header":', 'device.problem.notJson'],
    ['a bare value', '42', 'device.problem.notJson'],
    ['no header', JSON.stringify({ payload: {} }), 'device.problem.header'],
    ['a header without mid', JSON.stringify({ ...valid, header: { ...valid.header, mid: undefined } }), 'device.problem.header'],
    ['a string ts', JSON.stringify({ ...valid, header: { ...valid.header, ts: '1' } }), 'device.problem.header'],
    ['another version', JSON.stringify({ ...valid, header: { ...valid.header, ver: '2.0.0' } }), 'device.problem.version'],
    ['a kind of another topic', JSON.stringify({ ...valid, header: { ...valid.header, name: 'control' } }), 'device.problem.kind'],
    ['an array payload', JSON.stringify({ ...valid, payload: [] }), 'device.problem.payload'],
    ['no payload', JSON.stringify({ header: valid.header }), 'device.problem.payload'],
    ['a mid longer than an id', JSON.stringify({ ...valid, header: { ...valid.header, mid: 'm'.repeat(129) } }), 'device.problem.header'],
    ['a \\u0000 escape in a value', JSON.stringify({ ...valid, payload: { dps: { '4': 'a\u0000b' } } }), 'device.problem.text'],
    ['a \\u0000 escape in a key', JSON.stringify({ ...valid, payload: { dps: { '4\u0000': 'a' } } }), 'device.problem.text'],
    ['a NUL in the mid', JSON.stringify({ ...valid, header: { ...valid.header, mid: 'm\u0000' } }), 'device.problem.text'],
    ['an unpaired high surrogate', JSON.stringify({ ...valid, payload: { dps: { '4': 'a\ud800' } } }), 'device.problem.text'],
    ['an unpaired low surrogate', JSON.stringify({ ...valid, payload: { dps: { '4': '\udc00b' } } }), 'device.problem.text'],
    ['JSON nested thousands deep', `{"header":${JSON.stringify(valid.header)},"payload":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`, 'device.problem.depth'],
    ['a message over the size limit', JSON.stringify({ ...valid, payload: { x: 'a'.repeat(DEVICE_MESSAGE_MAX_BYTES) } }), 'device.problem.tooLarge'],
  ])('refuses %s', (_what, raw, reason) => {
    const { message, problem } = parseMessage('report', raw);
    expect(message).toBeNull();
    expect(problem).toMatchObject({ dpId: 'envelope', reason });
  });
});

describe('device message bytes the database cannot store', () => {
  it('refuses bytes that are not UTF-8, and a raw NUL byte as not JSON', () => {
    const json = JSON.stringify(buildMessage('report', 'report', 'did1', { dps: { '4': 'ab' } }));
    const broken = new TextEncoder().encode(json);
    broken[json.indexOf('ab')] = 0xff;
    expect(parseMessage('report', broken).problem).toMatchObject({ reason: 'device.problem.encoding' });
    const nul = new TextEncoder().encode(json);
    nul[json.indexOf('ab')] = 0;
    expect(parseMessage('report', nul).problem).toMatchObject({ reason: 'device.problem.notJson' });
  });

  it('accepts nesting up to the limit and paired surrogates (emoji)', () => {
    let nested: unknown = 1;
    // The envelope adds two levels (message → payload).
    for (let i = 0; i < DEVICE_MESSAGE_MAX_DEPTH - 2; i++) nested = [nested];
    const raw = JSON.stringify({ ...buildMessage('report', 'report', 'did1', { dps: { '4': '😀' } }), payload: { dps: { '4': '😀' }, nested } });
    expect(parseMessage('report', raw).problem).toBeNull();
  });

  it('escapes what it cannot store, visibly', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('😀')).toBe(true);
    expect(escapeUnstorable('a\u0000b\ud800c😀')).toBe('a\\u0000b\\ud800c😀');
    expect(isStorableText(escapeUnstorable('a\u0000\udfff'))).toBe(true);
  });

  it('escapes every key and string of a JSON value, and gives up on one nested too deep', () => {
    expect(escapeJson({ 'k\u0000': ['a\u0000', 1, null, { x: '\ud800' }] })).toEqual({ 'k\\u0000': ['a\\u0000', 1, null, { x: '\\ud800' }] });
    expect(escapeJson(JSON.parse('['.repeat(40) + ']'.repeat(40)))).toBeNull();
  });
});

describe('checkDps', () => {
  it('accepts values of every type within their rules', () => {
    expect(checkDps(functions, { '1': true, '2': -20, '3': 'auto', '4': '温度' }, 'control')).toEqual([]);
    expect(checkDps(functions, { '2': 100, '6': 7 }, 'report')).toEqual([]);
    expect(checkDps(functions, { '5': 'A0ff' }, 'control')).toEqual([]);
  });

  it.each([
    [{ '1': 'true' }, { dpId: 1, reason: 'device.problem.type', params: { type: 'bool' } }],
    [{ '2': 2.5 }, { dpId: 2, reason: 'device.problem.type', params: { type: 'value' } }],
    [{ '2': 105 }, { dpId: 2, reason: 'device.problem.range', params: { min: -20, max: 100, value: 105 } }],
    [{ '2': -25 }, { dpId: 2, reason: 'device.problem.range', params: { min: -20, max: 100, value: -25 } }],
    [{ '2': 3 }, { dpId: 2, reason: 'device.problem.step', params: { step: 5, value: 3 } }],
    [{ '3': 'heat' }, { dpId: 3, reason: 'device.problem.enum', params: { value: 'heat' } }],
    [{ '4': '温度温' }, { dpId: 4, reason: 'device.problem.length', params: { max: 6 } }],
    [{ '5': 'abc' }, { dpId: 5, reason: 'device.problem.type', params: { type: 'raw' } }],
    [{ '5': 'a0b1c2' }, { dpId: 5, reason: 'device.problem.length', params: { max: 2 } }],
    [{ '6': 8 }, { dpId: 6, reason: 'device.problem.reportOnly' }],
    [{ '9': true }, { dpId: 9, reason: 'device.problem.unknownDp', params: { dpId: '9' } }],
    [{ '01': true }, { dpId: 'envelope', reason: 'device.problem.unknownDp', params: { dpId: '01' } }],
    [{ '1.0': true }, { dpId: 'envelope', reason: 'device.problem.unknownDp', params: { dpId: '1.0' } }],
    [{}, { dpId: 'envelope', reason: 'device.problem.empty' }],
  ])('refuses the control %j', (dps, problem) => {
    expect(checkDps(functions, dps, 'control')).toEqual([problem]);
  });

  it('checks direction: a device cannot report send-only values, and fault bits beyond the defined ones are refused', () => {
    expect(checkDps(functions, { '5': 'ff' }, 'report')).toEqual([{ dpId: 5, reason: 'device.problem.sendOnly' }]);
    expect(checkDps(functions, { '6': 8 }, 'report')).toEqual([{ dpId: 6, reason: 'device.problem.faultBits', params: { bits: 3 } }]);
    expect(checkDps(functions, { '6': -1 }, 'report')).toEqual([{ dpId: 6, reason: 'device.problem.type', params: { type: 'fault' } }]);
  });

  it('lists every problem, and refuses a payload that is not an object', () => {
    expect(checkDps(functions, { '1': 1, '2': 1000 }, 'control').map((p) => p.dpId)).toEqual([1, 2]);
    expect(checkDps(functions, [true], 'control')).toEqual([{ dpId: 'envelope', reason: 'device.problem.payload' }]);
    expect(checkDps(functions, null, 'report')).toEqual([{ dpId: 'envelope', reason: 'device.problem.payload' }]);
  });
});

describe('defaultDpValue', () => {
  it('is the default value, else the type’s zero, and always passes the checks', () => {
    expect(functions.map(defaultDpValue)).toEqual([false, -20, 'cool', '', '', 0]);
    const withDefault = fn({ dpId: 7, name: 'level', identifier: 'level', rwFlag: 'rw', dataType: 'value', min: 0, max: 10, step: 2, defaultValue: 4 });
    expect(defaultDpValue(withDefault)).toBe(4);
    for (const f of functions) {
      const value = defaultDpValue(f);
      // An empty raw or string is the "nothing yet" state, within any length.
      expect(checkDps(functions, { [f.dpId]: value }, f.rwFlag === 'ro' ? 'report' : 'control')).toEqual([]);
    }
  });
});
