import { ENGINE_CAPABILITIES, ENGINE_FALLBACK_REASONS, type EngineCapability, type EngineFallbackReason } from '@fitrater/contracts';
import type { Redis } from '../infra/redis';

const key = (prefix: string) => `${prefix}:metrics:engine-fallbacks`;

/**
 * Counts of answers the built-in engine gave in the configured model's place, per capability and
 * reason, in one Redis hash (`<capability>|<reason>`): the workers count, the api's /metrics,
 * the admin panel and `fitrater engine status` read. Since the counts were first kept.
 */
export async function recordEngineFallback(redis: Redis, prefix: string, capability: EngineCapability, reason: EngineFallbackReason): Promise<void> {
  await redis.hincrby(key(prefix), `${capability}|${reason}`, 1);
}

export interface EngineFallbackCount {
  capability: EngineCapability;
  reason: EngineFallbackReason;
  count: number;
}

/** Every capability and reason, zero included, in a stable order. */
export async function readEngineFallbacks(redis: Redis, prefix: string): Promise<EngineFallbackCount[]> {
  const raw = await redis.hgetall(key(prefix));
  return ENGINE_CAPABILITIES.flatMap((capability) =>
    ENGINE_FALLBACK_REASONS.map((reason) => ({ capability, reason, count: Number(raw[`${capability}|${reason}`] ?? 0) })));
}
