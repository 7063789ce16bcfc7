import { eq } from 'drizzle-orm';
import {
  checkDps,
  DEVICE_MESSAGE_MAX_BYTES,
  escapeJson,
  escapeUnstorable,
  parseDeviceTopic,
  parseMessage,
  UP_TOPICS,
} from '@iotc/shared';
import { DeviceEvent, DeviceNature, faultBitCode, FaultReportType } from '@iotc/shared/devices';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { AckPayload, DeviceInfo, DeviceMessage, DeviceTopic, Dps, MessageProblem, OtaProgress, Payloads } from '@iotc/shared';
import type { OriginChannel } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import type { BrokerMessage, BrokerSink, DeviceIdentity } from '../../core/broker/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { Bus } from '../../core/realtime.ts';
import { spaceUserIds } from '../spaces/service.ts';
import { IngestDirectory } from './ingestDirectory.ts';
import { IngestWriter, type Changed, type LogRow } from './ingestWriter.ts';
import { devices } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device-message pipeline the broker hands its messages to. */
    deviceIngest: DeviceIngest;
  }
}

/** How often at most a space's tabs hear that device rows changed. */
const NOTIFY_INTERVAL_MS = 1000;
/** A refused message is kept in the malfunction list up to this many characters (when it is not JSON as it is). */
const PARAMETER_MAX_CHARS = 4096;
/** Texts from a message quoted in a malfunction's description (an enum value, a kind) are cut to this. */
const PARAM_TEXT_MAX_CHARS = 100;

const upTopics: readonly string[] = UP_TOPICS;

/** The log event of a message by topic (and kind, for control). */
function eventOf(topic: DeviceTopic, message: DeviceMessage): DeviceEvent {
  switch (topic) {
    case 'control':
      return message.header.name === 'reboot' ? DeviceEvent.Reboot : message.header.name === 'restore' ? DeviceEvent.Restore : DeviceEvent.Control;
    case 'control/ack':
      return DeviceEvent.ControlAck;
    case 'query':
      return DeviceEvent.Query;
    case 'query/ack':
      return DeviceEvent.QueryAck;
    case 'info':
    case 'info/report':
      return DeviceEvent.Info;
    case 'upgrade':
    case 'upgrade/ack':
      return DeviceEvent.Upgrade;
    case 'upgrade/report':
      return DeviceEvent.UpgradeProgress;
    case 'report':
      return DeviceEvent.Report;
    case 'online':
      return DeviceEvent.Online;
  }
}

/**
 * The refused message as the malfunction list shows it: its JSON with unstorable characters escaped, else
 * (not JSON, or nested too deep) its text with broken bytes replaced and those characters escaped, cut.
 */
function parameterOf(payload: Buffer): unknown {
  const text = payload.toString('utf8');
  try {
    const escaped = escapeJson(JSON.parse(text));
    if (escaped !== null) return escaped;
  } catch {
    // not JSON: shown as text
  }
  return escapeUnstorable(text.slice(0, PARAMETER_MAX_CHARS));
}

/** A malfunction's params as stored: texts quoted from the message (a topic, an enum value) cut short and escaped. */
function storedParams(params: Readonly<Record<string, string | number>> | undefined): Record<string, string | number> {
  const stored: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) stored[key] = typeof value === 'string' ? escapeUnstorable(value.slice(0, PARAM_TEXT_MAX_CHARS)) : value;
  return stored;
}

/** Thrown to the broker when a message cannot be taken now: it closes the connection unacknowledged. */
export class IngestUnavailable extends Error {
  constructor() {
    super('device ingest is full or closing');
    this.name = 'IngestUnavailable';
  }
}

const stored = Promise.resolve();

interface Origin {
  channel: OriginChannel;
  detail: string;
}

function deviceOrigin(device: DeviceIdentity): Origin {
  return { channel: device.nature === DeviceNature.Virtual ? 'virtual' : 'device', detail: device.did };
}

/**
 * The device-message pipeline: every message on a device topic is handled once here, whichever broker
 * carried it. Reports are checked against the product's functions (a valid one merges into the device's
 * state and logs one row per data point, fault bits also as malfunctions; an invalid one is a Rejected
 * malfunction and changes nothing), console messages and device answers are logged, connects and
 * `online` messages set the online state and activate. Writes are batched (IngestWriter); the space's
 * tabs get a `device` message at most once a second when registry rows changed.
 */
/** What hears every accepted report off the ingest path (the device message pushes, wired in app.ts). */
export interface ReportListener {
  report(device: DeviceIdentity, functions: readonly ProductFunction[], dps: Dps, at: Date): void;
  close(): Promise<void>;
}

/**
 * What hears a device's upgrade answers, its info and its coming online off the ingest path (the OTA module, wired in
 * app.ts). Payloads are as the device sent them (the envelope checked, not the content).
 */
export interface UpgradeListener {
  upgradeAck(device: DeviceIdentity, mid: string, ack: Partial<AckPayload>): void;
  upgradeProgress(device: DeviceIdentity, report: Partial<OtaProgress>): void;
  info(device: DeviceIdentity, info: DeviceInfo): void;
  /** The device said it is online (after subscribing: what is sent to it now reaches it). */
  online(device: DeviceIdentity): void;
  close(): Promise<void>;
}

export class DeviceIngest implements BrokerSink {
  readonly directory: IngestDirectory;
  private readonly writer: IngestWriter;
  private readonly notify: SpaceNotifier;

  /**
   * `reports` is handed every accepted report, `upgrades` the devices' upgrade messages, info and comings online; neither
   * may hold this path up (they work in batches).
   */
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'> & { bus: Bus },
    private readonly reports: ReportListener,
    private readonly upgrades: UpgradeListener,
  ) {
    this.directory = new IngestDirectory(ctx.db, ctx.bus);
    this.notify = new SpaceNotifier(ctx);
    this.writer = new IngestWriter(ctx.db, (changed) => this.notify.add(changed), ctx.log);
  }

  /** What the writer did (the ingest tests hold it to its bounds). */
  get writerStats() {
    return this.writer.stats;
  }

  /** Embedded mode: no device is connected before the broker starts (a crash left their rows online). */
  async resetPresence(): Promise<void> {
    await this.ctx.db.update(devices).set({ online: false, onlineChangedAt: this.ctx.clock.now() }).where(eq(devices.online, true));
  }

  message(message: BrokerMessage): Promise<void> {
    const parsed = parseDeviceTopic(message.topic);
    if (!parsed) return stored;
    if (this.writer.full) return Promise.reject(new IngestUnavailable());
    return this.handle(message, parsed.productKey, parsed.deviceId, parsed.topic);
  }

  backlog(): Promise<void> | undefined {
    return this.writer.backlog();
  }

  presence(device: DeviceIdentity, online: () => boolean): void {
    this.writer.presence(device, online, this.ctx.clock.now(), deviceOrigin(device).channel);
  }

  refused(device: DeviceIdentity, topic: string, payload: Buffer): Promise<void> {
    return this.reject(device, topic, payload, [{ dpId: 'envelope', reason: 'device.problem.topic', params: { topic: topic.slice(0, 200) } }]);
  }

  tooLarge(device: DeviceIdentity, topic: string, bytes: number): void {
    // Not waited for: the connection is closed anyway, and a closing server records nothing more.
    this.reject(device, topic, Buffer.alloc(0), [{ dpId: 'envelope', reason: 'device.problem.tooLarge', params: { max: DEVICE_MESSAGE_MAX_BYTES } }], { bytes }).catch(
      () => undefined,
    );
  }

  /** Writes what is held so far (tests read what a burst of messages left). */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.reports.close();
    await this.upgrades.close();
    this.notify.close();
    this.directory.close();
  }

  /** Handles one message; resolves once its rows are committed. */
  private async handle(message: BrokerMessage, productKey: string, did: string, topic: DeviceTopic): Promise<void> {
    const publisher = message.publisher;
    const device = publisher?.kind === 'device' ? publisher.device : await this.directory.get(did);
    if (!device || device.productKey !== productKey || device.did !== did) return;
    const fromDevice = upTopics.includes(topic);
    let origin: Origin;
    if (publisher?.kind === 'console') origin = { channel: 'console', detail: publisher.account };
    else if (publisher?.kind === 'server') origin = { channel: 'cloud', detail: 'server' };
    // External mode: the topic says who (the broker's ACL hook let only the device publish its up topics).
    else origin = fromDevice ? deviceOrigin(device) : { channel: 'console', detail: '' };

    const { message: parsedMessage, problem } = parseMessage(topic, message.payload);
    if (!parsedMessage) {
      // The console's own mistakes are not the device's malfunctions.
      if (fromDevice) return this.reject(device, message.topic, message.payload, [problem!]);
      return;
    }
    const at = this.ctx.clock.now();
    const base = { tenantId: device.tenantId, deviceId: did, productId: device.productId, originChannel: origin.channel, originDetail: origin.detail, mid: parsedMessage.header.mid, createdAt: at };
    // What the device itself said (not the console's debugging in its name) moves its upgrades.
    const byDevice = fromDevice && origin.channel !== 'console' && origin.channel !== 'cloud';
    if (topic === 'online') {
      const said = (parsedMessage.payload as Partial<Payloads['online']>).online === true;
      this.writer.presence(device, message.connected ?? (() => said), at, origin.channel);
      if (said && byDevice) this.upgrades.online(device);
      return this.writer.committed();
    }
    const event = eventOf(topic, parsedMessage);

    switch (topic) {
      case 'report': {
        const functions = await this.directory.functionsOf(device);
        if (!functions) return;
        const dps = (parsedMessage.payload as Partial<Payloads['report']>).dps;
        const problems = checkDps(functions, dps, 'report');
        if (problems.length > 0) return this.reject(device, message.topic, message.payload, problems, parsedMessage.payload);
        this.writer.state(device, dps as Dps, at);
        for (const row of dpRows(functions, dps as Dps, event, base)) this.writer.logRow(row);
        this.faultBits(device, functions, dps as Dps, message.topic, at);
        this.reports.report(device, functions, dps as Dps, at);
        return this.writer.committed();
      }
      case 'control': {
        const dps = (parsedMessage.payload as Partial<Payloads['control']>).dps;
        const functions = parsedMessage.header.name === 'control' && dps ? await this.directory.functionsOf(device) : null;
        if (functions && typeof dps === 'object' && Object.keys(dps).length > 0) {
          for (const row of dpRows(functions, dps, event, base)) this.writer.logRow(row);
          return this.writer.committed();
        }
        break;
      }
      case 'info/report':
        this.writer.info(device, parsedMessage.payload as DeviceInfo, at);
        if (byDevice) this.upgrades.info(device, parsedMessage.payload as DeviceInfo);
        break;
      case 'upgrade/ack':
        if (byDevice) this.upgrades.upgradeAck(device, parsedMessage.header.mid, parsedMessage.payload as Partial<AckPayload>);
        break;
      case 'upgrade/report':
        if (byDevice) this.upgrades.upgradeProgress(device, parsedMessage.payload as Partial<OtaProgress>);
        break;
      default:
        break;
    }
    this.writer.logRow({ ...base, eventType: event, funcKey: null, funcName: null, value: parsedMessage.payload });
    return this.writer.committed();
  }

  /** A refused message: one Rejected malfunction per problem, and nothing stored as state; resolves once recorded. */
  private reject(device: DeviceIdentity, topic: string, payload: Buffer, problems: readonly MessageProblem[], parameter: unknown = parameterOf(payload)): Promise<void> {
    const createdAt = this.ctx.clock.now();
    for (const p of problems) {
      this.writer.fault({
        tenantId: device.tenantId,
        deviceId: device.did,
        productId: device.productId,
        code: p.reason,
        params: { ...storedParams(p.params), ...(p.dpId === 'envelope' ? {} : { dpId: p.dpId }) },
        reportFrom: escapeUnstorable(topic.slice(0, 200)),
        reportType: FaultReportType.Rejected,
        parameter,
        createdAt,
      });
    }
    return this.writer.committed();
  }

  /** Fault functions with bits set: one Fault malfunction per bit, described by the bit's name. */
  private faultBits(device: DeviceIdentity, functions: readonly ProductFunction[], dps: Dps, topic: string, createdAt: Date): void {
    for (const f of functions) {
      if (f.dataType !== 'fault') continue;
      const value = dps[String(f.dpId)];
      if (typeof value !== 'number' || value === 0) continue;
      f.faultBits.forEach((bit, index) => {
        if (Math.floor(value / 2 ** index) % 2 === 0) return;
        this.writer.fault({
          tenantId: device.tenantId,
          deviceId: device.did,
          productId: device.productId,
          code: faultBitCode(f.identifier, index),
          params: { name: bit.name, identifier: f.identifier, bit: index },
          reportFrom: topic,
          reportType: FaultReportType.Fault,
          parameter: value,
          createdAt,
        });
      });
    }
  }
}

/** One log row per data point, named by the product's function (unknown DP IDs keep no name). */
function dpRows(functions: readonly ProductFunction[], dps: Dps, eventType: DeviceEvent, base: Omit<LogRow, 'eventType' | 'funcKey' | 'funcName' | 'value'>): LogRow[] {
  return Object.entries(dps).map(([dpId, value]) => {
    const f = functions.find((fn) => String(fn.dpId) === dpId);
    return { ...base, eventType, funcKey: f?.identifier ?? null, funcName: f?.name ?? null, value };
  });
}

/** The `device` real-time message, at most once per NOTIFY_INTERVAL_MS per space, with every id changed meanwhile. */
class SpaceNotifier {
  private readonly pending = new Map<string, Set<string>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'realtime' | 'log'>) {}

  add(changed: Changed): void {
    for (const [tenantId, ids] of changed) {
      const set = this.pending.get(tenantId);
      if (set) for (const id of ids) set.add(id);
      else this.pending.set(tenantId, new Set(ids));
      if (this.timers.has(tenantId)) continue;
      const wait = Math.max(0, (this.lastSent.get(tenantId) ?? 0) + NOTIFY_INTERVAL_MS - Date.now());
      this.timers.set(tenantId, setTimeout(() => void this.send(tenantId), wait));
    }
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }

  private async send(tenantId: string): Promise<void> {
    this.timers.delete(tenantId);
    const ids = this.pending.get(tenantId);
    this.pending.delete(tenantId);
    if (!ids) return;
    this.lastSent.set(tenantId, Date.now());
    try {
      await this.ctx.realtime.publish(RealtimeKind.Device, await spaceUserIds(this.ctx.db, tenantId), { ids: [...ids] });
    } catch (err) {
      this.ctx.log.warn({ err, tenantId }, 'device ingest: real-time message not sent');
    }
  }
}
