import type { RatingOccasion, StylingOccasionId } from '@fitrater/contracts';
import { builtInProfile, type OccasionProfile } from '../local/occasion-profiles';

/** What a stylist expects of each premium occasion. */
export interface StylingOccasionRule {
  /** Formality band garments must fall in (0 athletic … 4 black tie). */
  formality: readonly [number, number];
  /** Sportswear is right here (gym) or banned (everything else except the beach). */
  sportswear: 'required' | 'banned' | 'allowed';
  /** Swimwear is the point (beach/pool) or out of place. */
  swimwear: 'allowed' | 'banned';
  /** Tags that must not appear at all (e.g. statement pieces at an interview). */
  bannedTags: readonly string[];
  /** The rating engine's occasion profile used to judge the palette exactly as a rating would. */
  ratingOccasion: RatingOccasion;
}

export const STYLING_OCCASION_RULES: Record<StylingOccasionId, StylingOccasionRule> = {
  'business-meeting': { formality: [2.2, 3.4], sportswear: 'banned', swimwear: 'banned', bannedTags: ['statement'], ratingOccasion: 'work' },
  'casual-weekend': { formality: [0.6, 2.2], sportswear: 'banned', swimwear: 'banned', bannedTags: ['evening'], ratingOccasion: 'casual' },
  'date-night': { formality: [1.4, 3.4], sportswear: 'banned', swimwear: 'banned', bannedTags: [], ratingOccasion: 'date' },
  'wedding-guest': { formality: [2.4, 4], sportswear: 'banned', swimwear: 'banned', bannedTags: [], ratingOccasion: 'wedding' },
  'job-interview': { formality: [2.8, 3.6], sportswear: 'banned', swimwear: 'banned', bannedTags: ['statement', 'evening'], ratingOccasion: 'interview' },
  brunch: { formality: [1.2, 2.8], sportswear: 'banned', swimwear: 'banned', bannedTags: [], ratingOccasion: 'brunch' },
  'evening-party': { formality: [1.8, 4], sportswear: 'banned', swimwear: 'banned', bannedTags: [], ratingOccasion: 'party' },
  travel: { formality: [0.6, 2.6], sportswear: 'allowed', swimwear: 'banned', bannedTags: ['evening', 'statement'], ratingOccasion: 'travel' },
  'gym-workout': { formality: [0, 0.6], sportswear: 'required', swimwear: 'banned', bannedTags: [], ratingOccasion: 'workout' },
  'beach-pool': { formality: [0, 1.6], sportswear: 'allowed', swimwear: 'allowed', bannedTags: ['tailored', 'evening'], ratingOccasion: 'beach' },
  'formal-dinner': { formality: [3.2, 4], sportswear: 'banned', swimwear: 'banned', bannedTags: [], ratingOccasion: 'formal' },
  'concert-festival': { formality: [0.6, 2], sportswear: 'banned', swimwear: 'banned', bannedTags: ['tailored'], ratingOccasion: 'concert' },
};

export function ratingProfileFor(occasion: StylingOccasionId): OccasionProfile {
  return builtInProfile(STYLING_OCCASION_RULES[occasion].ratingOccasion);
}

/**
 * Rate-form occasions whose premium occasion only stands in for them (church is planned as a meeting, a hike as travel):
 * the pieces come from the stand-in's rules, but what is said of the occasion is its own (StylingProse.standIns).
 */
export const STAND_IN_OCCASIONS = ['church', 'school', 'graduation', 'hiking', 'vacation'] as const;
export type StandInOccasion = (typeof STAND_IN_OCCASIONS)[number];
export const isStandIn = (occasion: string | null | undefined): occasion is StandInOccasion =>
  (STAND_IN_OCCASIONS as readonly string[]).includes(occasion ?? '');

/** The rate form's 24 occasions mapped to the closest premium occasion (per-rating advice reuses the rules). */
export const RATING_TO_STYLING_OCCASION: Record<string, StylingOccasionId> = {
  casual: 'casual-weekend', work: 'business-meeting', date: 'date-night', party: 'evening-party', formal: 'formal-dinner',
  workout: 'gym-workout', sports: 'gym-workout', football: 'gym-workout', basketball: 'gym-workout', tennis: 'gym-workout',
  running: 'gym-workout', beach: 'beach-pool', hiking: 'travel', wedding: 'wedding-guest', graduation: 'formal-dinner',
  interview: 'job-interview', brunch: 'brunch', shopping: 'casual-weekend', concert: 'concert-festival', travel: 'travel',
  vacation: 'beach-pool', church: 'business-meeting', school: 'casual-weekend', custom: 'casual-weekend',
};
