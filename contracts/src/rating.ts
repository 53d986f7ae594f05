import { Type, type Static } from 'typebox';
import { StringEnum } from './schemas/common';
import { RATING_OCCASIONS } from './occasions';
import { ENGINE_FALLBACK_REASONS, ENGINE_NAMES } from './engine';
import { LANGUAGES } from './languages';
import { FEEDBACK_MAX_LENGTH, RATING_STAGES, RATING_STATUSES, SUMMARY_MAX_LENGTH, roundScore } from './rating-values';

export * from './rating-values';

/**
 * A score out of 10. One decimal is enforced by `roundScore` where answers
 * enter (not with `multipleOf: 0.1`, which floating point breaks: 7.3 % 0.1 ≠ 0).
 */
export const Score = Type.Number({ minimum: 0, maximum: 10 });

/**
 * One component's judgement. A component that cannot be judged (not in the
 * photo, not described) is `not_assessable` with a null rating: never invented.
 */
export const ComponentAssessment = Type.Object({
  status: StringEnum(['visible', 'not_assessable'] as const),
  rating: Type.Union([Score, Type.Null()]),
  description: Type.String({ maxLength: 600 }),
  suggestions: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 4 })),
});
export type ComponentAssessment = Static<typeof ComponentAssessment>;

export const RatingComponents = Type.Object({
  top: ComponentAssessment,
  bottom: ComponentAssessment,
  footwear: ComponentAssessment,
  accessories: ComponentAssessment,
});
export type RatingComponents = Static<typeof RatingComponents>;

/** What a stylist engine must answer; checked at runtime before anything is stored. */
export const StylistAnswer = Type.Object({
  overallRating: Score,
  emoji: Type.String({ minLength: 1, maxLength: 16 }),
  summary: Type.String({ minLength: 1, maxLength: SUMMARY_MAX_LENGTH }),
  feedback: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH }),
  components: RatingComponents,
  /** 0–1: how sure the engine is (photo quality, how much it could see). */
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type StylistAnswer = Static<typeof StylistAnswer>;

/** Rounds every score of an answer to one decimal. */
export function normaliseAnswerScores<T extends { overallRating: number; components: RatingComponents }>(answer: T): T {
  const components = Object.fromEntries(
    Object.entries(answer.components).map(([name, c]) => [name, { ...c, rating: c.rating === null ? null : roundScore(c.rating) }]),
  ) as RatingComponents;
  return { ...answer, overallRating: roundScore(answer.overallRating), components };
}

export const NewBadge = Type.Object({ badgeId: Type.String(), badgeIcon: Type.String(), badgeName: Type.String(), badgeDescription: Type.String() });
export type NewBadge = Static<typeof NewBadge>;

export const RatingError = Type.Object({ code: Type.String(), message: Type.String() });

/** A rating as the API returns it (part 1 §3 fields plus status and stage). */
export const Rating = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: StringEnum(RATING_STATUSES),
  stage: StringEnum(RATING_STAGES),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  occasion: StringEnum(RATING_OCCASIONS),
  customOccasion: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  hasImage: Type.Boolean(),
  /** Same-origin URL, served only to the owner (send the bearer token). */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  cardUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  overallRating: Type.Union([Score, Type.Null()]),
  rating: Type.Union([Score, Type.Null()]),
  /** The language the stylist wrote the summary, feedback and components in (the member's language when asked). */
  language: StringEnum(LANGUAGES),
  summary: Type.Union([Type.String(), Type.Null()]),
  feedback: Type.Union([Type.String(), Type.Null()]),
  emoji: Type.Union([Type.String(), Type.Null()]),
  components: Type.Union([RatingComponents, Type.Null()]),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  dayStreak: Type.Integer(),
  isNewDay: Type.Boolean(),
  newBadges: Type.Array(NewBadge),
  /** The engine that answered: the configured model (`openai`) or the built-in one (`local`); null until done. */
  engine: Type.Union([StringEnum(ENGINE_NAMES), Type.Null()]),
  /**
   * Why the built-in engine answered in the configured model's place (the model was unavailable,
   * slow, or answered unusably); null when the engine that was asked answered itself.
   */
  engineFallback: Type.Union([StringEnum(ENGINE_FALLBACK_REASONS), Type.Null()]),
  error: Type.Union([RatingError, Type.Null()]),
});
export type Rating = Static<typeof Rating>;
