import { describe, expect, it } from 'vitest';
import { UserCache, USER_CACHE_TTL_MS } from '../../../src/users/user-cache';

const row = (id: string, name = 'A') => ({ id, name, period_used: 1 });
const at = (ms: number) => new Date(Date.UTC(2026, 10, 23) + ms);

describe('UserCache', () => {
  it('serves nothing until its listener is live', () => {
    const cache = new UserCache();
    cache.store(row('u1'), '2026-11', cache.epoch, at(0));
    expect(cache.row('u1', '2026-11', at(0))).toBeUndefined();
    cache.live = true;
    cache.store(row('u1'), '2026-11', cache.epoch, at(0));
    expect(cache.row('u1', '2026-11', at(0))).toEqual(row('u1'));
  });

  it('does not store a read that started before an eviction', () => {
    const cache = new UserCache();
    cache.live = true;
    const epoch = cache.epoch;
    cache.evict('u1'); // a change was notified while the read was in flight
    cache.store(row('u1', 'old'), '2026-11', epoch, at(0));
    expect(cache.row('u1', '2026-11', at(0))).toBeUndefined();
  });

  it('evicts one user, or all on clear', () => {
    const cache = new UserCache();
    cache.live = true;
    cache.store(row('u1'), '2026-11', cache.epoch, at(0));
    cache.store(row('u2'), '2026-11', cache.epoch, at(0));
    cache.evict('u1');
    expect(cache.row('u1', '2026-11', at(0))).toBeUndefined();
    expect(cache.row('u2', '2026-11', at(0))).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its time to live and when the usage month changes', () => {
    const cache = new UserCache();
    cache.live = true;
    cache.store(row('u1'), '2026-11', cache.epoch, at(0));
    expect(cache.row('u1', '2026-12', at(1))).toBeUndefined();
    cache.store(row('u1'), '2026-11', cache.epoch, at(0));
    expect(cache.row('u1', '2026-11', at(USER_CACHE_TTL_MS - 1))).toBeDefined();
    expect(cache.row('u1', '2026-11', at(USER_CACHE_TTL_MS))).toBeUndefined();
  });
});
