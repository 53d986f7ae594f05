import type { PlatformContext } from '../context';
import { ensureRedisReady } from './redis';

export interface HealthStatus {
  db: 'ok' | 'down';
  redis: 'ok' | 'down';
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

export async function checkHealth(ctx: Pick<PlatformContext, 'db' | 'redis'>, timeoutMs = 1500): Promise<HealthStatus> {
  const [db, redis] = await Promise.all([
    withTimeout(ctx.db.raw('select 1'), timeoutMs).then(() => 'ok' as const, () => 'down' as const),
    withTimeout(ensureRedisReady(ctx.redis, timeoutMs).then(() => ctx.redis.ping()), timeoutMs).then(() => 'ok' as const, () => 'down' as const),
  ]);
  return { db, redis };
}
