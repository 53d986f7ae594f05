import { describe, expect, it } from 'vitest';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { retryDelayMs, RETRY_BASE_DELAY_MS } from '../../../src/openai/retry';

/** Which failed requests the openai engine sends again, and after how long (random fixed: no jitter taken off). */
const http = (status: number, headers: Record<string, string> = {}) => new APIError(status, { message: 'x' }, 'x', new Headers(headers));
const delay = (error: unknown, retriesDone = 0, maxRetries = 2, maxWaitMs?: number) => retryDelayMs(error, retriesDone, maxRetries, maxWaitMs, () => 0);

describe('retryDelayMs', () => {
  it('5xx, 408, 409 and connection failures: 0.25 s, then doubled', () => {
    for (const status of [500, 502, 503, 408, 409]) expect(delay(http(status))).toBe(RETRY_BASE_DELAY_MS);
    expect(delay(new APIConnectionError({ message: 'refused' }))).toBe(250);
    expect(delay(http(503), 1)).toBe(500);
    expect(retryDelayMs(http(503), 0, 2, undefined, () => 1)).toBe(187.5);
  });

  it('never past OPENAI_MAX_RETRIES, never a timeout, never a plain 4xx', () => {
    expect(delay(http(503), 2, 2)).toBeNull();
    expect(delay(http(503), 0, 0)).toBeNull();
    expect(delay(new APIConnectionTimeoutError())).toBeNull();
    for (const status of [400, 401, 403, 404, 422]) expect(delay(http(status))).toBeNull();
    expect(delay(new Error('a bug'))).toBeNull();
  });

  it('the server\'s Retry-After (seconds or ms) and x-should-retry are obeyed; a wait past the cap is not waited', () => {
    expect(delay(http(429, { 'retry-after': '2' }))).toBe(2_000);
    expect(delay(http(429, { 'retry-after-ms': '300' }))).toBe(300);
    expect(delay(http(429))).toBe(250);
    expect(delay(http(429, { 'retry-after': '11' }))).toBeNull();
    expect(delay(http(429, { 'retry-after': '2' }), 0, 2, 1_500)).toBeNull();
    expect(delay(http(503, { 'x-should-retry': 'false' }))).toBeNull();
    expect(delay(http(400, { 'x-should-retry': 'true' }))).toBe(250);
  });
});
