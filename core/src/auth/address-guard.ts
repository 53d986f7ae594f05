import { createHash } from 'node:crypto';
import type { CoreContext } from '../context';
import { AppError, ensureRedisReady, type RateLimitRule } from '@fitrater/platform';
import { normaliseEmail } from '../users';

const DAY_SECONDS = 24 * 3600;

/**
 * Per-address counters. Keyed by a SHA-256 of the normalised address,
 * never the address itself, and applied the same way whether or not an account exists.
 */
export function addressHash(email: string): string {
  return createHash('sha256').update(`fitrater-address:${normaliseEmail(email)}`).digest('hex');
}

/**
 * The subject of the stand-in reset code an unknown address gets: a uuid derived from the address
 * hash, so that checking a code for an unknown address does exactly the work (and gives exactly the
 * answers: invalid, locked after 5 tries, expired) of a real account.
 */
export function phantomSubjectId(email: string): string {
  const h = createHash('sha256').update(`fitrater-phantom:${normaliseEmail(email)}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const failKey = (ctx: CoreContext, email: string) => `${ctx.config.redisPrefix}:code-fail:${addressHash(email)}`;

export const DAILY_CODE_LOCK_MESSAGE = 'Too many wrong codes for this address today. Please try again tomorrow.';

/**
 * Reserves one code attempt for the address (INCR first, so concurrent guesses cannot overshoot);
 * over the daily cap: CODE_LOCKED. A correct code gives the attempt back (`releaseCodeAttempt`).
 */
export async function reserveCodeAttempt(ctx: CoreContext, email: string): Promise<void> {
  const key = failKey(ctx, email);
  let count: number;
  let ttl: number;
  try {
    if (!(await ensureRedisReady(ctx.redis))) throw new Error('not ready');
    const result = await ctx.redis.multi().incr(key).expire(key, DAY_SECONDS, 'NX').ttl(key).exec();
    count = Number(result?.[0]?.[1] ?? 0);
    ttl = Number(result?.[2]?.[1] ?? DAY_SECONDS);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable: Redis is not reachable');
  }
  if (count > ctx.config.codeFailedAttemptsPerDay) {
    const retryAfter = String(Math.max(1, ttl));
    throw new AppError('CODE_LOCKED', DAILY_CODE_LOCK_MESSAGE, undefined, { 'retry-after': retryAfter });
  }
}

export async function releaseCodeAttempt(ctx: CoreContext, email: string): Promise<void> {
  await ctx.redis.decr(failKey(ctx, email)).catch(() => undefined);
}

/** Registration and resend e-mails per recipient address (an inbox cannot be flooded). */
export async function hitCodeMailCaps(ctx: CoreContext, email: string): Promise<void> {
  const hour: RateLimitRule = { name: 'code-mail-address-hour', max: ctx.config.codeMailsPerAddressHour, windowSeconds: 3600, unscaled: true };
  const day: RateLimitRule = { name: 'code-mail-address-day', max: ctx.config.codeMailsPerAddressDay, windowSeconds: DAY_SECONDS, unscaled: true };
  const key = addressHash(email);
  await ctx.rateLimiter.hit(hour, key);
  await ctx.rateLimiter.hit(day, key);
}
