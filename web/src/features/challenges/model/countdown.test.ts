import { describe, expect, it } from 'vitest';
import { formatRemaining, remainingUntil } from './countdown';

describe('challenge countdown', () => {
  const end = new Date('2026-11-30T00:00:00Z');
  it('splits the time left into days, hours and minutes, rounding minutes up', () => {
    expect(remainingUntil(end, new Date('2026-11-23T00:00:00Z'))).toEqual({ days: 7, hours: 0, minutes: 0, ended: false });
    expect(remainingUntil(end, new Date('2026-11-28T21:29:30Z'))).toEqual({ days: 1, hours: 2, minutes: 31, ended: false });
    expect(remainingUntil(end, new Date('2026-11-29T23:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 1, ended: false });
  });
  it('says ended at and after the end', () => {
    expect(remainingUntil(end, end).ended).toBe(true);
    expect(remainingUntil(end, new Date('2026-12-01T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, ended: true });
  });
  it('says the time left in the language, with its plurals', () => {
    expect(formatRemaining({ days: 6, hours: 5, minutes: 49, ended: false }, 'en')).toBe('6 days 5 hr 49 min');
    expect(formatRemaining({ days: 1, hours: 0, minutes: 1, ended: false }, 'en')).toBe('1 day 0 hr 1 min');
    expect(formatRemaining({ days: 0, hours: 3, minutes: 2, ended: false }, 'en')).toBe('3 hr 2 min');
    expect(formatRemaining({ days: 2, hours: 1, minutes: 5, ended: false }, 'ar')).toContain('يومان');
  });
});
