import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { MAX_IN_PROCESS_RETRY_WAIT_MS } from './client';
import { retryAfterMs } from './retry-after';

/**
 * Wait before the first retry of a failed request, doubled for each next one (up to a quarter
 * off at random). Half the SDK's own backoff: the built-in engine's answer is ready by then, and
 * with OPENAI_MAX_RETRIES=2 a model that keeps failing costs the member at most 0.75 s of waiting
 * before it answers (the SDK's 0.5 + 1 s pushed a fallback past 2 s on a loaded machine).
 */
export const RETRY_BASE_DELAY_MS = 250;

/**
 * Longest wait, over all the retries of one answer, while the built-in engine could answer
 * instead: its answer is due within 2 s of the model's failure. A longer Retry-After is honoured
 * by sending nothing to the model until it has passed (the gate's cool-down) while the built-in
 * engine answers.
 */
export const FALLBACK_RETRY_BUDGET_MS = 1_500;

/**
 * How long to wait before sending a failed request again, or null when it must not be sent again:
 * retries used up; not the endpoint's passing trouble (a 4xx other than 408, 409 and 429); a
 * timeout (a model too slow once is too slow again, and the member is waiting); a 429 whose
 * Retry-After is longer than `maxWaitMs`. The server's Retry-After (or retry-after-ms) is
 * honoured when it sent one, and so is its `x-should-retry`.
 */
export function retryDelayMs(error: unknown, retriesDone: number, maxRetries: number, maxWaitMs = MAX_IN_PROCESS_RETRY_WAIT_MS, random: () => number = Math.random): number | null {
  if (retriesDone >= maxRetries || error instanceof APIConnectionTimeoutError) return null;
  if (!(error instanceof APIError)) return null;
  if (!(error instanceof APIConnectionError)) {
    const status = error.status ?? 0;
    const told = error.headers?.get('x-should-retry');
    const retryable = told === 'true' || (told !== 'false' && (status === 408 || status === 409 || status === 429 || status >= 500));
    if (!retryable) return null;
    const asked = retryAfterMs(error.headers);
    if (asked !== null) return asked <= maxWaitMs ? asked : null;
  }
  return RETRY_BASE_DELAY_MS * 2 ** retriesDone * (1 - random() * 0.25);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
