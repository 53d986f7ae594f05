import type { CoreContext } from '../context';
import { createRedis, InvalidatedCache, SharedByKey, type Redis } from '@fitrater/platform';

/**
 * Short-lived, in-process cache of bearer sessions: a signed-in read
 * skips the token lookup (the user row has its own cache, users/user-cache.ts).
 *
 * Revocation stays immediate:
 * - the process that revokes evicts synchronously (revokeSessions, announceRevocation);
 * - every other process hears it on `sessionRevokedChannel` (Redis pub/sub) and evicts;
 * - the cache serves only while its subscriber is connected, and starts empty after a
 *   reconnect, so a message lost while Redis was away cannot leave a revoked session cached;
 * - a lookup that raced with a revocation is not stored (the eviction epoch moved on);
 * - an entry never outlives SESSION_CACHE_TTL_MS, nor the session's own expiry (`expiresAt`).
 */
export const SESSION_CACHE_TTL_MS = 15_000;
/** Bounds memory under a flood of distinct tokens; the oldest entries go first. */
const MAX_ENTRIES = 50_000;

export const sessionRevokedChannel = (prefix: string) => `${prefix}:sessions:revoked`;
/** The subscriber's Redis client name (CLIENT LIST), so operators and tests can find it. */
export const sessionCacheConnectionName = (prefix: string) => `${prefix}-session-cache`;

export interface CachedSession {
  sessionId: string;
  userId: string;
  lastUsedAt: Date;
  /** When the session itself expires unless used again (sessionExpiresAt). */
  expiresAt: Date | null;
}

/** Sessions by token hash; `live` while the revocation subscriber is connected and subscribed. */
export class SessionCache extends InvalidatedCache<CachedSession> {
  constructor() {
    super(SESSION_CACHE_TTL_MS, MAX_ENTRIES);
  }

  /** Never serves a session past its own expiry. */
  override get(tokenHash: string, now: Date, stillValid?: (session: CachedSession) => boolean): CachedSession | undefined {
    return super.get(tokenHash, now, (session) => (!session.expiresAt || session.expiresAt.getTime() > now.getTime()) && (stillValid?.(session) ?? true));
  }

  evictSessions(sessionIds: readonly string[]): void {
    const ids = new Set(sessionIds);
    this.evictWhere((session) => ids.has(session.sessionId));
  }
}

interface Scope {
  cache: SessionCache;
  subscriber: Redis;
}

/**
 * One cache per database and Redis prefix in this process, shared by every context on
 * them: a revocation through any context of the process evicts before it returns.
 */
const scopes = new SharedByKey<Scope>((scope) => {
  scope.cache.live = false;
  scope.cache.clear();
  scope.subscriber.disconnect();
});
const scopeKey = (ctx: Pick<CoreContext, 'config'>) => `${ctx.config.databaseUrl}|${ctx.config.redisPrefix}`;

/** The cache of the context's scope, if an api process started one. */
export function sessionCacheOf(ctx: Pick<CoreContext, 'config'>): SessionCache | undefined {
  return scopes.get(scopeKey(ctx))?.cache;
}

/** Evicts revoked sessions from this process's cache (other processes hear it over Redis). */
export function evictCachedSessions(ctx: Pick<CoreContext, 'config'>, sessionIds: readonly string[]): void {
  sessionCacheOf(ctx)?.evictSessions(sessionIds);
}

/**
 * Starts the cache for an api process: subscribes to revocations and turns the cache on
 * once subscribed. Returns the function that stops it (the last holder disconnects).
 */
export function startSessionCache(ctx: Pick<CoreContext, 'config' | 'logger'>): () => Promise<void> {
  return scopes.acquire(scopeKey(ctx), () => {
    const cache = new SessionCache();
    const channel = sessionRevokedChannel(ctx.config.redisPrefix);
    const subscriber = createRedis(ctx.config.redisUrl, 'blocking', { connectionName: sessionCacheConnectionName(ctx.config.redisPrefix) }, ctx.config.redisCluster);
    const off = () => {
      cache.live = false;
      cache.clear();
    };
    subscriber.on('error', (error: Error) => ctx.logger.debug({ err: error.message }, 'session cache subscriber error'));
    subscriber.on('close', off);
    subscriber.on('end', off);
    // (Re)subscribe explicitly on every ready, and serve only once the subscription is confirmed.
    subscriber.on('ready', () => {
      off();
      subscriber.subscribe(channel).then(
        () => {
          cache.clear();
          cache.live = subscriber.status === 'ready';
        },
        (error: Error) => ctx.logger.warn({ err: error.message }, 'session cache could not subscribe; serving without it'),
      );
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const ids = JSON.parse(raw) as unknown;
        if (Array.isArray(ids)) cache.evictSessions(ids.filter((id): id is string => typeof id === 'string'));
        else cache.clear();
      } catch {
        cache.clear();
      }
    });
    return { cache, subscriber };
  }).release;
}

/** Tells every process to evict these sessions. Best effort: see the reconnect rule above. */
export async function publishRevokedSessions(ctx: Pick<CoreContext, 'config' | 'redis'>, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await ctx.redis.publish(sessionRevokedChannel(ctx.config.redisPrefix), JSON.stringify(sessionIds));
}
