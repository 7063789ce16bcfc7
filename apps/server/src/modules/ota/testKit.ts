import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { DeviceClient } from '@iotc/device-sdk';
import { AckCode, OTA_UP_TO_DATE } from '@iotc/shared';
import type { AckPayload, OtaInfo } from '@iotc/shared';
import type { OtaReleaseSaveBody } from '@iotc/shared/ota';
import { createTestApp, loginAs, call, type CallerAs, type SignedIn, type TestApp } from '../../../test/helpers.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { devices } from '../devices/tables.ts';
import { until } from '../devices/ingestTestKit.ts';
import { firmwares, firmwareVersions, productFirmware } from '../firmware/tables.ts';
import { products } from '../products/tables.ts';
import { otaTasks } from './tables.ts';

/**
 * What the OTA tests share: the app with a fast controller and its HTTP server listening (devices download from it), a product
 * with a module firmware and its versions (rows and files written directly: the firmware module has its own tests), and SDK
 * devices with a handwritten upgrade flow whose behaviour each test chooses.
 */

export interface OtaEnv {
  t: TestApp;
  dev: SignedIn;
  asDev: CallerAs;
  /** http://127.0.0.1:<port>: where devices download (the signed address names PUBLIC_URL, a test host). */
  base: string;
}

export async function createOtaApp(): Promise<OtaEnv> {
  const t = await createTestApp({ demo: true, config: { otaTickMs: 50 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const dev = await loginAs(t.app, 'dev');
  const asDev: CallerAs = (method, path, options = {}) => call(t.app, method, path, { token: dev.token, lang: 'en-US', ...options });
  return { t, dev, asDev, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

export interface TestFirmware {
  productId: string;
  productKey: string;
  firmwareId: string;
  firmwareKey: string;
  /** version → its id */
  versions: Map<string, string>;
  /** The upgrade file of every version. */
  file: Buffer;
}

/** A product shipping a module firmware with these published versions (one file for all, FILE_BYTES long). */
export async function insertFirmware(env: OtaEnv, versions: readonly string[], fileBytes = 64 * 1024): Promise<TestFirmware> {
  const { t, dev } = env;
  const now = t.clock.now();
  const productId = await insertTestProduct(t.db, dev.tenantId);
  const [product] = await t.db.select({ productKey: products.productKey }).from(products).where(eq(products.id, productId));
  const firmwareId = randomUUID();
  const firmwareKey = `fw${randomBytes(7).toString('hex')}`;
  await t.db.insert(firmwares).values({
    id: firmwareId,
    tenantId: dev.tenantId,
    productId,
    nameZh: '主固件',
    nameEn: 'Main firmware',
    key: firmwareKey,
    flag: 'main',
    type: 'module',
    upgradeChannel: 1,
    flashSize: '4M',
    upgradeTimeoutS: 120,
    upgradeMode: 'silent',
    createdBy: 'ota-test',
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(productFirmware).values({ tenantId: dev.tenantId, productId, firmwareId, custom: false, createdAt: now });
  const file = randomBytes(fileBytes);
  const fileKey = `${dev.tenantId}/firmware/${randomUUID()}.bin`;
  await t.app.storage.put(fileKey, file);
  const ids = new Map<string, string>();
  for (const version of versions) {
    const id = randomUUID();
    ids.set(version, id);
    await t.db.insert(firmwareVersions).values({
      id,
      tenantId: dev.tenantId,
      firmwareId,
      version,
      description: '',
      fileKey,
      fileName: 'main.bin',
      fileSize: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
      md5: createHash('md5').update(file).digest('hex'),
      isMust: false,
      status: 'published',
      publishedAt: now,
      publishedBy: 'ota-test',
      createdAt: now,
      updatedAt: now,
    });
  }
  return { productId, productKey: product!.productKey, firmwareId, firmwareKey, versions: ids, file };
}

/**
 * ok: downloads, installs and reports; fail: reports a failure; silent: accepts and never reports; hold: finishes when
 * released; refuse: answers the notification with an error code.
 */
export type Behaviour = 'ok' | 'fail' | 'silent' | 'hold' | 'refuse';

export interface SimEvent {
  kind: 'notified' | 'done';
  did: string;
  taskId: string;
}

/** An SDK device whose upgrade is written here by hand, as a device maker would. */
export class SimDevice {
  readonly client: DeviceClient;
  /** Task ids it was notified of, in order (again after a reconnect). */
  readonly notified: string[] = [];
  private released: (() => void) | null = null;
  private readonly gate: Promise<void>;
  /** Called once the download has its first half (the reconnect test drops the link there). */
  midDownload: ((info: OtaInfo) => Promise<void>) | null = null;
  /** Bytes kept of a download, by task (a device resumes with Range after a reconnect). */
  private readonly partial = new Map<string, Buffer>();
  private readonly running = new Set<string>();

  constructor(
    private readonly env: OtaEnv,
    readonly did: string,
    private version: string,
    private readonly firmware: TestFirmware,
    public behaviour: Behaviour,
    private readonly log: SimEvent[],
  ) {
    this.gate = new Promise((resolve) => (this.released = resolve));
    this.client = new DeviceClient({
      url: env.t.app.broker.deviceUrl,
      credentials: { productKey: firmware.productKey, deviceId: did, username: `user-${did}`, password: devicePassword(env.t.config.deviceSecret, did) },
      reconnectMs: 100,
    });
    this.client.onUpgrade((info) => this.upgrade(info));
  }

  get currentVersion(): string {
    return this.version;
  }

  /** Has it run `version` without the registry knowing. */
  runs(version: string): void {
    this.version = version;
  }

  release(): void {
    this.released?.();
  }

  private upgrade(info: OtaInfo): AckPayload {
    this.notified.push(info.taskId);
    if (info.version === this.version) return { code: 0, msg: OTA_UP_TO_DATE };
    // The same task again while it runs (its connect crossed the notification): one run is enough.
    if (this.running.has(info.taskId)) return { code: 0 };
    this.log.push({ kind: 'notified', did: this.did, taskId: info.taskId });
    if (this.behaviour === 'refuse') return { code: AckCode.Failed, msg: 'battery low' };
    if (this.behaviour === 'silent') return { code: 0 };
    this.running.add(info.taskId);
    void this.run(info)
      .catch(() => undefined)
      .finally(() => this.running.delete(info.taskId));
    return { code: 0 };
  }

  /** The download: from where it stopped (Range), in two halves so a test can act in the middle. */
  private async download(info: OtaInfo): Promise<Buffer> {
    const url = new URL(info.url);
    const address = `${this.env.base}${url.pathname}${url.search}`;
    let have = this.partial.get(info.taskId) ?? Buffer.alloc(0);
    if (have.length === 0) {
      const half = Math.floor(info.size / 2);
      const first = await fetch(address, { headers: { range: `bytes=0-${half - 1}` } });
      have = Buffer.from(await first.arrayBuffer());
      this.partial.set(info.taskId, have);
      if (this.midDownload) {
        const hook = this.midDownload;
        this.midDownload = null;
        await hook(info);
        throw new Error('link dropped');
      }
    }
    const rest = await fetch(address, { headers: { range: `bytes=${have.length}-` } });
    const bytes = Buffer.concat([have, Buffer.from(await rest.arrayBuffer())]);
    this.partial.delete(info.taskId);
    return bytes;
  }

  private async run(info: OtaInfo): Promise<void> {
    const base = { taskId: info.taskId, firmwareKey: info.firmwareKey, version: info.version };
    await this.client.reportUpgradeProgress({ ...base, progress: 0, status: 'downloading' });
    if (this.behaviour === 'fail') {
      await this.client.reportUpgradeProgress({ ...base, progress: 0, status: 'failed', reason: 'simulated failure' });
      return;
    }
    const bytes = await this.download(info);
    if (createHash('sha256').update(bytes).digest('hex') !== info.sha256) {
      await this.client.reportUpgradeProgress({ ...base, progress: 100, status: 'failed', reason: 'sha256 mismatch' });
      return;
    }
    await this.client.reportUpgradeProgress({ ...base, progress: 100, status: 'installing' });
    if (this.behaviour === 'hold') await this.gate;
    this.version = info.version;
    this.log.push({ kind: 'done', did: this.did, taskId: info.taskId });
    await this.client.reportUpgradeProgress({ ...base, progress: 100, status: 'done' });
    await this.client.reportInfo({ module: { firmwareKey: this.firmware.firmwareKey, version: this.version } });
  }
}

/** `count` activated devices of the product running `version` (rows written as the ingest leaves them), connected, online. */
export async function startFleet(env: OtaEnv, firmware: TestFirmware, count: number, version: string, log: SimEvent[], behaviour: Behaviour = 'ok'): Promise<SimDevice[]> {
  const { t, dev } = env;
  const dids = await insertTestDevices(t.db, dev.tenantId, firmware.productId, {
    count,
    activated: count,
    overrides: { moduleFirmwareKey: firmware.firmwareKey, moduleFirmwareVersion: version },
  });
  // Usernames as the SDK device presents them.
  for (const did of dids) await t.db.update(devices).set({ username: `user-${did}` }).where(eq(devices.id, did));
  const fleet = dids.map((did) => new SimDevice(env, did, version, firmware, behaviour, log));
  await Promise.all(fleet.map((d) => d.client.connect()));
  await until(async () => {
    const rows = await t.db.select({ online: devices.online }).from(devices).where(inArray(devices.id, dids));
    return rows.every((r) => r.online);
  });
  return fleet;
}

/** A release body of the product's firmware to `version`, every device at once unless told. */
export function releaseBody(firmware: TestFirmware, version: string, overrides: Partial<OtaReleaseSaveBody> = {}): OtaReleaseSaveBody {
  return {
    productId: firmware.productId,
    firmwareId: firmware.firmwareId,
    versionId: firmware.versions.get(version)!,
    releaseMode: 'full',
    versionMode: 'all',
    areaMode: 'all',
    autoUpgrade: false,
    upgradeTextZh: '修复若干问题',
    upgradeTextEn: 'Fixes',
    ...overrides,
  };
}

/** The tasks of a release by did. */
export async function tasksOf(env: OtaEnv, releaseId: string) {
  const rows = await env.t.db.select().from(otaTasks).where(eq(otaTasks.releaseId, releaseId));
  return new Map(rows.map((r) => [r.did, r]));
}
