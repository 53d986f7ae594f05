import { describe, expect, it } from 'vitest';
import { emojiOf, resultHeadline, ringValue, scoreOf, streakCard } from './result';

describe('result headline', () => {
  it('follows the spec thresholds', () => {
    expect(resultHeadline(10, 'en')).toBe('Excellent Style!');
    expect(resultHeadline(8, 'en')).toBe('Excellent Style!');
    expect(resultHeadline(7.9, 'en')).toBe('Good Look!');
    expect(resultHeadline(6, 'en')).toBe('Good Look!');
    expect(resultHeadline(5.9, 'en')).toBe('Room for Improvement');
    expect(resultHeadline(0, 'en')).toBe('Room for Improvement');
  });
  it('is localised', () => {
    expect(resultHeadline(8.5, 'ar')).toBe('أسلوب رائع!');
    expect(resultHeadline(6.5, 'ja')).toBe('いい感じ！');
  });
});

describe('streak card', () => {
  it('is hidden without a streak', () => {
    expect(streakCard({ dayStreak: 0, isNewDay: true })).toBeNull();
    expect(streakCard({ dayStreak: -1, isNewDay: false })).toBeNull();
  });
  it("says 'Streak Extended!' on a new day, else 'Current Streak'", () => {
    expect(streakCard({ dayStreak: 1, isNewDay: true })).toEqual({ titleKey: 'results.streak.extended', days: 1 });
    expect(streakCard({ dayStreak: 4, isNewDay: false })).toEqual({ titleKey: 'results.streak.current', days: 4 });
  });
});

describe('score and emoji', () => {
  it('prefers overallRating, falls back to rating', () => {
    expect(scoreOf({ overallRating: 7.4, rating: 7 })).toBe(7.4);
    expect(scoreOf({ overallRating: null, rating: 6.1 })).toBe(6.1);
    expect(scoreOf({ overallRating: null, rating: null })).toBeNull();
  });
  it('defaults the emoji to a sparkle', () => {
    expect(emojiOf({ emoji: null })).toBe('✨');
    expect(emojiOf({ emoji: ' ' })).toBe('✨');
    expect(emojiOf({ emoji: '🔥' })).toBe('🔥');
  });
});

describe('score ring animation', () => {
  it('runs from 0 to the score over 1.5 s with one decimal', () => {
    expect(ringValue(8.7, 0)).toBe(0);
    const middle = ringValue(8.7, 750);
    expect(middle).toBeGreaterThan(4);
    expect(middle).toBeLessThan(8.7);
    expect(Math.round(middle * 10) / 10).toBe(middle);
    expect(ringValue(8.7, 1500)).toBe(8.7);
    expect(ringValue(8.7, 9999)).toBe(8.7);
  });
  it('never goes backwards', () => {
    let last = 0;
    for (let ms = 0; ms <= 1500; ms += 16) {
      const value = ringValue(9.3, ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
