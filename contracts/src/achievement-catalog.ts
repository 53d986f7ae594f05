/** The badge catalogue and occasion groups as plain values (browser-safe; `achievements.ts` adds the API schema). */
import type { RatingOccasion } from './occasions';

export const ACHIEVEMENT_ICONS = ['trophy', 'star', 'medal', 'crown', 'target', 'zap', 'flame', 'award'] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];
export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

/** What a badge measures; the server computes progress from the user's real history. */
export type AchievementMetric = 'ratings' | 'streak' | 'bestScore' | 'occasionGroups' | 'challengeWins';

export interface AchievementDefinition {
  id: string;
  icon: AchievementIcon;
  /** Emoji shown in toasts (spec badge form: badgeIcon). */
  emoji: string;
  rarity: AchievementRarity;
  metric: AchievementMetric;
  /** Target value: progress runs from 0 to this. For bestScore it is the score ×10. */
  target: number;
  title: string;
  description: string;
}

/** Occasion groups for the "tried every group" badge. Every rating occasion belongs to one. */
export const OCCASION_GROUPS: Record<'everyday' | 'work' | 'celebration' | 'active' | 'getaway', readonly RatingOccasion[]> = {
  everyday: ['casual', 'brunch', 'shopping', 'school', 'date', 'custom'],
  work: ['work', 'interview', 'formal'],
  celebration: ['party', 'wedding', 'graduation', 'concert', 'church'],
  active: ['workout', 'sports', 'football', 'basketball', 'tennis', 'running', 'hiking'],
  getaway: ['beach', 'travel', 'vacation'],
};
export type OccasionGroup = keyof typeof OCCASION_GROUPS;

export function occasionGroupOf(occasion: RatingOccasion): OccasionGroup {
  for (const [group, members] of Object.entries(OCCASION_GROUPS)) if (members.includes(occasion)) return group as OccasionGroup;
  return 'everyday';
}

/** The badge catalogue, defined once. English copy here; the web app localises by id. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-rating', icon: 'star', emoji: '🌟', rarity: 'common', metric: 'ratings', target: 1, title: 'First Look', description: 'Rate your first outfit' },
  { id: 'ratings-10', icon: 'medal', emoji: '🏅', rarity: 'rare', metric: 'ratings', target: 10, title: 'Style Regular', description: 'Rate 10 outfits' },
  { id: 'ratings-50', icon: 'crown', emoji: '👑', rarity: 'epic', metric: 'ratings', target: 50, title: 'Style Icon', description: 'Rate 50 outfits' },
  { id: 'streak-3', icon: 'flame', emoji: '🔥', rarity: 'common', metric: 'streak', target: 3, title: 'On a Roll', description: 'Rate outfits 3 days in a row' },
  { id: 'streak-7', icon: 'zap', emoji: '⚡', rarity: 'rare', metric: 'streak', target: 7, title: 'Week of Style', description: 'Rate outfits 7 days in a row' },
  { id: 'streak-30', icon: 'trophy', emoji: '🏆', rarity: 'legendary', metric: 'streak', target: 30, title: 'Style Devotee', description: 'Rate outfits 30 days in a row' },
  { id: 'score-9', icon: 'award', emoji: '💎', rarity: 'epic', metric: 'bestScore', target: 90, title: 'Runway Ready', description: 'Score 9 or more on an outfit' },
  { id: 'all-occasions', icon: 'target', emoji: '🎯', rarity: 'rare', metric: 'occasionGroups', target: Object.keys(OCCASION_GROUPS).length, title: 'Dressed for Everything', description: 'Rate an outfit for every kind of occasion: everyday, work, celebration, active and getaway' },
  // Community: awarded by the weekly challenge rotation, not by ratings.
  { id: 'weekly-winner', icon: 'crown', emoji: '🥇', rarity: 'legendary', metric: 'challengeWins', target: 1, title: 'Weekly Winner', description: 'Win a weekly style challenge' },
];
