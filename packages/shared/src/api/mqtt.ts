import { DEVICE_MESSAGE_ID_MAX_LENGTH, DEVICE_MESSAGE_MAX_BYTES, DEVICE_MESSAGE_MAX_DEPTH, MESSAGE_VERSION } from '../constants.ts';
import { findJsonProblem } from '../helpers/jsonProblem.ts';
import { utf8Length } from '../helpers/utf8.ts';

/**
 * The device message protocol (spec 001 §7, §9): topics under `{productKey}/{deviceId}/` and the
 * envelope `{ header: { ns, name, mid, ts, ver, gid }, payload }`. The server, the device SDK and the
 * debugging page all build and read messages here, so they cannot disagree.
 */

/** Topics the console (and the server) publishes and devices subscribe to. */
export const DOWN_TOPICS = ['info', 'query', 'control', 'upgrade'] as const;
export type DownTopic = (typeof DOWN_TOPICS)[number];

/** Topics devices publish; the console subscribes to them (and to `control`, to see every control sent). */
export const UP_TOPICS = ['control/ack', 'query/ack', 'info/report', 'online', 'upgrade/ack', 'upgrade/report', 'report'] as const;
export type UpTopic = (typeof UP_TOPICS)[number];

/** The eight topics the debugging page subscribes to (spec 001 §7). */
export const CONSOLE_SUBSCRIBE_TOPICS = ['control', ...UP_TOPICS] as const;

export type DeviceTopic = DownTopic | UpTopic;

/** Message kinds (header.name). */
export const MESSAGE_KINDS = ['info', 'query', 'queryAll', 'control', 'reboot', 'restore', 'report', 'online', 'ota_info', 'ota_progress'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The kinds each topic carries; anything else on a topic is refused. */
export const TOPIC_KINDS: Record<DeviceTopic, readonly MessageKind[]> = {
  info: ['info'],
  query: ['query', 'queryAll'],
  control: ['control', 'reboot', 'restore'],
  upgrade: ['ota_info'],
  'control/ack': ['control', 'reboot', 'restore'],
  'query/ack': ['query', 'queryAll'],
  'info/report': ['info'],
  online: ['online'],
  'upgrade/ack': ['ota_info'],
  'upgrade/report': ['ota_progress'],
  report: ['report'],
};

/** header.ns: the namespace of a message, by topic family. */
export const MESSAGE_NS = {
  info: 'device.info',
  query: 'device.query',
  control: 'device.control',
  upgrade: 'device.upgrade',
  report: 'device.report',
  online: 'device.online',
} as const;

export function topicNs(topic: DeviceTopic): string {
  const family = topic.split('/')[0] as keyof typeof MESSAGE_NS;
  return MESSAGE_NS[family];
}

export function deviceTopic(productKey: string, deviceId: string, topic: DeviceTopic): string {
  return `${productKey}/${deviceId}/${topic}`;
}

/** `{productKey}/{deviceId}/#`: every topic of one device. */
export function deviceTopicFilter(productKey: string, deviceId: string): string {
  return `${productKey}/${deviceId}/#`;
}

const TOPICS: readonly string[] = [...DOWN_TOPICS, ...UP_TOPICS];

/** Splits a concrete topic; null for anything that is not one of a device's topics. */
export function parseDeviceTopic(topic: string): { productKey: string; deviceId: string; topic: DeviceTopic } | null {
  const first = topic.indexOf('/');
  const second = topic.indexOf('/', first + 1);
  if (first <= 0 || second <= first + 1) return null;
  const rest = topic.slice(second + 1);
  if (!TOPICS.includes(rest)) return null;
  return { productKey: topic.slice(0, first), deviceId: topic.slice(first + 1, second), topic: rest as DeviceTopic };
}

/** Data-point values keyed by DP ID (as a string, JSON's only key type): `{ "1": true, "101": 250 }`. */
export type Dps = Record<string, DpValue>;
/** bool → boolean, value → integer (scaled by 10^multiple), enum → value string, string → text, raw → hex, fault → bitmap integer. */
export type DpValue = boolean | number | string;

export interface MessageHeader {
  ns: string;
  name: MessageKind;
  /** Message id; an ack carries the mid of the message it answers. */
  mid: string;
  /** Epoch milliseconds when the sender built the message. */
  ts: number;
  ver: typeof MESSAGE_VERSION;
  /** Gateway id: the device id of the device that sent or is addressed (sub-devices carry their gateway's). */
  gid: string;
}

/** What each kind's payload holds, by direction. */
export interface Payloads {
  /** console → device on `control`: set these values. */
  control: { dps: Dps };
  reboot: Record<string, never>;
  restore: Record<string, never>;
  /** console → device on `query`: the listed DP IDs. */
  query: { dpIds: number[] };
  queryAll: Record<string, never>;
  /** console → device on `info`: report your info. */
  info: Record<string, never>;
  /** console → device on `upgrade`. */
  ota_info: OtaInfo;
  /** device → on `report`: values that changed. */
  report: { dps: Dps };
  /** device → on `online` (also its last will, with online false). */
  online: { online: boolean };
  /** device → on `upgrade/report`. */
  ota_progress: OtaProgress;
}

/** Which firmware of a device an upgrade is for: its module's or its MCU's (the registry's two firmware columns). */
export const FIRMWARE_TYPES = ['module', 'mcu'] as const;
export type FirmwareType = (typeof FIRMWARE_TYPES)[number];

/**
 * console → device on `upgrade` (kind ota_info): one upgrade task. The device answers on `upgrade/ack` with the
 * mid (code 0 accepted; msg OTA_UP_TO_DATE when it already runs `version`, which counts as skipped, or as succeeded
 * when it had reported downloading or installing that task: it restarted into the new version before its done), downloads
 * `url` (HTTP GET, signed and expiring, `Range: bytes=n-` resumes), checks `sha256`, reports on `upgrade/report`
 * and, once installed, reports its new version on `info/report`. A task notified again (the device reconnected,
 * or a retry) carries the same taskId: a device that kept part of the file resumes from it.
 */
export interface OtaInfo {
  taskId: string;
  firmwareKey: string;
  firmwareType: FirmwareType;
  version: string;
  url: string;
  /** Bytes. */
  size: number;
  md5: string;
  sha256: string;
  /** How long the whole upgrade may take before the server counts it timed out. */
  timeoutS: number;
}

/** AckPayload.msg of an `ota_info` ack from a device that already runs the target version. */
export const OTA_UP_TO_DATE = 'ota.upToDate';

export const OTA_PROGRESS_STATUSES = ['downloading', 'installing', 'done', 'failed'] as const;
export type OtaProgressStatus = (typeof OTA_PROGRESS_STATUSES)[number];

/** device → on `upgrade/report` (kind ota_progress). */
export interface OtaProgress {
  /** The task (OtaInfo.taskId); without it the server matches the device's open task of `firmwareKey`. */
  taskId?: string;
  firmwareKey: string;
  version: string;
  /** 0-100 */
  progress: number;
  status: OtaProgressStatus;
  /** Why it failed, in the device's words (kept up to OTA_REASON_MAX_LENGTH characters). */
  reason?: string;
}

/** device → on `info/report`: what the registry's firmware columns come from. */
export interface DeviceInfo {
  module?: { firmwareKey: string; version: string };
  mcu?: { firmwareKey: string; version: string };
  moduleSn?: string;
  productionUuid?: string;
  mac?: string;
}

/**
 * AckPayload.code: Ok; Invalid = refused as invalid, msg a `device.problem.*` key, nothing changed;
 * Failed = the device's handler failed, msg its reason; Unsupported = the device does not handle the kind.
 */
export const AckCode = { Ok: 0, Invalid: 1, Failed: 2, Unsupported: 3 } as const;
export type AckCode = (typeof AckCode)[keyof typeof AckCode];

/** device → on the ack topics: `code` 0 is success; `dps` the state after applying (control, query). */
export interface AckPayload {
  code: number;
  msg?: string;
  dps?: Dps;
}

export interface DeviceMessage<P = unknown> {
  header: MessageHeader;
  payload: P;
}

/** Builds a message; `mid` defaults to a fresh id, `ts` to now. */
export function buildMessage<P>(topic: DeviceTopic, name: MessageKind, gid: string, payload: P, mid?: string, ts = Date.now()): DeviceMessage<P> {
  return { header: { ns: topicNs(topic), name, mid: mid ?? newMid(), ts, ver: MESSAGE_VERSION, gid }, payload };
}

let midCounter = 0;
/** A message id unique enough per sender: time, a counter and randomness. */
export function newMid(): string {
  midCounter = (midCounter + 1) % 0x100000;
  return `${Date.now().toString(36)}${midCounter.toString(36).padStart(4, '0')}${Math.random().toString(36).slice(2, 8)}`;
}

/** Why a message was refused (logged as a malfunction-style rejection by the server). */
export interface MessageProblem {
  /** 'envelope' for a malformed message, else the DP ID. */
  dpId: number | 'envelope';
  /** An i18n key of the shared messages (`device.problem.*`). */
  reason: string;
  params?: Record<string, string | number>;
}

/**
 * Characters PostgreSQL keeps in neither text nor jsonb: NUL, and UTF-16 surrogates without their pair (only a
 * JSON escape such as "\ud800" makes one: the bytes of a message are decoded strictly).
 */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** Whether the database can store the text as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text with NUL and unpaired surrogates written out as escapes (`\u0000`), so it can be stored and shown. */
export function escapeUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Why a parsed JSON value cannot be kept as it is: nested deeper than `maxDepth`, or a key or string the database refuses. */
export function jsonShapeProblem(value: unknown, maxDepth = DEVICE_MESSAGE_MAX_DEPTH): MessageProblem | null {
  const problem = findJsonProblem(value, maxDepth, (text) => !isStorableText(text));
  if (!problem) return null;
  return problem.kind === 'text' ? { dpId: 'envelope', reason: 'device.problem.text' } : { dpId: 'envelope', reason: 'device.problem.depth', params: { max: maxDepth } };
}

/**
 * A copy of a parsed JSON value with every key and string escaped (escapeUnstorable), so that it can be
 * stored and shown; null when it is nested deeper than `maxDepth`.
 */
export function escapeJson(value: unknown, maxDepth = DEVICE_MESSAGE_MAX_DEPTH): unknown {
  if (typeof value === 'string') return escapeUnstorable(value);
  if (typeof value !== 'object' || value === null) return value;
  if (maxDepth <= 0) return null;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => escapeJson(item, maxDepth - 1));
    return items.some((item, i) => item === null && value[i] !== null) ? null : items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const escaped = escapeJson(child, maxDepth - 1);
    if (escaped === null && child !== null) return null;
    copy[escapeUnstorable(key)] = escaped;
  }
  return copy;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function envelopeProblem(reason: string, params?: MessageProblem['params']): { message: null; problem: MessageProblem } {
  return { message: null, problem: { dpId: 'envelope', reason, ...(params ? { params } : {}) } };
}

/**
 * Parses and checks a message received on `topic`: at most DEVICE_MESSAGE_MAX_BYTES of strict UTF-8, JSON
 * nested at most DEVICE_MESSAGE_MAX_DEPTH deep holding only text the database stores, and the envelope. The
 * payload's content is checked by the caller.
 */
export function parseMessage(topic: DeviceTopic, raw: Uint8Array | string): { message: DeviceMessage | null; problem: MessageProblem | null } {
  const size = typeof raw === 'string' ? utf8Length(raw) : raw.byteLength;
  if (size > DEVICE_MESSAGE_MAX_BYTES) return envelopeProblem('device.problem.tooLarge', { max: DEVICE_MESSAGE_MAX_BYTES });
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : strictUtf8.decode(raw);
  } catch {
    return envelopeProblem('device.problem.encoding');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return envelopeProblem('device.problem.notJson');
  }
  if (typeof value !== 'object' || value === null) return envelopeProblem('device.problem.notJson');
  const shape = jsonShapeProblem(value);
  if (shape) return { message: null, problem: shape };
  const { header, payload } = value as { header?: Partial<MessageHeader>; payload?: unknown };
  if (
    typeof header !== 'object' ||
    header === null ||
    typeof header.mid !== 'string' ||
    header.mid.length > DEVICE_MESSAGE_ID_MAX_LENGTH ||
    typeof header.ts !== 'number' ||
    typeof header.gid !== 'string' ||
    header.gid.length > DEVICE_MESSAGE_ID_MAX_LENGTH ||
    typeof header.ns !== 'string'
  ) {
    return envelopeProblem('device.problem.header', { max: DEVICE_MESSAGE_ID_MAX_LENGTH });
  }
  if (header.ver !== MESSAGE_VERSION) return envelopeProblem('device.problem.version', { ver: MESSAGE_VERSION });
  if (!TOPIC_KINDS[topic].includes(header.name as MessageKind)) return envelopeProblem('device.problem.kind', { kind: String(header.name).slice(0, 64) });
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return envelopeProblem('device.problem.payload');
  return { message: { header: header as MessageHeader, payload }, problem: null };
}

/**
 * What the checks below read of a product's function: a FunctionDefinition of functions/ has this shape. The protocol
 * names it itself so that it imports no feature.
 */
export type DpDefinition = { dpId: number; rwFlag: 'rw' | 'ro' | 'wo' } & (
  | { dataType: 'bool'; defaultValue: boolean | null }
  | { dataType: 'value'; min: number; max: number; step: number; defaultValue: number | null }
  | { dataType: 'enum'; enumValues: readonly { value: string }[]; defaultValue: string | null }
  | { dataType: 'string' | 'raw'; maxLength: number; defaultValue: string | null }
  | { dataType: 'fault'; faultBits: readonly unknown[] }
);

/**
 * Checks data-point values against the product's functions: every DP ID known, the direction allowed
 * by rwFlag (a device reports rw / ro, the console sends rw / wo), and each value of its type, range,
 * step, enum, byte length and fault bits. Returns every problem; an empty list means valid.
 */
export function checkDps(functions: readonly DpDefinition[], dps: unknown, direction: 'report' | 'control'): MessageProblem[] {
  if (typeof dps !== 'object' || dps === null || Array.isArray(dps)) return [{ dpId: 'envelope', reason: 'device.problem.payload' }];
  const byId = new Map(functions.map((f) => [f.dpId, f]));
  const problems: MessageProblem[] = [];
  const entries = Object.entries(dps as Record<string, unknown>);
  if (entries.length === 0) problems.push({ dpId: 'envelope', reason: 'device.problem.empty' });
  for (const [key, value] of entries) {
    // Only the canonical spelling names a DP: "01", " 1" or "1.0" would be stored as keys of their own.
    const dpId = /^(?:0|[1-9]\d*)$/.test(key) ? Number(key) : NaN;
    const f = byId.get(dpId);
    if (!f) {
      problems.push({ dpId: Number.isNaN(dpId) ? 'envelope' : dpId, reason: 'device.problem.unknownDp', params: { dpId: key } });
      continue;
    }
    const blocked = direction === 'report' ? f.rwFlag === 'wo' : f.rwFlag === 'ro';
    if (blocked) {
      problems.push({ dpId, reason: direction === 'report' ? 'device.problem.sendOnly' : 'device.problem.reportOnly' });
      continue;
    }
    const problem = valueProblem(f, value);
    if (problem) problems.push({ dpId, ...problem });
  }
  return problems;
}

function valueProblem(f: DpDefinition, value: unknown): Omit<MessageProblem, 'dpId'> | null {
  const type = (expected: string) => ({ reason: 'device.problem.type', params: { type: expected } });
  switch (f.dataType) {
    case 'bool':
      return typeof value === 'boolean' ? null : type('bool');
    case 'value':
      if (typeof value !== 'number' || !Number.isInteger(value)) return type('value');
      if (value < f.min || value > f.max) return { reason: 'device.problem.range', params: { min: f.min, max: f.max, value } };
      if ((value - f.min) % f.step !== 0) return { reason: 'device.problem.step', params: { step: f.step, value } };
      return null;
    case 'enum':
      if (typeof value !== 'string') return type('enum');
      return f.enumValues.some((e) => e.value === value) ? null : { reason: 'device.problem.enum', params: { value } };
    case 'string':
      if (typeof value !== 'string') return type('string');
      return utf8Length(value) > f.maxLength ? { reason: 'device.problem.length', params: { max: f.maxLength } } : null;
    case 'raw':
      if (typeof value !== 'string' || !/^(?:[0-9A-Fa-f]{2})*$/.test(value)) return type('raw');
      return value.length / 2 > f.maxLength ? { reason: 'device.problem.length', params: { max: f.maxLength } } : null;
    case 'fault': {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return type('fault');
      return value >= 2 ** f.faultBits.length ? { reason: 'device.problem.faultBits', params: { bits: f.faultBits.length } } : null;
    }
  }
}

/** The function's default state: its default value, else the type's zero (min for value, first enum value). */
export function defaultDpValue(f: DpDefinition): DpValue {
  switch (f.dataType) {
    case 'bool':
      return f.defaultValue ?? false;
    case 'value':
      return f.defaultValue ?? f.min;
    case 'enum':
      return f.defaultValue ?? f.enumValues[0]!.value;
    case 'string':
    case 'raw':
      return f.defaultValue ?? '';
    case 'fault':
      return 0;
  }
}
