import { describe, expect, it } from 'vitest';
import { formatDay, formatList, formatMoney, seasonBadges } from './garment-format';

describe('wear days and money', () => {
  it('shows a wear day as that calendar day whatever the time zone', () => {
    expect(formatDay('2026-11-20', 'en')).toBe('Nov 20, 2026');
  });

  it('shows whole amounts without decimals and others with two, in the language’s digits', () => {
    expect(formatMoney(120, 'en')).toBe('120');
    expect(formatMoney(13.333, 'en')).toBe('13.33');
    expect(formatMoney(49.9, 'de')).toBe('49,90');
  });
});

describe('colour lists', () => {
  it('joins names the way each language does', () => {
    expect(formatList(['White', 'Grey'], 'en')).toBe('White and Grey');
    expect(formatList(['ホワイト', 'グレー'], 'ja')).toBe('ホワイト、グレー');
  });
});

describe('season badges', () => {
  it('reads the four seasons as one all-year badge, and fewer in the calendar\'s order', () => {
    expect(seasonBadges(['winter', 'spring', 'summer', 'fall'])).toEqual(['allYear']);
    expect(seasonBadges(['winter', 'fall'])).toEqual(['fall', 'winter']);
    expect(seasonBadges([])).toEqual([]);
  });
});
