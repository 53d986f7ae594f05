import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider';

export interface DeliveryRetryOptions {
  /** Tries on 429/5xx/network errors (the first included). */
  maxAttempts: number;
  /** A Retry-After longer than this gives up instead of holding the worker. */
  maxRetryAfterMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one message to one subscription, trying again on a `retry` outcome after the push
 * service's Retry-After (or 0.5 s, 1 s, 2 s… without one). Returns the last outcome and how
 * many requests it took; recording it is the caller's business.
 */
export async function deliverPush(
  provider: PushProvider,
  target: PushTarget,
  message: PushMessage,
  options: DeliveryRetryOptions,
): Promise<{ outcome: PushOutcome; attempts: number }> {
  let outcome: PushOutcome = { kind: 'failed', status: null, error: 'not sent' };
  let attempts = 0;
  while (attempts < options.maxAttempts) {
    attempts++;
    outcome = await provider.send(target, message);
    if (outcome.kind !== 'retry' || attempts >= options.maxAttempts) break;
    const delay = outcome.retryAfterMs ?? 500 * 2 ** (attempts - 1);
    if (delay > options.maxRetryAfterMs) break;
    await sleep(delay);
  }
  return { outcome, attempts };
}
