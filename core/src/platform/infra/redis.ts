import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

export type RedisRole =
  /** Request-path commands and queue producers: fail fast instead of queueing while Redis is down. */
  | 'client'
  /** BullMQ workers and pub/sub subscribers: block and reconnect forever. */
  | 'blocking';

export function createRedis(url: string, role: RedisRole, extra: RedisOptions = {}): Redis {
  const common: RedisOptions = { lazyConnect: false, connectTimeout: 3000, ...extra };
  const options: RedisOptions =
    role === 'client'
      ? { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (n) => Math.min(n * 200, 2000) }
      : { ...common, maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 200, 5000) };
  return new Redis(url, options);
}

/** Resolves once the connection is ready, or rejects after `timeoutMs`. */
export async function waitForRedis(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
    };
    redis.on('ready', onReady);
  });
}

/**
 * For fail-fast clients: a connection still being (re)established gets a short
 * grace period; after it, callers fail instead of queueing commands forever.
 */
export async function ensureRedisReady(redis: Redis, graceMs = 1000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return waitForRedis(redis, graceMs).then(() => true, () => false);
}

/** Reads `maxmemory-policy`; queues lose jobs silently under any other policy than noeviction. */
export async function redisEvictionPolicy(redis: Redis): Promise<string | null> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    return reply[1] ?? null;
  } catch {
    return null; // CONFIG may be disabled on managed Redis
  }
}

/** Deletes every key under a prefix (tests and `fitrater` maintenance), without blocking Redis. */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
