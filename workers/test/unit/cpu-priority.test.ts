import { describe, expect, it } from 'vitest';
import { isBackgroundOnly } from '../../src/cpu-priority';

describe('CPU priority of a workers process', () => {
  it('is lowered only for a process serving background queues alone (share cards)', () => {
    expect(isBackgroundOnly(['media'])).toBe(true);
    expect(isBackgroundOnly(['default', 'rating'])).toBe(false);
    // A process that also rates (or serves everything, as in development) keeps the normal priority.
    expect(isBackgroundOnly(['media', 'rating'])).toBe(false);
    expect(isBackgroundOnly([])).toBe(false);
  });
});
