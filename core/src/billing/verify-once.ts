import type { CoreContext } from '../context';

const inFlight = new WeakMap<CoreContext, Map<string, Promise<unknown>>>();
const POLL_MS = 50;

/**
 * Runs `settle` for a payment reference once however many verifications of it arrive together:
 * in this process they share one promise; across api processes a Redis lock makes the others wait
 * for the first one's answer (written to the transaction row) instead of calling the provider too.
 * So 200 concurrent polls of one tx_ref make one upstream call, not 200.
 */
export async function verifyOnce(ctx: CoreContext, reference: string, settle: () => Promise<unknown>): Promise<void> {
  const calls = inFlight.get(ctx) ?? new Map<string, Promise<unknown>>();
  inFlight.set(ctx, calls);
  let shared = calls.get(reference);
  if (!shared) {
    shared = lockedAcrossProcesses(ctx, reference, settle).finally(() => calls.delete(reference));
    calls.set(reference, shared);
  }
  await shared;
}

async function lockedAcrossProcesses(ctx: CoreContext, reference: string, settle: () => Promise<unknown>): Promise<void> {
  const key = `${ctx.config.redisPrefix}:payments:verifying:${reference}`;
  const holdMs = ctx.config.paymentTimeoutMs + 1000;
  const locked = await ctx.redis.set(key, '1', 'PX', holdMs, 'NX').catch(() => 'OK');
  if (locked === 'OK') {
    try {
      await settle();
    } finally {
      await ctx.redis.del(key).catch(() => undefined);
    }
    return;
  }
  // Another process is asking the provider right now: its answer lands in the row this caller reads next.
  const until = Date.now() + holdMs;
  while (Date.now() < until && (await ctx.redis.exists(key).catch(() => 0))) await new Promise((r) => setTimeout(r, POLL_MS));
}
