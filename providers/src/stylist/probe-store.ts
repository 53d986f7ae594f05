import { createHash } from 'node:crypto';
import type { ProbeReport, ProbeStore } from '@fitrater/stylist';
import type { Redis } from '@fitrater/platform';

/** Probe reports shared by every process (workers, api, CLI) in Redis, one key per endpoint and model, expiring with the TTL. */
export function redisProbeStore(redis: Redis, prefix: string): ProbeStore {
  const keyOf = (key: string) => `${prefix}:engine:probe:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  return {
    async read(key) {
      const raw = await redis.get(keyOf(key));
      return raw ? (JSON.parse(raw) as ProbeReport) : null;
    },
    async write(key, report, ttlSeconds) {
      await redis.set(keyOf(key), JSON.stringify(report), 'EX', ttlSeconds);
    },
    async forget(key) {
      await redis.del(keyOf(key));
    },
  };
}
