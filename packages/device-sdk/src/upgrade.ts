import { setTimeout as sleep } from 'node:timers/promises';
import {
  AckCode,
  FIRMWARE_TYPES,
  OTA_REASON_MAX_LENGTH,
  OTA_UP_TO_DATE,
  type AckPayload,
  type DeviceInfo,
  type FirmwareType,
  type OtaInfo,
  type OtaProgress,
  type OtaProgressStatus,
} from '@iotc/shared';
import { MemoryUpgradeStore, type UpgradeStore } from './upgradeStore.ts';

/** The largest firmware file a device agrees to download (the platform's own limits are far lower). */
export const UPGRADE_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** Ids, keys and versions of an ota_info longer than this are refused. */
const OTA_INFO_TEXT_MAX_LENGTH = 128;
const OTA_INFO_URL_MAX_LENGTH = 2048;
/** A downloading report goes out once progress moved this many points, or once a second while it moves. */
const PROGRESS_STEP = 10;
const PROGRESS_EVERY_MS = 1000;
/** Bytes kept, counted and paced at a time: a read may bring 64 KiB at once, which would make the pace and the reports jumpy. */
const PIECE_BYTES = 16 * 1024;

/** What a host that lets the SDK run its upgrades provides (DeviceClient.enableUpgrades). */
export interface UpgradeOptions {
  /** The version the device runs of that firmware; undefined when it has none. */
  currentVersion(type: FirmwareType): string | undefined;
  /** Writes the verified file; a throw reports the upgrade failed with its message. */
  install(file: Buffer, info: OtaInfo): Promise<void>;
  /** Where partial downloads are kept; a MemoryUpgradeStore by default. */
  store?: UpgradeStore;
  /** Called once installed, before `done` is reported: from now on `currentVersion(type)` must answer `version`. */
  onVersion?(type: FirmwareType, version: string, info: OtaInfo): void;
  /** Limits the download to this many bytes per second (a slow link; the simulators use it). */
  downloadBytesPerSecond?: number;
  /** Called after each chunk is kept, with the bytes held so far (a simulator's hook: VirtualDevice reboots there). */
  onDownload?(info: OtaInfo, held: number): void;
  /** Observes each progress report as it is sent (a fleet's log, the CLI's output). */
  onProgress?(progress: OtaProgress): void;
}

/** What the flow needs of the device's connection. */
export interface UpgradeLink {
  deviceId: string;
  reportProgress(progress: OtaProgress): Promise<string>;
  reportInfo(info: DeviceInfo): Promise<string>;
  /** The host's own info (its onInfo answer), to which the new version is added. */
  info(): Promise<DeviceInfo>;
  error(error: Error): void;
}

/** Whether an ota_info payload is complete and within bounds (the server is trusted no more than any sender). */
export function isOtaInfo(p: Record<string, unknown>): p is Record<string, unknown> & OtaInfo {
  const text = (v: unknown, max = OTA_INFO_TEXT_MAX_LENGTH) => typeof v === 'string' && v.length > 0 && v.length <= max;
  const hex = (v: unknown, length: number) => typeof v === 'string' && new RegExp(`^[0-9a-fA-F]{${length}}$`).test(v);
  return (
    text(p.taskId) &&
    text(p.firmwareKey) &&
    (FIRMWARE_TYPES as readonly unknown[]).includes(p.firmwareType) &&
    text(p.version) &&
    text(p.url, OTA_INFO_URL_MAX_LENGTH) &&
    /^https?:\/\//.test(p.url as string) &&
    Number.isInteger(p.size) &&
    (p.size as number) > 0 &&
    (p.size as number) <= UPGRADE_FILE_MAX_BYTES &&
    hex(p.md5, 32) &&
    hex(p.sha256, 64) &&
    Number.isInteger(p.timeoutS) &&
    (p.timeoutS as number) > 0
  );
}

/** Why an upgrade failed, and whether the bytes held are worth keeping for a retry of the same task. */
class UpgradeFailure extends Error {
  constructor(
    message: string,
    readonly keepBytes: boolean,
  ) {
    super(message);
  }
}

/**
 * Runs the upgrades of one device (spec 001 §9, the ota_info protocol of packages/shared/src/api/mqtt.ts): acks,
 * downloads with Range from what its store holds, reports progress, checks SHA-256, has the host install the file,
 * then reports done and its new version.
 */
export class Upgrader {
  private readonly store: UpgradeStore;
  /** Downloads under way, by task id. */
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly link: UpgradeLink,
    private readonly options: UpgradeOptions,
  ) {
    this.store = options.store ?? new MemoryUpgradeStore();
  }

  /** Answers an ota_info with its ack; the upgrade runs after the ack went out. */
  accept(info: OtaInfo): AckPayload {
    if (this.options.currentVersion(info.firmwareType) === info.version) return { code: AckCode.Ok, msg: OTA_UP_TO_DATE };
    // The server notifies a task again after a reconnect or a time-out: a download of it under way carries on.
    if (!this.running.has(info.taskId)) {
      const controller = new AbortController();
      this.running.set(info.taskId, controller);
      // setImmediate: the ack is published within this turn's microtasks, so it leaves before the first report.
      setImmediate(() => {
        void this.run(info, controller.signal).finally(() => {
          if (this.running.get(info.taskId) === controller) this.running.delete(info.taskId);
        });
      });
    }
    return { code: AckCode.Ok };
  }

  /** Stops every download under way, keeping what arrived: the device goes down and resumes when notified again. */
  abort(): void {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private async run(info: OtaInfo, stop: AbortSignal): Promise<void> {
    const key = `${this.link.deviceId}/${info.taskId}/${info.sha256.toLowerCase()}`;
    let progress = 0;
    const report = (status: OtaProgressStatus, reason?: string) => {
      const sent: OtaProgress = {
        taskId: info.taskId,
        firmwareKey: info.firmwareKey,
        version: info.version,
        progress,
        status,
        ...(reason === undefined ? {} : { reason: reason.slice(0, OTA_REASON_MAX_LENGTH) }),
      };
      this.options.onProgress?.(sent);
      return this.link.reportProgress(sent).catch((error: unknown) => this.link.error(error as Error));
    };
    try {
      const file = await this.download(info, key, stop, (p) => {
        progress = p;
        void report('downloading');
      });
      progress = 100;
      await report('installing');
      try {
        await this.options.install(file, info);
      } catch (error) {
        throw new UpgradeFailure(error instanceof Error ? error.message : String(error), false);
      }
      await this.store.remove(key);
      this.options.onVersion?.(info.firmwareType, info.version, info);
      await report('done');
      await this.link.reportInfo({ ...(await this.link.info()), [info.firmwareType]: { firmwareKey: info.firmwareKey, version: info.version } });
    } catch (error) {
      // The device went down: what arrived stays for the resumed download, and nothing is reported.
      if (stop.aborted) return;
      const failure = error instanceof UpgradeFailure ? error : new UpgradeFailure(`download failed: ${describe(error)}`, true);
      if (!failure.keepBytes) await this.store.remove(key).catch((e: unknown) => this.link.error(e as Error));
      await report('failed', failure.message);
    }
  }

  /** Downloads the rest of the file into the store, checks its SHA-256 and answers what the store kept of it. */
  private async download(info: OtaInfo, key: string, stop: AbortSignal, onProgress: (progress: number) => void): Promise<Buffer> {
    const percent = (bytes: number) => Math.floor((bytes * 100) / info.size);
    let held = await this.store.size(key);
    if (held > info.size) {
      await this.store.remove(key);
      held = 0;
    }
    if (held < info.size) {
      const signal = AbortSignal.any([stop, AbortSignal.timeout(info.timeoutS * 1000)]);
      const response = await fetch(info.url, { headers: held > 0 ? { range: `bytes=${held}-` } : {}, signal });
      if (response.status === 200 && held > 0) {
        // The server sent the whole file, not the rest: start over.
        await this.store.remove(key);
        held = 0;
      } else if (response.status === 206) {
        if (rangeStart(response.headers.get('content-range')) !== held) {
          await response.body?.cancel();
          throw new UpgradeFailure('download failed: unexpected range', false);
        }
      } else if (response.status !== 200) {
        await response.body?.cancel();
        throw new UpgradeFailure(`download failed: HTTP ${response.status}`, response.status !== 416);
      }
      let last = { progress: percent(held), at: Date.now() };
      onProgress(last.progress);
      const started = Date.now();
      let fresh = 0;
      const bytesPerSecond = this.options.downloadBytesPerSecond;
      for await (const piece of pieces((response.body ?? []) as AsyncIterable<Uint8Array>)) {
        signal.throwIfAborted();
        if (held + piece.length > info.size) throw new UpgradeFailure('download failed: the file is larger than announced', false);
        await this.store.append(key, piece);
        held += piece.length;
        fresh += piece.length;
        this.options.onDownload?.(info, held);
        const progress = percent(held);
        if (progress - last.progress >= PROGRESS_STEP || (progress > last.progress && Date.now() - last.at >= PROGRESS_EVERY_MS)) {
          last = { progress, at: Date.now() };
          onProgress(progress);
        }
        if (bytesPerSecond) {
          const wait = started + (fresh * 1000) / bytesPerSecond - Date.now();
          if (wait > 0) await sleep(wait, undefined, { signal });
        }
      }
      signal.throwIfAborted();
      if (held < info.size) throw new UpgradeFailure('download failed: the file ended early', true);
    }
    if ((await this.store.sha256(key)) !== info.sha256.toLowerCase()) throw new UpgradeFailure('sha256 mismatch', false);
    return this.store.read(key);
  }
}

async function* pieces(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) yield chunk.subarray(at, at + PIECE_BYTES);
  }
}

/** The first byte of a `Content-Range: bytes start-end/size` answer. */
function rangeStart(header: string | null): number | null {
  const match = /^bytes (\d+)-/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/** fetch hides the network's reason in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A time-out while reading or pacing comes as an AbortError caused by it.
  if (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError')) return 'timed out';
  return error.cause instanceof Error ? error.cause.message : error.message;
}
