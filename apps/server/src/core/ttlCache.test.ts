import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/helpers.ts';
import { AccountViews } from './accountViews.ts';
import { SerializedData } from './answers.ts';
import { CACHE_TTL_MS, TtlCache } from './ttlCache.ts';

describe('TtlCache', () => {
  it('keeps a value, null included, until its time is up', () => {
    const clock = new TestClock();
    const cache = new TtlCache<string | null>(clock);
    cache.set('a', 'x');
    cache.set('revoked', null);
    expect(cache.get('a')).toBe('x');
    expect(cache.get('revoked')).toBeNull();
    expect(cache.get('missing')).toBeUndefined();
    clock.advance(CACHE_TTL_MS / 1000 - 1);
    expect(cache.get('a')).toBe('x');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('revoked')).toBeUndefined();
  });

  it('forgets every space of one user and no other user', () => {
    const views = new AccountViews(new TestClock());
    views.routers.set(AccountViews.key('u1', 't1'), new SerializedData('[]'));
    views.routers.set(AccountViews.key('u1', 't2'), new SerializedData('[]'));
    views.routers.set(AccountViews.key('u10', 't1'), new SerializedData('[]'));
    views.forget('u1');
    expect(views.routers.get(AccountViews.key('u1', 't1'))).toBeUndefined();
    expect(views.routers.get(AccountViews.key('u1', 't2'))).toBeUndefined();
    expect(views.routers.get(AccountViews.key('u10', 't1'))).toEqual(new SerializedData('[]'));
  });

  it("keeps a role set's grants when one user is forgotten, and drops them when everyone is", () => {
    const views = new AccountViews(new TestClock());
    const owner = AccountViews.roleSetKey(['owner']);
    views.grants.set(owner, { permissions: ['a'], menus: new SerializedData('[]') });
    views.forget('u1');
    expect(views.grants.get(owner)?.permissions).toEqual(['a']);
    views.forgetAll();
    expect(views.grants.get(owner)).toBeUndefined();
  });
});
