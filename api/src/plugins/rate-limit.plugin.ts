import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressHash, type CoreContext } from '@fitrater/core';
import { type RateLimitRule } from '@fitrater/platform';

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
/** The signed-in user (the auth gates run in onRequest, before this preHandler). */
export const byUser = (request: FastifyRequest) => request.auth?.user.id;
/** The body's e-mail address, as a hash: no address is ever written into a Redis key. */
export const byBodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? addressHash(email) : undefined;
};

/**
 * Redis-backed limits declared per route (`config.rateLimits`), checked after
 * validation so keys can use the body. Over the limit: 429 with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { ctx: CoreContext }) => {
  app.addHook('preHandler', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (!limits) return;
    for (const { rule, key } of limits) {
      const bucket = key(request);
      if (bucket) await opts.ctx.rateLimiter.hit(rule, bucket);
    }
  });
});
