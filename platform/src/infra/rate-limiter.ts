import { ensureRedisReady, type Redis } from './redis';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Stable name, part of the Redis key. */
  name: string;
  max: number;
  windowSeconds: number;
  /** A limit configured on its own (e.g. CHAT_RATE_LIMIT_MAX) is not multiplied by RATE_LIMIT_SCALE. */
  unscaled?: boolean;
}

export interface RateLimiter {
  /** Counts one hit for `key` under `rule`; throws RATE_LIMITED (with Retry-After) once over the limit. */
  hit(rule: RateLimitRule, key: string): Promise<void>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/** Fixed-window counters in Redis, shared by every api process. */
export function createRateLimiter(redis: Redis, prefix: string, scale = 1): RateLimiter {
  const keyOf = (rule: RateLimitRule, key: string) => `${prefix}:rl:${rule.name}:${key.toLowerCase()}`;
  return {
    async hit(rule, key) {
      const redisKey = keyOf(rule, key);
      const max = Math.max(1, Math.round(rule.max * (rule.unscaled ? 1 : scale)));
      let count: number;
      let ttl: number;
      try {
        if (!(await ensureRedisReady(redis))) throw new Error('not ready');
        const result = await redis.multi().incr(redisKey).expire(redisKey, rule.windowSeconds, 'NX').ttl(redisKey).exec();
        count = Number(result?.[0]?.[1] ?? 0);
        ttl = Number(result?.[2]?.[1] ?? rule.windowSeconds);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable: Redis is not reachable');
      }
      if (count > max) {
        const retryAfter = Math.max(1, ttl);
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: retryAfter }, { 'retry-after': String(retryAfter) });
      }
    },
    async reset(rule, key) {
      await redis.del(keyOf(rule, key));
    },
  };
}
