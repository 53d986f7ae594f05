import { Type, type Static } from 'typebox';
import { StringEnum } from './common';
import { RATING_OCCASIONS } from '../occasions';
import { CUSTOM_OCCASION_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, Rating } from '../rating';
import { RATING_IMAGE_MAX_BYTES } from '../limits';
import { INSIGHT_TYPES } from '../insights';

/** Base64 of the 10 MB limit plus the data-URL header: larger bodies are refused before parsing. */
export const RATING_JSON_BODY_LIMIT = Math.ceil((RATING_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** POST /api/ratings as JSON (the multipart form carries the same fields plus a `file`). */
export const CreateRatingBody = Type.Object(
  {
    imageUrl: Type.Optional(Type.Union([Type.String({ maxLength: RATING_JSON_BODY_LIMIT }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: DESCRIPTION_MAX_LENGTH }), Type.Null()])),
    occasion: Type.String({ maxLength: 24 }),
    customOccasion: Type.Optional(Type.Union([Type.String({ maxLength: CUSTOM_OCCASION_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateRatingBody = Static<typeof CreateRatingBody>;

/** POST /api/ratings takes the photo as a data URL in JSON or as a file in a multipart form, with the same fields. */
export const CreateRatingRequest = {
  content: {
    'application/json': { schema: CreateRatingBody },
    'multipart/form-data': {
      schema: Type.Object({
        file: Type.Optional(Type.String({ format: 'binary', description: 'The photo (JPEG, PNG, WebP or HEIC), at most 10 MB' })),
        description: CreateRatingBody.properties.description,
        occasion: CreateRatingBody.properties.occasion,
        customOccasion: CreateRatingBody.properties.customOccasion,
      }, { additionalProperties: false }),
    },
  },
};

export const CreateRatingReply = Type.Object({ ratingId: Type.String({ format: 'uuid' }), status: StringEnum(['queued', 'processing', 'done', 'failed'] as const) });
export type CreateRatingReply = Static<typeof CreateRatingReply>;

export const RatingIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const RatingListQuery = Type.Object(
  {
    occasion: Type.Optional(StringEnum(RATING_OCCASIONS)),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type RatingListQuery = Static<typeof RatingListQuery>;

export const RatingList = Type.Object({ items: Type.Array(Rating), nextCursor: Type.Union([Type.String(), Type.Null()]) });
export type RatingList = Static<typeof RatingList>;

export const Usage = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer(),
  remaining: Type.Integer(),
  isPremium: Type.Boolean(),
  /** Calendar month (UTC), e.g. 2026-11. */
  period: Type.String(),
  resetsAt: Type.String({ format: 'date-time' }),
});
export type Usage = Static<typeof Usage>;

export const Analytics = Type.Object({
  totalOutfits: Type.Integer(),
  averageRating: Type.Number(),
  bestRating: Type.Number(),
  styleStreak: Type.Integer(),
  favoriteOccasion: Type.String(),
});
export type Analytics = Static<typeof Analytics>;

export { INSIGHT_TYPES, INSIGHTS_MIN_OUTFITS, type InsightType } from '../insights';

export const StyleInsight = Type.Object({
  type: StringEnum(INSIGHT_TYPES),
  /** Which sentence this is (e.g. 'rating_trend.rising'), with its facts in `params`: clients localise from these. */
  key: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** English wording of the same insight (API clients, logs). */
  title: Type.String(),
  description: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  dataPoints: Type.Integer(),
});
export type StyleInsight = Static<typeof StyleInsight>;

export const StyleInsights = Type.Object({
  /** True below INSIGHTS_MIN_OUTFITS rated outfits: the client shows the locked state. */
  locked: Type.Boolean(),
  totalOutfits: Type.Integer(),
  averageRating: Type.Number(),
  insights: Type.Array(StyleInsight),
  improvementSuggestion: Type.Union([Type.String(), Type.Null()]),
  /** The component the suggestion is about, for a localised sentence. */
  improvementComponent: Type.Union([StringEnum(['top', 'bottom', 'footwear', 'accessories'] as const), Type.Null()]),
});
export type StyleInsights = Static<typeof StyleInsights>;
