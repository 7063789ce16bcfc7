import {
  AckCode,
  type AckPayload,
  checkDps,
  type DeviceTopic,
  DOWN_TOPICS,
  type Dps,
  type MessageProblem,
} from '@iotc/shared';
import type { FunctionDefinition } from '@iotc/shared/functions';
import type { Incoming, Outgoing } from './connection';
import { DebugLog, type LogEntry } from './debugLog';

/** How long a sent message waits for its ack before the page says the device did not answer. */
export const ACK_TIMEOUT_MS = 10_000;
/** The page re-renders at most this often, however fast messages arrive (50 msg/s stays smooth). */
export const RENDER_INTERVAL_MS = 100;
/** Acks remembered by mid; the log is bounded, so is this. */
const ACKS_MAX = 1000;

/** What became of a message sent to the device, by its ack (the source of truth, not the MQTT delivery). */
export type AckState =
  | { state: 'pending' }
  | { state: 'ok' }
  | { state: 'failed'; code: number; reason: string; params?: MessageProblem['params'] }
  | { state: 'timeout' };

/** The last control of one function: its message (null for one refused before sending) and its ack. */
export interface DpStatus {
  mid: string | null;
  ack: AckState;
}

const down: readonly string[] = DOWN_TOPICS;
const ACKED: readonly DeviceTopic[] = ['control', 'query'];

/**
 * The state of one debugging page, outside React: the device's last reported values, its online
 * state, the acks of what the page sent, the status of each function's last control and the log.
 * Messages change it synchronously; listeners hear about it at most every RENDER_INTERVAL_MS.
 */
export class DebugSession {
  values: Dps;
  online: boolean;
  readonly log = new DebugLog();
  dpStatus: Readonly<Record<string, DpStatus>> = {};
  private readonly acks = new Map<string, AckState>();
  /** The values each pending control carried, by mid. */
  private readonly sentDps = new Map<string, Dps>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  constructor(
    /** The product's functions as currently loaded (they arrive after the connection may have started). */
    private readonly functions: () => readonly FunctionDefinition[],
    initial: { values: Dps; online: boolean },
    private readonly now: () => number = Date.now,
  ) {
    this.values = { ...initial.values };
    this.online = initial.online;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  ackOf(mid: string | null): AckState | undefined {
    return mid === null ? undefined : this.acks.get(mid);
  }

  readonly sent = ({ topic, message }: Outgoing): void => {
    const { mid } = message.header;
    this.addEntry({ direction: 'down', topic, name: message.header.name, mid, text: JSON.stringify(message.payload), code: null, problem: null });
    if (ACKED.includes(topic)) {
      this.remember(mid, { state: 'pending' });
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.timedOut(mid);
      }, ACK_TIMEOUT_MS);
      this.timers.add(timer);
    }
    const dps = message.header.name === 'control' ? (message.payload as { dps?: Dps }).dps : undefined;
    if (dps) {
      this.sentDps.set(mid, dps);
      this.setDpStatus(Object.keys(dps), mid, { state: 'pending' });
    }
    this.changed();
  };

  readonly received = ({ topic, message, raw, problem }: Incoming): void => {
    // Our own messages come back on the control topic (we subscribe to it): logged once already, when sent.
    if (topic === 'control' && message && this.acks.has(message.header.mid)) return;
    const payload = message?.payload as Record<string, unknown> | undefined;
    const ackCode = topic.endsWith('/ack') && typeof payload?.code === 'number' ? payload.code : null;
    this.addEntry({
      direction: down.includes(topic) ? 'down' : 'up',
      topic,
      name: message?.header.name ?? null,
      mid: message?.header.mid ?? null,
      text: message ? JSON.stringify(message.payload) : raw,
      code: ackCode,
      problem: problem && { reason: problem.reason, params: problem.params },
      foreign: topic === 'control' || undefined,
    });
    if (message) this.apply(topic, message.header.mid, payload ?? {});
    this.changed();
  };

  /** A control refused before it was sent (checkDps, or no connection): the function shows why. */
  refuse(dpId: number, problem: Pick<MessageProblem, 'reason' | 'params'>): void {
    this.setDpStatus([String(dpId)], null, { state: 'failed', code: AckCode.Invalid, reason: problem.reason, params: problem.params });
    this.changed();
  }

  setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    this.changed();
  }

  pause(): void {
    this.log.pause();
    this.changed();
  }

  resume(): void {
    this.log.resume();
    this.changed();
  }

  clear(): void {
    this.log.clear();
    this.changed();
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    this.listeners.clear();
  }

  private apply(topic: DeviceTopic, mid: string, payload: Record<string, unknown>): void {
    switch (topic) {
      case 'control':
        return;
      case 'online':
        this.online = payload.online === true;
        return;
      case 'report':
        this.merge(payload.dps);
        break;
      case 'control/ack':
      case 'query/ack':
        this.answer(mid, payload as unknown as AckPayload);
        break;
      default:
        break;
    }
    // Whatever the device says, it says while online.
    this.online = true;
  }

  private answer(mid: string, ack: AckPayload): void {
    if (ack.code === AckCode.Ok) this.merge(ack.dps);
    if (!this.acks.has(mid)) return;
    const sent = this.sentDps.get(mid);
    this.sentDps.delete(mid);
    const state: AckState = ack.code === AckCode.Ok ? { state: 'ok' } : this.failure(ack, sent);
    this.remember(mid, state);
    if (sent) this.setDpStatus(Object.keys(sent), mid, state);
  }

  /** The device's reason; a `device.problem.*` key gets its values from our own check of what we sent. */
  private failure(ack: AckPayload, sent: Dps | undefined): AckState {
    const reason = typeof ack.msg === 'string' ? ack.msg : '';
    const params = sent && reason ? checkDps(this.functions(), sent, 'control').find((p) => p.reason === reason)?.params : undefined;
    return { state: 'failed', code: ack.code, reason, params };
  }

  private timedOut(mid: string): void {
    if (this.acks.get(mid)?.state !== 'pending') return;
    this.remember(mid, { state: 'timeout' });
    const sent = this.sentDps.get(mid);
    if (sent) this.setDpStatus(Object.keys(sent), mid, { state: 'timeout' });
    this.changed();
  }

  private merge(dps: unknown): void {
    if (typeof dps !== 'object' || dps === null || Array.isArray(dps)) return;
    this.values = { ...this.values, ...(dps as Dps) };
  }

  /** Sets the status of these functions, unless a newer control of theirs is on its way (for an ack). */
  private setDpStatus(dpIds: string[], mid: string | null, ack: AckState): void {
    const next = { ...this.dpStatus };
    for (const dpId of dpIds) {
      const current = next[dpId];
      if (ack.state !== 'pending' && mid !== null && current && current.mid !== mid) continue;
      next[dpId] = { mid, ack };
    }
    this.dpStatus = next;
  }

  private remember(mid: string, state: AckState): void {
    this.acks.delete(mid);
    this.acks.set(mid, state);
    if (this.acks.size > ACKS_MAX) this.acks.delete(this.acks.keys().next().value!);
  }

  private addEntry(fields: Omit<LogEntry, 'seq' | 'time'>): void {
    this.seq += 1;
    this.log.add({ seq: this.seq, time: this.now(), ...fields });
  }

  private changed(): void {
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      this.version += 1;
      for (const listener of this.listeners) listener();
    }, RENDER_INTERVAL_MS);
  }
}
