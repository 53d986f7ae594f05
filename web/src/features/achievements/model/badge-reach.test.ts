import { describe, expect, it } from 'vitest';
import { progressText, reachOnPlan } from './badge-reach';

const badge = (id: string, progress: number, maxProgress: number, isUnlocked = false) => ({ id, progress, maxProgress, isUnlocked });
const free = { isPremium: false, limit: 2 };

describe('badge progress in the user\'s units', () => {
  it('shows a best score as a score (8.5 of 9.0), counts as counts', () => {
    expect(progressText(badge('score-9', 85, 90))).toEqual({ key: 'score', value: 8.5, max: 9 });
    expect(progressText(badge('ratings-10', 4, 10))).toEqual({ key: 'count', value: 4, max: 10 });
    expect(progressText(badge('ratings-10', 12, 10))).toEqual({ key: 'count', value: 10, max: 10 });
  });
});

describe('what a locked badge means on the free plan', () => {
  it('says a day streak longer than the month\'s ratings cannot be kept on it', () => {
    expect(reachOnPlan(badge('streak-7', 1, 7), free)).toEqual({ kind: 'streakNeedsMore', limit: 2 });
    expect(reachOnPlan(badge('streak-7', 1, 7), { isPremium: true, limit: 100 })).toBeNull();
  });

  it('says how many months a far count badge takes at 2 a month, and nothing when it is near', () => {
    expect(reachOnPlan(badge('ratings-50', 2, 50), free)).toEqual({ kind: 'months', months: 24, limit: 2 });
    expect(reachOnPlan(badge('ratings-10', 6, 10), free)).toBeNull();
    expect(reachOnPlan(badge('ratings-50', 50, 50, true), free)).toBeNull();
    expect(reachOnPlan(badge('score-9', 70, 90), free)).toBeNull();
  });
});
