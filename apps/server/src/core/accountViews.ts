import type { MenuItem, UserInfo } from '@iotc/shared';
import type { Clock } from './clock.ts';
import { TtlCache } from './ttlCache.ts';

/**
 * The profile and the menu tree are read on every page load and change rarely: they are cached per
 * user and space. Whatever changes a user's profile, spaces, roles or guide flag calls `forget(userId)`.
 */
export class AccountViews {
  readonly profiles: TtlCache<UserInfo>;
  readonly routers: TtlCache<MenuItem[]>;

  constructor(clock: Clock) {
    this.profiles = new TtlCache(clock);
    this.routers = new TtlCache(clock);
  }

  static key(userId: string, tenantId: string): string {
    return `${userId}:${tenantId}`;
  }

  forget(userId: string): void {
    this.profiles.deletePrefix(`${userId}:`);
    this.routers.deletePrefix(`${userId}:`);
  }
}
