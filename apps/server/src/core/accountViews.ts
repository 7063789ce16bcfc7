import type { UserInfo } from '@iotc/shared/spaces';
import type { Clock } from './clock.ts';
import type { SerializedData } from './answers.ts';
import { BusTopic, type Bus } from './realtime.ts';
import { TtlCache } from './ttlCache.ts';

/** Stands for all users in forget() and on the bus; user ids are UUIDs, so it names no one. */
const EVERYONE = '*';

/** What a set of roles grants: the authority flags and the menu tree (serialised once: getRouters answers it as it is). */
export interface RoleGrants {
  permissions: string[];
  menus: SerializedData;
}

/**
 * The profile and the menu tree are read on every page load and change rarely: they are cached per
 * user and space. Whatever changes a user's profile, spaces, roles or guide flag calls `forget(userId)`;
 * with a bus between instances, every instance forgets at once. What roles grant is cached per set of
 * roles, which many users share (every owner holds the same one): a change of roles or menus calls
 * `forgetAll()`, and a user given other roles reads another set.
 */
export class AccountViews {
  readonly profiles: TtlCache<UserInfo>;
  readonly routers: TtlCache<SerializedData>;
  readonly grants: TtlCache<RoleGrants>;

  constructor(
    clock: Clock,
    private readonly bus?: Bus,
  ) {
    this.profiles = new TtlCache(clock);
    this.routers = new TtlCache(clock);
    this.grants = new TtlCache(clock);
    // This instance dropped its entries already, in forget().
    bus?.subscribe(BusTopic.AccountForget, (userId, fromHere) => {
      if (!fromHere) this.drop(userId);
    });
  }

  static key(userId: string, tenantId: string): string {
    return `${userId}:${tenantId}`;
  }

  /** The key of a set of role keys, given in one order (the profile's, by key). */
  static roleSetKey(roleKeys: readonly string[]): string {
    return roleKeys.join(',');
  }

  forget(userId: string): void {
    this.drop(userId);
    // Not awaited: callers are synchronous. Should the broadcast fail, other instances catch up within CACHE_TTL_MS.
    this.bus?.publish(BusTopic.AccountForget, userId).catch(() => undefined);
  }

  /** Every user's entries: a change of menus or roles reaches everyone's menus and permissions. */
  forgetAll(): void {
    this.forget(EVERYONE);
  }

  private drop(userId: string): void {
    const prefix = userId === EVERYONE ? '' : `${userId}:`;
    this.profiles.deletePrefix(prefix);
    this.routers.deletePrefix(prefix);
    if (userId === EVERYONE) this.grants.deletePrefix('');
  }
}
