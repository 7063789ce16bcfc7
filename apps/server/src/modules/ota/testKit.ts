import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { startFleet as startDevices, VirtualDevice, type VirtualUpgradeOptions } from '@iotc/device-sdk';
import type { OtaInfo } from '@iotc/shared';
import { otaPaths, type OtaRecord, type OtaRelease, type OtaReleaseSaveBody, type OtaTaskStatus } from '@iotc/shared/ota';
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
 * with a module firmware and its versions (rows and files written directly: the firmware module has its own tests), and
 * fleets of the SDK's VirtualDevices, which upgrade by the SDK's own flow (download with Range, SHA-256 check, progress).
 */

export interface OtaEnv {
  t: TestApp;
  dev: SignedIn;
  asDev: CallerAs;
}

export async function createOtaApp(): Promise<OtaEnv> {
  const t = await createTestApp({ demo: true, config: { otaTickMs: 50 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The signed download addresses name PUBLIC_URL: here, the server the devices reach.
  t.config.publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const dev = await loginAs(t.app, 'dev');
  const asDev: CallerAs = (method, path, options = {}) => call(t.app, method, path, { token: dev.token, lang: 'en-US', ...options });
  return { t, dev, asDev };
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

export interface SimEvent {
  kind: 'notified' | 'done';
  did: string;
  taskId: string;
}

export interface FleetOptions {
  /** How the devices upgrade (the SDK's simulation): a fast download and a short install unless told. */
  upgrade?: VirtualUpgradeOptions;
  /** What the devices are heard doing, in order: notifications received (again after a reconnect) and upgrades done. */
  log?: SimEvent[];
  /** Where they connect: the broker, unless the test puts a link it can cut in between (cuttableLink). */
  url?: string;
}

/** A device of a test fleet: the SDK's VirtualDevice, upgrading by the SDK's own flow. */
export interface TestDevice {
  did: string;
  device: VirtualDevice;
  /** Task ids it was notified of, in order (again after a reconnect). */
  notified: string[];
}

/** The VirtualDevice of an activated device of the product, running `version` of its module firmware (not started). */
export function testDevice(env: OtaEnv, firmware: TestFirmware, did: string, version: string, options: FleetOptions = {}): TestDevice {
  const { log, upgrade } = options;
  const notified: string[] = [];
  const device = new VirtualDevice({
    url: options.url ?? env.t.app.broker.deviceUrl,
    credentials: { productKey: firmware.productKey, deviceId: did, username: `user-${did}`, password: devicePassword(env.t.config.deviceSecret, did) },
    reconnectMs: 100,
    // No functions: the device reports nothing but its info and its upgrades.
    functions: [],
    info: { module: { firmwareKey: firmware.firmwareKey, version } },
    upgrade: {
      installMs: 20,
      ...upgrade,
      onProgress: (progress) => {
        if (progress.status === 'done') log?.push({ kind: 'done', did, taskId: progress.taskId! });
        upgrade?.onProgress?.(progress);
      },
    },
  });
  device.client.onMessage((_topic, message) => {
    if (message.header.name !== 'ota_info') return;
    const taskId = (message.payload as OtaInfo).taskId;
    notified.push(taskId);
    log?.push({ kind: 'notified', did, taskId });
  });
  return { did, device, notified };
}

/** `count` activated devices of the product running `version` (rows written as the ingest leaves them), started, online. */
export async function startFleet(env: OtaEnv, firmware: TestFirmware, count: number, version: string, options: FleetOptions = {}): Promise<TestDevice[]> {
  const { t, dev } = env;
  const dids = await insertTestDevices(t.db, dev.tenantId, firmware.productId, {
    count,
    activated: count,
    overrides: { moduleFirmwareKey: firmware.firmwareKey, moduleFirmwareVersion: version },
  });
  // Usernames as the SDK device presents them.
  for (const did of dids) await t.db.update(devices).set({ username: `user-${did}` }).where(eq(devices.id, did));
  const fleet = dids.map((did) => testDevice(env, firmware, did, version, options));
  const failures: Error[] = [];
  await startDevices(
    fleet.map((d) => d.device),
    (_device, error) => failures.push(error),
  );
  if (failures.length > 0) throw failures[0]!;
  await until(async () => {
    const rows = await t.db.select({ online: devices.online }).from(devices).where(inArray(devices.id, dids));
    return rows.every((r) => r.online);
  });
  // Their info reports reach the OTA module too: written now, they cannot cross a release the test publishes next.
  await t.app.ota.deviceEvents.drain();
  return fleet;
}

/**
 * Has the device's installs wait until the returned function is called: the SDK's upgrade flow with a host whose install
 * the test holds (the simulation's install only lasts a set time, too short or too long for a test acting mid-upgrade).
 */
export function holdInstalls(d: TestDevice): () => void {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  d.device.client.enableUpgrades({ currentVersion: (type) => d.device.firmwareVersion(type), install: () => held });
  return finish;
}

/** A device's network, which the test cuts as a power cut would: the broker hears nothing more from it, not even a goodbye. */
export interface CuttableLink {
  /** Where the device connects instead of `target`. */
  url: string;
  /** Drops every connection through the link and takes no more. */
  cut(): void;
}

/** A TCP relay to the MQTT broker at `target` (mqtt://host:port). */
export async function cuttableLink(target: string): Promise<CuttableLink> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((device) => {
    const broker = connect(Number(port), hostname);
    for (const socket of [device, broker]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // One side's failure ends both: the other's error is the same story.
      socket.on('error', () => undefined);
    }
    device.pipe(broker).pipe(device);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
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

/** Dice that roll the same every run (mulberry32): a simulated fleet's failures, decided by a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export async function releaseDetail(env: OtaEnv, id: string): Promise<OtaRelease> {
  return (await env.asDev<OtaRelease>('GET', otaPaths.releaseDetail(id))).body.data;
}

export async function releaseRecords(env: OtaEnv, id: string): Promise<OtaRecord[]> {
  return (await env.asDev<OtaRecord[]>('GET', otaPaths.releaseRecords(id))).body.data;
}

/** Tasks of the release in one of these statuses. */
export async function countOf(env: OtaEnv, releaseId: string, ...statuses: OtaTaskStatus[]): Promise<number> {
  return [...(await tasksOf(env, releaseId)).values()].filter((t) => statuses.includes(t.status)).length;
}

/**
 * Moves the test clock, then runs a tick once the devices' events so far are written. Twice: the first call may join a tick
 * of the controller's own timer that read the clock before it moved.
 */
export async function advance(env: OtaEnv, seconds: number): Promise<void> {
  env.t.clock.advance(seconds);
  await env.t.app.ota.deviceEvents.drain();
  await env.t.app.ota.controller.tick();
  await env.t.app.ota.controller.tick();
}
