import type { UserInfo } from '@iotc/shared/spaces';
import type { MenuItem } from '@iotc/shared/menus';
import type { Clock } from './clock.ts';
import { BusTopic, type Bus } from './realtime.ts';
import { TtlCache } from './ttlCache.ts';

/** Stands for all users in forget() and on the bus; user ids are UUIDs, so it names no one. */
const EVERYONE = '*';

/**
 * The profile and the menu tree are read on every page load and change rarely: they are cached per
 * user and space. Whatever changes a user's profile, spaces, roles or guide flag calls `forget(userId)`;
 * with a bus between instances, every instance forgets at once.
 */
export class AccountViews {
  readonly profiles: TtlCache<UserInfo>;
  readonly routers: TtlCache<MenuItem[]>;

  constructor(
    clock: Clock,
    private readonly bus?: Bus,
  ) {
    this.profiles = new TtlCache(clock);
    this.routers = new TtlCache(clock);
    // This instance dropped its entries already, in forget().
    bus?.subscribe(BusTopic.AccountForget, (userId, fromHere) => {
      if (!fromHere) this.drop(userId);
    });
  }

  static key(userId: string, tenantId: string): string {
    return `${userId}:${tenantId}`;
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
  }
}
