import { Cluster, Redis, type RedisOptions } from 'ioredis';

export type { Redis };

export type RedisRole =
  /** Request-path commands and queue producers: fail fast instead of queueing while Redis is down. */
  | 'client'
  /** BullMQ workers and pub/sub subscribers: block and reconnect forever. */
  | 'blocking';

/**
 * A connection for `role`. With `cluster` (REDIS_CLUSTER=on), `url` is one node of a Redis Cluster
 * and the client is ioredis' Cluster, which finds the others and follows MOVED/ASK; it answers the
 * same commands, so it is used through the same type.
 */
export function createRedis(url: string, role: RedisRole, extra: RedisOptions = {}, cluster = false): Redis {
  const common: RedisOptions = { lazyConnect: false, connectTimeout: 3000, ...extra };
  const retry = (max: number) => (n: number) => Math.min(n * 200, max);
  const options: RedisOptions =
    role === 'client'
      ? { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: retry(2000) }
      : { ...common, maxRetriesPerRequest: null, retryStrategy: retry(5000) };
  if (!cluster) return new Redis(url, options);
  const { hostname, port, username, password } = new URL(url);
  const { retryStrategy: _perNode, enableOfflineQueue, ...redisOptions } = options;
  const client = new Cluster([{ host: hostname, port: Number(port || 6379) }], {
    redisOptions: { ...redisOptions, username: username || undefined, password: password ? decodeURIComponent(password) : undefined, tls: url.startsWith('rediss:') ? {} : undefined },
    clusterRetryStrategy: retry(role === 'client' ? 2000 : 5000),
    enableOfflineQueue,
    // BullMQ's blocking commands and pub/sub need the ready check of every node.
    enableReadyCheck: true,
  });
  return client as unknown as Redis;
}

/** The masters of a cluster client, or the connection itself. */
function nodesOf(redis: Redis): Redis[] {
  return redis instanceof Cluster ? (redis as Cluster).nodes('master') : [redis];
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
  let deleted = 0;
  const cluster = redis instanceof Cluster;
  for (const node of nodesOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      // One key at a time on a cluster: the keys of one SCAN page may live in different slots.
      if (cluster) for (const key of keys) deleted += await node.unlink(key);
      else deleted += await node.unlink(...keys);
    } while (cursor !== '0');
  }
  return deleted;
}
