import { ACHIEVEMENTS, type AchievementMetric } from '@fitrater/contracts/values';

/** A badge as the list shows it. */
export interface BadgeProgress {
  id: string;
  isUnlocked: boolean;
  progress: number;
  maxProgress: number;
}

/** How progress reads in the user's own units: a best score of 8.5 of 9.0, not "85 of 90". */
export type ProgressText = { key: 'score'; value: number; max: number } | { key: 'count'; value: number; max: number };

export function metricOf(id: string): AchievementMetric | null {
  return ACHIEVEMENTS.find((def) => def.id === id)?.metric ?? null;
}

export function progressText(badge: BadgeProgress): ProgressText {
  const value = Math.min(badge.progress, badge.maxProgress);
  // The server measures the best score ×10 so progress stays an integer.
  if (metricOf(badge.id) === 'bestScore') return { key: 'score', value: value / 10, max: badge.maxProgress / 10 };
  return { key: 'count', value, max: badge.maxProgress };
}

/** Further than this, a count badge says how long it takes on the plan. */
const MONTHS_WORTH_SAYING = 3;

/**
 * What a locked badge honestly means on a monthly rating limit (the free plan): a day streak longer
 * than the month's ratings cannot be kept on it, and a count badge far away says how many months
 * it takes at the limit. Null when nothing needs saying (members, unlocked, or within reach).
 */
export type Reach = { kind: 'streakNeedsMore'; limit: number } | { kind: 'months'; months: number; limit: number } | null;

export function reachOnPlan(badge: BadgeProgress, plan: { isPremium: boolean; limit: number } | undefined): Reach {
  if (!plan || plan.isPremium || badge.isUnlocked || plan.limit <= 0) return null;
  const metric = metricOf(badge.id);
  if (metric === 'streak' && badge.maxProgress > plan.limit) return { kind: 'streakNeedsMore', limit: plan.limit };
  if (metric === 'ratings') {
    const months = Math.ceil((badge.maxProgress - badge.progress) / plan.limit);
    if (months > MONTHS_WORTH_SAYING) return { kind: 'months', months, limit: plan.limit };
  }
  return null;
}
