import { setTimeout as sleep } from 'node:timers/promises';
import { AckCode, type AckPayload, checkDps, type DeviceInfo, type Dps, type FirmwareType, MQTT_RECONNECT_MS, type OtaInfo } from '@iotc/shared';
import type { FunctionDefinition } from '@iotc/shared/functions';
import { DeviceAuthError, DeviceClient, type DeviceClientOptions } from './DeviceClient.ts';
import { driftValue, startValue } from './plausibleValue.ts';
import type { UpgradeOptions } from './upgrade.ts';
import { DigestUpgradeStore, type UpgradeStore } from './upgradeStore.ts';

/** How a virtual device goes through an upgrade: it downloads the real file, at a simulated speed, with simulated trouble. */
export interface VirtualUpgradeOptions {
  /** Download speed; VIRTUAL_DOWNLOAD_BYTES_PER_SECOND by default. */
  downloadBytesPerSecond?: number;
  /** The share (0-1) of upgrades whose install fails; none by default. */
  failureRate?: number;
  /** Drops off the network halfway through the download and comes back after VIRTUAL_REBOOT_MS: always, never (default) or with this probability. */
  rebootMidUpgrade?: boolean | number;
  /** How long installing takes; VIRTUAL_INSTALL_MS by default. */
  installMs?: number;
  /** Where partial downloads are kept; by default a DigestUpgradeStore (only their count and hash: the install is simulated). */
  store?: UpgradeStore;
  /** The dice of failureRate and rebootMidUpgrade (seeded in tests). */
  random?: () => number;
  /** Observes each progress report it sends. */
  onProgress?: UpgradeOptions['onProgress'];
}

export interface VirtualDeviceOptions extends DeviceClientOptions {
  /** The product's functions (its thing model). */
  functions: FunctionDefinition[];
  /** The state to start from (a restarted device's last state); missing DPs take their start value (plausibleValue.ts). */
  state?: Dps;
  /** Overrides the default info (module and MCU firmware 1.0.0). */
  info?: DeviceInfo;
  /** Called after the state changed (control, restore, set), with the changed values. */
  onStateChange?: (changed: Dps, state: Dps) => void;
  /** How it upgrades when notified (it always does). */
  upgrade?: VirtualUpgradeOptions;
}

/** How long a rebooting device stays away. */
export const VIRTUAL_REBOOT_MS = 1000;
/** A virtual device's download speed unless told: 512 KiB/s, a 10M file in 20 s. */
export const VIRTUAL_DOWNLOAD_BYTES_PER_SECOND = 512 * 1024;
/** How long a virtual device takes to install a firmware unless told. */
export const VIRTUAL_INSTALL_MS = 500;

const DEFAULT_INFO: DeviceInfo = {
  module: { firmwareKey: 'iotc-virtual-module', version: '1.0.0' },
  mcu: { firmwareKey: 'iotc-virtual-mcu', version: '1.0.0' },
};

type ValueFunction = Extract<FunctionDefinition, { dataType: 'value' }>;

/**
 * A simulated device of a product: keeps the state of every function, applies valid controls and
 * acks them, answers query / queryAll / info, obeys reboot, restore and upgrade, and reports its
 * readings when asked (reportReadings: the owner's scheduler calls it periodically). Light enough to run
 * thousands in one process: one MQTT connection each and no timers of its own (reboot and upgrades aside).
 */
export class VirtualDevice {
  readonly client: DeviceClient;
  private readonly functions: readonly FunctionDefinition[];
  private readonly values: Dps;
  /** Report-only value functions (sensor readings) and where each reading settles (drift leans back to it). */
  private readonly readings: readonly ValueFunction[];
  private readonly anchors = new Map<number, number>();
  private info: DeviceInfo;
  private readonly onStateChange: VirtualDeviceOptions['onStateChange'];
  private readonly reconnectMs: number;
  private rebootTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Per task: whether it still has to reboot halfway through that task's download (decided once per task). */
  private readonly rebootPlans = new Map<string, boolean>();

  constructor(options: VirtualDeviceOptions) {
    const { functions, state, info, onStateChange, upgrade, ...clientOptions } = options;
    this.client = new DeviceClient(clientOptions);
    this.functions = functions;
    this.values = startState(functions);
    // Only values the model still accepts survive from a saved state (the model may have changed).
    for (const f of functions) {
      const saved = state?.[f.dpId];
      const direction = f.rwFlag === 'ro' ? 'report' : 'control';
      if (saved !== undefined && checkDps(functions, { [f.dpId]: saved }, direction).length === 0) this.values[f.dpId] = saved;
    }
    this.readings = functions.filter((f): f is ValueFunction => f.dataType === 'value' && f.rwFlag === 'ro');
    this.anchorReadings(this.values);
    this.info = { ...DEFAULT_INFO, ...info };
    this.onStateChange = onStateChange;
    this.reconnectMs = clientOptions.reconnectMs ?? MQTT_RECONNECT_MS;
    this.client.onControl((dps) => this.control(dps));
    this.client.onQuery((dpIds) => this.query(dpIds));
    this.client.onCommand((kind) => (kind === 'reboot' ? this.reboot() : this.restore()));
    this.client.onInfo(() => this.info);
    this.enableUpgrades(upgrade ?? {});
  }

  /** The version it runs of that firmware (its info's). */
  firmwareVersion(type: FirmwareType): string | undefined {
    return this.info[type]?.version;
  }

  /** A copy of every function's current value, by DP ID. */
  get state(): Dps {
    return { ...this.values };
  }

  /** Connects, then reports its info and its full state. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.client.connect();
    await this.announce();
  }

  /** A local change (a button on the device): checked as a report, applied and reported. */
  async set(dps: Dps): Promise<void> {
    const problems = checkDps(this.functions, dps, 'report');
    if (problems.length > 0) throw new RangeError(`invalid data points: ${problems.map((p) => `${p.dpId} ${p.reason}`).join(', ')}`);
    this.apply(dps);
    // A reading set by hand is where the sensor now settles.
    this.anchorReadings(dps);
    await this.client.report(dps);
  }

  /**
   * A periodic report, as a sensor sends: every report-only reading drifts by a few steps within its range,
   * then every report-only function is reported. Resolves false, sending nothing, when it has none.
   */
  async reportReadings(random: () => number = Math.random): Promise<boolean> {
    const reportOnly = this.functions.filter((f) => f.rwFlag === 'ro');
    if (reportOnly.length === 0) return false;
    if (this.readings.length > 0) {
      const drifted = this.readings.map((f) => {
        const current = this.values[f.dpId] as number;
        return [String(f.dpId), driftValue(f, current, this.anchors.get(f.dpId) ?? current, random)];
      });
      this.apply(Object.fromEntries(drifted));
    }
    await this.client.report(Object.fromEntries(reportOnly.map((f) => [String(f.dpId), this.values[f.dpId]!])));
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.rebootTimer) clearTimeout(this.rebootTimer);
    this.rebootTimer = null;
    await this.client.close();
  }

  private async announce(): Promise<void> {
    await this.client.reportInfo(this.info);
    const reportable = this.reportable(this.values);
    if (Object.keys(reportable).length > 0) await this.client.report(reportable);
  }

  private control(dps: Dps): AckPayload {
    const problems = checkDps(this.functions, dps, 'control');
    if (problems.length > 0) return { code: AckCode.Invalid, msg: problems[0]!.reason };
    this.apply(dps);
    const reportable = this.reportable(dps);
    if (Object.keys(reportable).length > 0) this.later(() => this.client.report(reportable));
    return { code: AckCode.Ok, dps };
  }

  private query(dpIds: number[] | 'all'): Dps {
    const wanted = dpIds === 'all' ? this.functions.map((f) => f.dpId) : dpIds;
    const known = new Set(this.functions.map((f) => f.dpId));
    return this.reportable(Object.fromEntries(wanted.filter((id) => known.has(id)).map((id) => [String(id), this.values[id]!])));
  }

  private reboot(): AckPayload {
    this.restart();
    return { code: AckCode.Ok };
  }

  /** Goes offline (cutting any download short) and comes back after VIRTUAL_REBOOT_MS. */
  private restart(): void {
    this.later(async () => {
      await this.client.close();
      this.comeBack(VIRTUAL_REBOOT_MS);
    });
  }

  /** Starts again after `ms`; an unreachable broker is tried again every reconnect period, refused credentials never. */
  private comeBack(ms: number): void {
    this.rebootTimer = setTimeout(() => {
      this.rebootTimer = null;
      if (this.stopped) return;
      this.start().catch((error: unknown) => {
        if (!(error instanceof DeviceAuthError)) this.comeBack(this.reconnectMs);
      });
    }, ms);
  }

  private restore(): AckPayload {
    this.apply(startState(this.functions));
    this.anchorReadings(this.values);
    this.later(() => this.client.report(this.reportable(this.values)));
    return { code: AckCode.Ok };
  }

  /** The SDK's own upgrade flow, with simulated speed, install time, failures and reboots. */
  private enableUpgrades(options: VirtualUpgradeOptions): void {
    const random = options.random ?? Math.random;
    const failureRate = options.failureRate ?? 0;
    const rebootChance = typeof options.rebootMidUpgrade === 'number' ? options.rebootMidUpgrade : options.rebootMidUpgrade ? 1 : 0;
    const installMs = options.installMs ?? VIRTUAL_INSTALL_MS;
    this.client.enableUpgrades({
      currentVersion: (type) => this.firmwareVersion(type),
      store: options.store ?? new DigestUpgradeStore(),
      downloadBytesPerSecond: options.downloadBytesPerSecond ?? VIRTUAL_DOWNLOAD_BYTES_PER_SECOND,
      onDownload: (ota, held) => this.rebootMidDownload(ota, held, () => rebootChance > 0 && random() < rebootChance),
      install: async () => {
        await sleep(installMs);
        if (random() < failureRate) throw new Error('install failed (simulated)');
      },
      onProgress: options.onProgress,
      onVersion: (type, version, ota) => {
        this.info = { ...this.info, [type]: { firmwareKey: ota.firmwareKey, version } };
      },
    });
  }

  /** Reboots once halfway through a task's download when its dice said so (thrown on the task's first chunk). */
  private rebootMidDownload(ota: OtaInfo, held: number, roll: () => boolean): void {
    if (!this.rebootPlans.has(ota.taskId)) this.rebootPlans.set(ota.taskId, roll());
    if (!this.rebootPlans.get(ota.taskId) || held * 2 < ota.size) return;
    this.rebootPlans.set(ota.taskId, false);
    this.restart();
  }

  private anchorReadings(dps: Dps): void {
    for (const f of this.readings) {
      const value = dps[f.dpId];
      if (typeof value === 'number') this.anchors.set(f.dpId, value);
    }
  }

  private apply(dps: Dps): void {
    Object.assign(this.values, dps);
    this.onStateChange?.(dps, this.state);
  }

  /** Send-only functions are never reported (the server would refuse them). */
  private reportable(dps: Dps): Dps {
    const sendOnly = new Set(this.functions.filter((f) => f.rwFlag === 'wo').map((f) => String(f.dpId)));
    return Object.fromEntries(Object.entries(dps).filter(([id]) => !sendOnly.has(id)));
  }

  /**
   * Runs after the current ack has been published: the client publishes it as soon as the handler
   * returns, within this turn's microtasks, so before any immediate. A failure here means the link is
   * gone; qos-1 reports wait in mqtt.js's queue for the reconnect, so only a stopped device loses them.
   */
  private later(work: () => Promise<unknown>): void {
    setImmediate(() => void work().catch(() => undefined));
  }
}

function startState(functions: readonly FunctionDefinition[]): Dps {
  return Object.fromEntries(functions.map((f) => [String(f.dpId), startValue(f)]));
}
