import { eq } from 'drizzle-orm';
import {
  DeviceEvent,
  DeviceNature,
  FaultReportType,
  RealtimeKind,
  UP_TOPICS,
  checkDps,
  faultBitCode,
  parseDeviceTopic,
  parseMessage,
} from '@iotc/shared';
import type { DeviceInfo, DeviceMessage, DeviceTopic, Dps, MessageProblem, OriginChannel, Payloads, ProductFunction } from '@iotc/shared';
import type { BrokerMessage, BrokerSink, DeviceIdentity } from '../../core/broker/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { Bus } from '../../core/realtime.ts';
import { PushEvaluator } from '../devicePush/evaluator.ts';
import { spaceUserIds } from '../spaces/service.ts';
import { IngestDirectory } from './ingestDirectory.ts';
import { IngestWriter, type Changed, type LogRow } from './ingestWriter.ts';
import { devices } from './tables.ts';

/** How often at most a space's tabs hear that device rows changed. */
const NOTIFY_INTERVAL_MS = 1000;
/** A refused message is kept in the malfunction list up to this many characters. */
const PARAMETER_MAX_CHARS = 4096;

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

/** The refused message as the malfunction list shows it: its JSON when it is JSON, else its text (cut). */
function parameterOf(payload: Buffer): unknown {
  const text = payload.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, PARAMETER_MAX_CHARS);
  }
}

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
export class DeviceIngest implements BrokerSink {
  readonly directory: IngestDirectory;
  private readonly writer: IngestWriter;
  private readonly notify: SpaceNotifier;
  /** Device message pushes: every accepted report is handed over, evaluated in batches off this path. */
  private readonly pushes: PushEvaluator;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'> & { bus: Bus }) {
    this.directory = new IngestDirectory(ctx.db, ctx.bus);
    this.notify = new SpaceNotifier(ctx);
    this.pushes = new PushEvaluator(ctx);
    this.writer = new IngestWriter(
      ctx.db,
      (changed) => this.notify.add(changed),
      (err, attempt) => ctx.log.error({ err, attempt }, 'device ingest: writing a batch failed, retrying'),
    );
  }

  /** Embedded mode: no device is connected before the broker starts (a crash left their rows online). */
  async resetPresence(): Promise<void> {
    await this.ctx.db.update(devices).set({ online: false, onlineChangedAt: this.ctx.clock.now() }).where(eq(devices.online, true));
  }

  message(message: BrokerMessage): Promise<void> | void {
    const parsed = parseDeviceTopic(message.topic);
    if (!parsed) return;
    return this.handle(message, parsed.productKey, parsed.deviceId, parsed.topic).then(
      () => this.writer.pressure(),
      (err: unknown) => this.ctx.log.error({ err, topic: message.topic }, 'device ingest: message not handled'),
    );
  }

  presence(device: DeviceIdentity, online: boolean): void {
    this.writer.presence(device, online, this.ctx.clock.now(), deviceOrigin(device).channel);
  }

  refused(device: DeviceIdentity, topic: string, payload: Buffer): void {
    this.reject(device, topic, payload, [{ dpId: 'envelope', reason: 'device.problem.topic', params: { topic: topic.slice(0, 200) } }]);
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.pushes.close();
    this.notify.close();
    this.directory.close();
  }

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
      if (fromDevice) this.reject(device, message.topic, message.payload, [problem!]);
      return;
    }
    const at = this.ctx.clock.now();
    const base = { tenantId: device.tenantId, deviceId: did, productId: device.productId, originChannel: origin.channel, originDetail: origin.detail, mid: parsedMessage.header.mid, createdAt: at };
    if (topic === 'online') {
      this.writer.presence(device, (parsedMessage.payload as Partial<Payloads['online']>).online === true, at, origin.channel);
      return;
    }
    const event = eventOf(topic, parsedMessage);

    switch (topic) {
      case 'report': {
        const functions = await this.directory.functionsOf(device);
        if (!functions) return;
        const dps = (parsedMessage.payload as Partial<Payloads['report']>).dps;
        const problems = checkDps(functions, dps, 'report');
        if (problems.length > 0) return this.reject(device, message.topic, message.payload, problems, parsedMessage.payload);
        this.writer.state(did, dps as Dps, at);
        for (const row of dpRows(functions, dps as Dps, event, base)) this.writer.log(row);
        this.faultBits(device, functions, dps as Dps, message.topic, at);
        this.pushes.report(device, functions, dps as Dps, at);
        return;
      }
      case 'control': {
        const dps = (parsedMessage.payload as Partial<Payloads['control']>).dps;
        const functions = parsedMessage.header.name === 'control' && dps ? await this.directory.functionsOf(device) : null;
        if (functions && typeof dps === 'object' && Object.keys(dps).length > 0) {
          for (const row of dpRows(functions, dps, event, base)) this.writer.log(row);
          return;
        }
        break;
      }
      case 'info/report':
        this.writer.info(did, parsedMessage.payload as DeviceInfo, at);
        break;
      default:
        break;
    }
    this.writer.log({ ...base, eventType: event, funcKey: null, funcName: null, value: parsedMessage.payload });
  }

  /** A refused message: one Rejected malfunction per problem, and nothing stored as state. */
  private reject(device: DeviceIdentity, topic: string, payload: Buffer, problems: readonly MessageProblem[], parameter: unknown = parameterOf(payload)): void {
    const createdAt = this.ctx.clock.now();
    for (const p of problems) {
      this.writer.fault({
        tenantId: device.tenantId,
        deviceId: device.did,
        productId: device.productId,
        code: p.reason,
        params: { ...p.params, ...(p.dpId === 'envelope' ? {} : { dpId: p.dpId }) },
        reportFrom: topic,
        reportType: FaultReportType.Rejected,
        parameter,
        createdAt,
      });
    }
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
