import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONSOLE_SUBSCRIBE_TOPICS, DOWN_TOPICS, UP_TOPICS, parseDeviceTopic } from '@iotc/shared';
import type { SessionService } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { isDevicePassword } from '../deviceSecret.ts';
import { memberships } from '../tenancy.tables.ts';
import { TtlCache } from '../ttlCache.ts';
import { users } from '../users.tables.ts';
import type { BrokerIdentity, DeviceDirectory, DeviceIdentity } from './types.ts';

/** The username of the server's own client on an external broker. */
export const SERVER_USERNAME = '$server';

function derived(deviceSecret: string, purpose: string): string {
  return createHmac('sha256', deviceSecret).update(purpose).digest('base64url');
}

/** The password of the server's own client on an external broker (derived, so every instance knows it and none stores it). */
export function serverPassword(deviceSecret: string): string {
  return derived(deviceSecret, 'broker-server-password');
}

/** The value of the `x-iotc-hook-secret` header the broker's auth plugin sends to the hook routes. */
export function hookSecret(deviceSecret: string): string {
  return derived(deviceSecret, 'broker-hook-secret');
}

/** The header carrying hookSecret(): the hook routes are public otherwise. */
export const HOOK_SECRET_HEADER = 'x-iotc-hook-secret';

function text(value: string | Buffer | undefined): string | undefined {
  return value === undefined ? undefined : typeof value === 'string' ? value : value.toString('utf8');
}

/** Constant-time comparison of a presented secret. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const up: readonly string[] = UP_TOPICS;
const down: readonly string[] = DOWN_TOPICS;
const consoleSubscribe: readonly string[] = CONSOLE_SUBSCRIBE_TOPICS;

/** `{pk}/{did}/<rest>` of a subscription filter, with pk and did literal; null for anything else. */
function splitFilter(filter: string): { productKey: string; deviceId: string; rest: string } | null {
  const first = filter.indexOf('/');
  const second = filter.indexOf('/', first + 1);
  if (first <= 0 || second <= first + 1) return null;
  const productKey = filter.slice(0, first);
  const deviceId = filter.slice(first + 1, second);
  if (/[+#$]/.test(productKey) || /[+#]/.test(deviceId)) return null;
  return { productKey, deviceId, rest: filter.slice(second + 1) };
}

/**
 * Authentication and ACL of the broker, the same for the embedded Aedes and for the hook an external
 * broker calls. A device (client id = a did) publishes its up topics and subscribes to its down topics;
 * a console user (password = an access token) publishes down topics and subscribes to the debugging
 * topics of the devices of the spaces they are a member of; nothing else.
 */
export class BrokerAccess {
  /** userId → the spaces the user is a member of. */
  private readonly spaces: TtlCache<ReadonlySet<string>>;

  constructor(
    private readonly deps: { db: Db; clock: Clock; sessions: SessionService; directory: DeviceDirectory; deviceSecret: string },
  ) {
    this.spaces = new TtlCache(deps.clock);
  }

  /** Who presents these credentials; null when refused (CONNACK 4, bad username or password). */
  async authenticate(clientId: string, username: string | undefined, password: string | Buffer | undefined): Promise<BrokerIdentity | null> {
    const given = text(password);
    if (given === undefined) return null;
    if (username === SERVER_USERNAME) return sameSecret(given, serverPassword(this.deps.deviceSecret)) ? { kind: 'server' } : null;
    const device = await this.deps.directory.get(clientId);
    // A client id that is a did is that device or nothing: a token does not open a device's session.
    if (device) {
      return device.username === username && isDevicePassword(this.deps.deviceSecret, device.did, given) ? { kind: 'device', device } : null;
    }
    let sessionId: string;
    let userId: string;
    try {
      ({ sessionId, userId } = await this.deps.sessions.authenticate(given));
    } catch {
      return null;
    }
    const [user] = await this.deps.db.select({ account: users.account }).from(users).where(eq(users.id, userId));
    return user ? { kind: 'console', userId, sessionId, account: user.account } : null;
  }

  async mayPublish(identity: BrokerIdentity, topic: string): Promise<boolean> {
    if (identity.kind === 'server') return true;
    const parsed = parseDeviceTopic(topic);
    if (!parsed) return false;
    if (identity.kind === 'device') {
      return up.includes(parsed.topic) && (await this.stillDevice(identity.device, parsed.productKey, parsed.deviceId));
    }
    return down.includes(parsed.topic) && this.consoleMayUse(identity, parsed.productKey, parsed.deviceId);
  }

  async maySubscribe(identity: BrokerIdentity, filter: string): Promise<boolean> {
    if (identity.kind === 'server') return true;
    const parts = splitFilter(filter);
    if (!parts) return false;
    if (identity.kind === 'device') {
      return (parts.rest === '#' || down.includes(parts.rest)) && (await this.stillDevice(identity.device, parts.productKey, parts.deviceId));
    }
    return (parts.rest === '#' || consoleSubscribe.includes(parts.rest)) && this.consoleMayUse(identity, parts.productKey, parts.deviceId);
  }

  /** The device is still there (not deleted since it connected) and the topic is its own. */
  private async stillDevice(device: DeviceIdentity, productKey: string, deviceId: string): Promise<boolean> {
    if (deviceId !== device.did || productKey !== device.productKey) return false;
    const current = await this.deps.directory.get(device.did);
    return current !== null && current.productKey === productKey;
  }

  private async consoleMayUse(identity: Extract<BrokerIdentity, { kind: 'console' }>, productKey: string, deviceId: string): Promise<boolean> {
    const [live, device, spaces] = await Promise.all([
      this.deps.sessions.isLive(identity.sessionId),
      this.deps.directory.get(deviceId),
      this.spacesOf(identity.userId),
    ]);
    return live && device !== null && device.productKey === productKey && spaces.has(device.tenantId);
  }

  private async spacesOf(userId: string): Promise<ReadonlySet<string>> {
    const hit = this.spaces.get(userId);
    if (hit) return hit;
    const rows = await this.deps.db.select({ tenantId: memberships.tenantId }).from(memberships).where(eq(memberships.userId, userId));
    const set = new Set(rows.map((r) => r.tenantId));
    this.spaces.set(userId, set);
    return set;
  }
}
