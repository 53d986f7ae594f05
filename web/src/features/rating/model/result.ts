import { HEADLINES, headlineKey } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import type { Language } from '@fitrater/contracts';

/** The results screen's headline (spec thresholds: 8+ excellent, 6+ good, else room for improvement). */
export function resultHeadline(score: number, language: Language): string {
  return HEADLINES[language][headlineKey(score)];
}

/** The streak card: hidden at 0; 'Streak Extended!' on a new day, else 'Current Streak'. */
export function streakCard(rating: Pick<Rating, 'dayStreak' | 'isNewDay'>): { titleKey: 'results.streak.extended' | 'results.streak.current'; days: number } | null {
  if (!(rating.dayStreak > 0)) return null;
  return { titleKey: rating.isNewDay ? 'results.streak.extended' : 'results.streak.current', days: rating.dayStreak };
}

/** The score a rating shows (overallRating, or the spec's plain `rating`). */
export function scoreOf(rating: Pick<Rating, 'overallRating' | 'rating'>): number | null {
  return rating.overallRating ?? rating.rating ?? null;
}

export const DEFAULT_EMOJI = '✨';
export const emojiOf = (rating: Pick<Rating, 'emoji'>) => rating.emoji?.trim() || DEFAULT_EMOJI;

/** Ease-out progress of the score ring: `elapsed` of `duration` ms → the value shown, to one decimal. */
export function ringValue(target: number, elapsed: number, duration = 1500): number {
  if (elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(target * eased * 10) / 10;
}
