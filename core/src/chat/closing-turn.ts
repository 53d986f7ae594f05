import type { CoreContext } from '../context';

/**
 * A member's replies stream one at a time: the next waits while an earlier row says 'streaming'.
 * A reply's row says 'done' (or 'failed') a moment before its last events go out, so the next reply
 * could start, and its first delta reach the socket, in between. While a reply saves and announces
 * its end it holds this short lease; the next one waits for it too. The lease outlives no crash by
 * more than CLOSING_LEASE_MS.
 */
const CLOSING_LEASE_MS = 10_000;

const closingKey = (prefix: string, userId: string) => `${prefix}:chat:closing:${userId}`;

/** Runs `close` (save the end, publish the last events) holding the member's closing lease. */
export async function closingTurn<T>(ctx: CoreContext, userId: string, replyId: string, close: () => Promise<T>): Promise<T> {
  const key = closingKey(ctx.config.redisPrefix, userId);
  // Redis down: nothing is published either, so nothing can arrive out of order.
  await ctx.redis.set(key, replyId, 'PX', CLOSING_LEASE_MS).catch(() => undefined);
  try {
    return await close();
  } finally {
    if ((await ctx.redis.get(key).catch(() => null)) === replyId) await ctx.redis.del(key).catch(() => undefined);
  }
}

/** Whether another of the member's replies is announcing its end right now. */
export async function anotherReplyClosing(ctx: CoreContext, userId: string, replyId: string): Promise<boolean> {
  const holder = await ctx.redis.get(closingKey(ctx.config.redisPrefix, userId)).catch(() => null);
  return holder !== null && holder !== replyId;
}
