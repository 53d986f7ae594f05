import { retryAfterMs } from './retry-after';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The SDK obeys any Retry-After, however long, while holding a worker slot.
 * A 429 that asks for more than `maxWaitMs` is marked `x-should-retry: false`
 * so the SDK gives up at once and the worker's queue rate limiter does the
 * waiting instead.
 */
export function fetchWithRetryAfterCap(maxWaitMs: number, base: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status !== 429) return response;
    const waitMs = retryAfterMs(response.headers);
    if (waitMs === null || waitMs <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
