import { randomUUID } from 'node:crypto';
import { USER_CHANGED_CHANNEL } from '@fitrater/migrations';
import type { CoreContext } from '../context';
import { InvalidatedCache, listenToPostgres, SharedByKey, type PgListener } from '@fitrater/platform';

/**
 * In-process copy of signed-in users' rows and this month's usage counter: a
 * signed-in read (profile, usage, any route's `request.auth.user`) then needs no query.
 *
 * Staying correct:
 * - a trigger on `users` and `usage_counters` notifies `fitrater_user_changed` at commit of
 *   every change, whoever makes it (api, workers, CLI, SQL); every api process evicts that user;
 * - the cache serves only while its LISTEN connection is up, and starts empty after a reconnect,
 *   so a notification lost while Postgres was away cannot leave a stale row behind;
 * - a read that raced with a change is not stored (the eviction epoch moved on meanwhile);
 * - the process that handled a write evicts the writer at once (`evictCachedUser`, called by the
 *   api after every non-GET request but those of routes marked `userUnchanged`), so a user's next
 *   request sees their own change even before the notification arrives;
 * - an entry never outlives USER_CACHE_TTL_MS.
 */
export const USER_CACHE_TTL_MS = 15_000;
/** The listening connection's application_name in pg_stat_activity. */
export const USER_CACHE_APPLICATION_NAME = 'fitrater-user-cache';
/** Bounds memory; the oldest entries go first. */
const MAX_ENTRIES = 50_000;

/** A `users` row (snake_case columns) with the usage counter of `period` joined in. */
export interface CachedUserRow {
  id: string;
  period_used: number | null;
  [column: string]: unknown;
}

interface Entry {
  row: CachedUserRow;
  /** The usage month `row.period_used` counts. */
  period: string;
}

/** User rows by id; `live` while the LISTEN connection is up. */
export class UserCache extends InvalidatedCache<Entry> {
  constructor() {
    super(USER_CACHE_TTL_MS, MAX_ENTRIES);
  }

  /** The row with this month's usage, unless it was read for another month. */
  row(userId: string, period: string, now: Date): CachedUserRow | undefined {
    return this.get(userId, now, (entry) => entry.period === period)?.row;
  }

  store(row: CachedUserRow, period: string, epoch: number, now: Date): void {
    this.set(row.id, { row, period }, epoch, now);
  }
}

interface Scope {
  cache: UserCache;
  listener: PgListener;
  /** Barriers waiting for their own notification to come back (`userChangesSeen`). */
  barriers: Map<string, () => void>;
}

const BARRIER_PREFIX = 'seen:';

// Notifications are per database: one cache and one listening connection per database in this process.
const scopes = new SharedByKey<Scope>(async (scope) => {
  scope.cache.live = false;
  scope.cache.clear();
  await scope.listener.close();
});

export function userCacheOf(ctx: Pick<CoreContext, 'config'>): UserCache | undefined {
  return scopes.get(ctx.config.databaseUrl)?.cache;
}

/** Evicts a user in this process now (other processes hear of the change from Postgres). */
export function evictCachedUser(ctx: Pick<CoreContext, 'config'>, userId: string): void {
  userCacheOf(ctx)?.evict(userId);
}

/**
 * Resolves once this process has applied every user change committed before the call: Postgres
 * delivers a channel's notifications in commit order, so when our own marker comes back, all earlier
 * ones have been handled. For callers that change users behind the api's back (tests, tools) and
 * then read through it. Returns at once when no cache is running here.
 */
export async function userChangesSeen(ctx: Pick<CoreContext, 'config' | 'db'>, timeoutMs = 5000): Promise<void> {
  const scope = scopes.get(ctx.config.databaseUrl);
  if (!scope?.listener.live) return;
  const marker = `${BARRIER_PREFIX}${randomUUID()}`;
  const seen = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      scope.barriers.delete(marker);
      reject(new Error(`user change notifications not seen within ${timeoutMs} ms`));
    }, timeoutMs);
    scope.barriers.set(marker, () => {
      clearTimeout(timer);
      scope.barriers.delete(marker);
      resolve();
    });
  });
  await ctx.db.raw('select pg_notify(?, ?)', [USER_CHANGED_CHANNEL, marker]);
  await seen;
}

/** Starts the cache for an api process; returns the function that stops it (the last holder closes it). */
export function startUserCache(ctx: Pick<CoreContext, 'config' | 'logger'>): () => Promise<void> {
  const key = ctx.config.databaseUrl;
  return scopes.acquire(key, () => {
    const cache = new UserCache();
    const barriers = new Map<string, () => void>();
    const listener = listenToPostgres({
      databaseUrl: key,
      channel: USER_CHANGED_CHANNEL,
      applicationName: USER_CACHE_APPLICATION_NAME,
      onNotification: (payload) => {
        if (payload.startsWith(BARRIER_PREFIX)) barriers.get(payload)?.();
        else if (payload === '*') cache.clear();
        else cache.evict(payload);
      },
      onLiveChange: (live) => {
        cache.clear();
        cache.live = live;
      },
      onError: (error) => ctx.logger.debug({ err: error.message }, 'user cache listener error; reads go to the database until it is back'),
    });
    return { cache, listener, barriers };
  }).release;
}
