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
 * Every request is counted after validation (a key may read the body). A bucket found over its
 * limit is remembered in this process until its window ends, and the requests that keep coming
 * to a limit keyed by address or account are refused before their body is read (preParsing, after
 * the sign-in gates of onRequest), without parsing, validation or a Redis round trip. That early
 * check reads memory only: counting in Redis before the body was read let a client that never
 * sends its announced body outlive HTTP_REQUEST_TIMEOUT_MS (abuse/server-limits.test.ts).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { ctx: CoreContext }) => {
  const blockedUntil = new Map<string, number>();

  /** Refuses at once, without Redis, a request whose bucket this process already saw over its limit. */
  function refuseKnownOverLimit(limits: RouteRateLimit[], request: FastifyRequest, bodyKeys: boolean): void {
    const now = Date.now();
    for (const { rule, key } of limits) {
      if (BODY_KEYS.has(key) !== bodyKeys) continue;
      const bucket = key(request);
      if (!bucket) continue;
      const remembered = `${rule.name}\u0000${bucket}`;
      const until = blockedUntil.get(remembered);
      if (until === undefined) continue;
      if (until <= now) {
        blockedUntil.delete(remembered);
        continue;
      }
      const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: retryAfter }, { 'retry-after': String(retryAfter) });
    }
  }

  /** Counts one hit per limit in Redis; a bucket found over its limit is remembered until its window ends. */
  async function count(limits: RouteRateLimit[], request: FastifyRequest): Promise<void> {
    refuseKnownOverLimit(limits, request, true);
    for (const { rule, key } of limits) {
      const bucket = key(request);
      if (!bucket) continue;
      try {
        await opts.ctx.rateLimiter.hit(rule, bucket);
      } catch (error) {
        const retryAfter = isAppError(error) && error.code === 'RATE_LIMITED' ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
        if (retryAfter) remember(`${rule.name}\u0000${bucket}`, Date.now() + retryAfter * 1000);
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

  // Before the body is read: only what this process already knows, so nothing waits on Redis there.
  app.addHook('preParsing', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (limits) refuseKnownOverLimit(limits, request, false);
  });
  app.addHook('preHandler', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (limits) await count(limits, request);
  });
});
