import { describe, expect, it } from 'vitest';
import { dayOfYear, motivationFor, MOTIVATION_COUNT } from './motivation';
import en from '../../../../../contracts/src/i18n/en/web/rating.json';

describe('motivation by day of year', () => {
  it('counts days from 1 January in the local calendar', () => {
    expect(dayOfYear(new Date(2026, 0, 1, 0, 0))).toBe(1);
    expect(dayOfYear(new Date(2026, 0, 1, 23, 59))).toBe(1);
    expect(dayOfYear(new Date(2026, 1, 1))).toBe(32);
    expect(dayOfYear(new Date(2026, 11, 31))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
    expect(dayOfYear(new Date(2026, 2, 29, 12))).toBe(88); // across a DST change
  });

  it('picks one message per day, cycling through all 30', () => {
    expect(motivationFor(new Date(2026, 0, 1))).toEqual({ index: 0, category: 'style' });
    expect(motivationFor(new Date(2026, 0, 2))).toEqual({ index: 1, category: 'confidence' });
    expect(motivationFor(new Date(2026, 0, 5))).toEqual({ index: 4, category: 'positivity' });
    expect(motivationFor(new Date(2026, 0, 30)).index).toBe(29);
    expect(motivationFor(new Date(2026, 0, 31)).index).toBe(0);
    const seen = new Set<number>();
    for (let day = 0; day < 30; day++) seen.add(motivationFor(new Date(2026, 5, 1 + day)).index);
    expect(seen.size).toBe(MOTIVATION_COUNT);
  });

  it('the same day always shows the same message', () => {
    expect(motivationFor(new Date(2026, 6, 4, 8))).toEqual(motivationFor(new Date(2026, 6, 4, 22)));
  });

  it('there are 30 messages, six in each of the five categories', () => {
    expect(en.motivation.messages).toHaveLength(MOTIVATION_COUNT);
    const counts: Record<string, number> = {};
    for (let i = 0; i < MOTIVATION_COUNT; i++) {
      const { category } = motivationFor(new Date(2026, 0, 1 + i));
      counts[category] = (counts[category] ?? 0) + 1;
    }
    expect(Object.values(counts)).toEqual([6, 6, 6, 6, 6]);
  });
});
