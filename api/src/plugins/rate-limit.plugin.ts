import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressHash, type CoreContext } from '@fitrater/core';
import { AppError, isAppError, type RateLimitRule } from '@fitrater/platform';

export interface RouteRateLimit {
  rule: RateLimitRule;
  /** The bucket: client IP, an e-mail address from the body, … */
  key: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimits?: RouteRateLimit[];
  }
}

export const byIp = (request: FastifyRequest) => request.ip;
/** The signed-in user (the auth gates run in onRequest, before this plugin's hooks). */
export const byUser = (request: FastifyRequest) => request.auth?.user.id;
/** The body's e-mail address, as a hash: no address is ever written into a Redis key. */
export const byBodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? addressHash(email) : undefined;
};

/** Keys that read the parsed body: their limits can only be checked after parsing and validation. */
const BODY_KEYS = new Set<RouteRateLimit['key']>([byBodyEmail]);
/** Past this many remembered over-limit buckets, the expired ones are swept out. */
const SWEEP_AT = 10_000;

/**
 * Redis-backed limits declared per route (`config.rateLimits`). Over the limit: 429 with Retry-After.
 *
 * A limit keyed by address or account is checked before the body is read (preParsing, after the
 * sign-in gates of onRequest), so a request over its budget costs neither the body's parsing nor
 * its validation. A bucket found over its limit is remembered in this process until its window
 * ends: the requests that keep coming are refused without asking Redis. Limits keyed by the body
 * (an e-mail address) are checked after validation.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { ctx: CoreContext }) => {
  const blockedUntil = new Map<string, number>();

  async function check(limits: RouteRateLimit[], request: FastifyRequest, bodyKeys: boolean): Promise<void> {
    for (const { rule, key } of limits) {
      if (BODY_KEYS.has(key) !== bodyKeys) continue;
      const bucket = key(request);
      if (!bucket) continue;
      const remembered = `${rule.name}\u0000${bucket}`;
      const now = Date.now();
      const until = blockedUntil.get(remembered);
      if (until !== undefined) {
        if (until > now) {
          const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
          throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: retryAfter }, { 'retry-after': String(retryAfter) });
        }
        blockedUntil.delete(remembered);
      }
      try {
        await opts.ctx.rateLimiter.hit(rule, bucket);
      } catch (error) {
        const retryAfter = isAppError(error) && error.code === 'RATE_LIMITED' ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
        if (retryAfter) remember(remembered, now + retryAfter * 1000);
        throw error;
      }
    }
  }

  function remember(key: string, until: number): void {
    if (blockedUntil.size >= SWEEP_AT) {
      const now = Date.now();
      for (const [k, u] of blockedUntil) if (u <= now) blockedUntil.delete(k);
    }
    blockedUntil.set(key, until);
  }

  app.addHook('preParsing', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (limits) await check(limits, request, false);
  });
  app.addHook('preHandler', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (limits) await check(limits, request, true);
  });
});
