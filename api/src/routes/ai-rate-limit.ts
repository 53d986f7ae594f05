import type { CoreContext } from '@fitrater/core';
import { byUser, type RouteRateLimit } from '../plugins/rate-limit.plugin';

/**
 * Each member's budget of AI work (AI_RATE_LIMIT_MAX per AI_RATE_LIMIT_WINDOW_SECONDS): every
 * request on these routes is a model call, a paid one with a remote AI. Styling, suggestions and
 * trends share one budget. Over it: 429 RATE_LIMITED with Retry-After. Chat sends have their own
 * limit (CHAT_RATE_LIMIT_*), ratings their monthly quota.
 */
export function aiRateLimits(ctx: CoreContext): RouteRateLimit[] {
  return [{ rule: { name: 'ai-styling', max: ctx.config.aiRateLimitMax, windowSeconds: ctx.config.aiRateLimitWindowSeconds, unscaled: true }, key: byUser }];
}
