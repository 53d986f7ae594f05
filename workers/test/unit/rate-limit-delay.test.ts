import { describe, expect, it } from 'vitest';
import { StylistRateLimitedError, StylistUnavailableError } from '@fitrater/stylist';
import { rateLimitDelayMs } from '../../src/handlers/rate-outfit.handler';

describe('rateLimitDelayMs: a 429 from the AI pauses the rating queue', () => {
  it("waits the provider's Retry-After, between 1 s and 60 s, 5 s when it sent none", () => {
    expect(rateLimitDelayMs(new StylistRateLimitedError(30))).toBe(30_000);
    expect(rateLimitDelayMs(new StylistRateLimitedError(null))).toBe(5_000);
    expect(rateLimitDelayMs(new StylistRateLimitedError(0))).toBe(1_000);
    expect(rateLimitDelayMs(new StylistRateLimitedError(600))).toBe(60_000);
  });

  it('goes by the error class, not its name', () => {
    const lookalike = Object.assign(new StylistUnavailableError('down'), { name: 'StylistRateLimitedError' });
    expect(rateLimitDelayMs(lookalike)).toBeNull();
    expect(rateLimitDelayMs(new StylistUnavailableError('down'))).toBeNull();
    expect(rateLimitDelayMs(new Error('boom'))).toBeNull();
  });
});
