import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { MQTT_WS_PATH, buildMessage, deviceTopic } from '@iotc/shared';
import type { DeviceTopic, MessageKind } from '@iotc/shared';
import { insertTestDevices } from '../../../test/devices.ts';
import { useDemoApp, type DemoApp, type DemoName, type TestApp } from '../../../test/helpers.ts';
import type { Db } from '../../core/db.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { productFunctions } from '../functions/tables.ts';
import { products } from '../products/tables.ts';
import { deviceFaults, deviceLogs, deviceStates, devices } from './tables.ts';

/**
 * What the connectivity suites (embedded Aedes and external Mosquitto) share: a product of the test class
 * (switch_led DP 1, bright_value DP 2 in 10-1000, and a fault DP 4 with two bits) with devices, raw
 * mqtt.js clients, and reads of what the ingest wrote.
 */

export interface TestFleet {
  productId: string;
  productKey: string;
  dids: string[];
  /** did → devices.username */
  usernames: Map<string, string>;
}

export async function insertFleet(t: TestApp, tenantId: string, count: number): Promise<TestFleet> {
  const now = t.clock.now();
  await seedTestClasses(t.db, now);
  const productId = await insertProduct(t.db, tenantId, now, { lang: 'en-US' });
  await t.db.insert(productFunctions).values({
    id: randomUUID(),
    tenantId,
    productId,
    kind: 1,
    templateId: null,
    dpId: 4,
    identifier: 'fault',
    name: 'Fault',
    dataType: 'fault',
    rwFlag: 'ro',
    spec: { dataType: 'fault', faultBits: [{ name: 'Overheat', description: '' }, { name: 'Short circuit', description: '' }] },
    createdAt: now,
    updatedAt: now,
  });
  const [product] = await t.db.select({ productKey: products.productKey }).from(products).where(eq(products.id, productId));
  const dids = await insertTestDevices(t.db, tenantId, productId, { count });
  const rows = await t.db.select({ id: devices.id, username: devices.username }).from(devices).where(eq(devices.productId, productId));
  return { productId, productKey: product!.productKey, dids, usernames: new Map(rows.map((r) => [r.id, r.username])) };
}

export type FleetApp<N extends DemoName> = DemoApp<N> & { fleet: TestFleet; clients: MqttClient[] };

/**
 * useDemoApp with a fleet of `count` devices in the first named account's space, and the MQTT clients the file's
 * tests open (push them to `clients`): they are ended before the app closes.
 */
export function useFleetApp<const N extends DemoName>(count: number, ...names: [N, ...N[]]): FleetApp<N> {
  const fleetApp = Object.assign(useDemoApp(...names), { fleet: {} as TestFleet, clients: [] as MqttClient[] });
  beforeAll(async () => {
    fleetApp.fleet = await insertFleet(fleetApp.t, fleetApp[names[0]].tenantId, count);
  });
  afterAll(() => Promise.all(fleetApp.clients.map((client) => client.endAsync(true))));
  return fleetApp;
}

/** Starts the app's HTTP server on a free port and answers its MQTT-over-WebSocket address. */
export async function listenForWebSocket(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${MQTT_WS_PATH}`;
}

/** A message as the SDK builds it. */
export function message(topic: DeviceTopic, name: MessageKind, did: string, payload: unknown, mid?: string): string {
  return JSON.stringify(buildMessage(topic, name, did, payload, mid));
}

/** Connects and resolves on CONNACK; rejects with mqtt.js' error (its `code` the CONNACK return code) when refused, or when closed first. */
export function connectClient(url: string, options: IClientOptions): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = connect(url, { protocolVersion: 4, clean: true, reconnectPeriod: 0, connectTimeout: 5000, queueQoSZero: false, ...options });
    client.once('connect', () => resolve(client));
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
    // A connection the broker closes before its CONNACK (taken over while it authenticated) says no more.
    client.once('close', () => reject(new Error('closed before CONNACK')));
  });
}

/** A device with its credentials (the password derived as the triple export does), its will saying offline. */
export function connectDevice(url: string, t: TestApp, fleet: TestFleet, did: string, options: { password?: string; online?: boolean } = {}): Promise<MqttClient> {
  return connectClient(url, {
    clientId: did,
    username: fleet.usernames.get(did),
    password: options.password ?? devicePassword(t.config.deviceSecret, did),
    will: { topic: deviceTopic(fleet.productKey, did, 'online'), payload: Buffer.from(message('online', 'online', did, { online: false })), qos: 1, retain: false },
  }).then(async (client) => {
    // As the SDK does: say online after connecting (external mode learns it only this way).
    if (options.online !== false) await client.publishAsync(deviceTopic(fleet.productKey, did, 'online'), message('online', 'online', did, { online: true }), { qos: 1 });
    return client;
  });
}

/** Messages a client receives, by topic. */
export function inbox(client: MqttClient): { topic: string; body: { header: { name: string; mid: string }; payload: Record<string, unknown> } }[] {
  const received: ReturnType<typeof inbox> = [];
  client.on('message', (topic, payload) => received.push({ topic, body: JSON.parse(payload.toString()) as ReturnType<typeof inbox>[number]['body'] }));
  return received;
}

/** Polls until `check` returns a value other than undefined / false (the ingest writes every few ms). */
export async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function logsOf(db: Db, did: string) {
  return db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, did)).orderBy(asc(deviceLogs.id));
}

export function faultsOf(db: Db, did: string) {
  return db.select().from(deviceFaults).where(eq(deviceFaults.deviceId, did)).orderBy(asc(deviceFaults.id));
}

export async function stateOf(db: Db, did: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ state: deviceStates.state }).from(deviceStates).where(eq(deviceStates.deviceId, did));
  return row?.state ?? null;
}

export async function deviceRow(db: Db, did: string) {
  const [row] = await db.select().from(devices).where(eq(devices.id, did));
  return row!;
}

/** A pause in which a message that should not arrive would have. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
