import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { ClosetLookOptions, ClosetLooks } from './garments';
import {
  BODY_TYPES, BUDGET_RANGES, LIFESTYLES, PREFERENCE_BODY_TYPES, PREFERENCE_ITEM_MAX_LENGTH, PREFERENCE_LIST_MAX, SIZE_FITS,
  STYLING_KINDS, STYLING_OCCASION_IDS, STYLING_STAGES, STYLING_STATUSES, TREND_CATEGORIES, TREND_LEVELS, TREND_SEASONS,
  TREND_TIMEFRAMES, WEATHER_IDS,
} from '../styling';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
/** A colour to draw, as #rrggbb. */
export const SwatchHex = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

// ── Requests ──────────────────────────────────────────────────────────────
export const OutfitSuggestionBody = Type.Object({
  occasion: StringEnum(STYLING_OCCASION_IDS),
  weather: Type.Optional(StringEnum(WEATHER_IDS)),
  bodyType: Type.Optional(StringEnum(BODY_TYPES)),
  ...ClosetLookOptions,
});
export type OutfitSuggestionBody = Static<typeof OutfitSuggestionBody>;

export const CombineBody = Type.Object({ occasion: StringEnum(STYLING_OCCASION_IDS), ...ClosetLookOptions });
export type CombineBody = Static<typeof CombineBody>;

/** Per-rating advice. Other fields the old client sends (currentRating, originalComponents) are ignored: the server reads the rating. */
export const StyleSuggestionBody = Type.Object({ outfitId: Uuid });
export type StyleSuggestionBody = Static<typeof StyleSuggestionBody>;

export const DescribeSuggestionBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  /**
   * Refused (400) when present: this route advises on a description. A photo is rated first
   * (POST /api/ratings) and then advised on (POST /api/style-suggestions). Kept in the schema so
   * an old client that sends it is told so, not answered as if its photo had been looked at.
   */
  imageUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'Not accepted: rate the photo with POST /api/ratings, then ask POST /api/style-suggestions' })),
  occasion: Type.Optional(Type.String({ maxLength: 60 })),
});
export type DescribeSuggestionBody = Static<typeof DescribeSuggestionBody>;

export const StylingAccepted = Type.Object({ requestId: Uuid, status: StringEnum(STYLING_STATUSES) });
export type StylingAccepted = Static<typeof StylingAccepted>;

// ── Answers (also the schema every engine's answer is checked against) ────
export const GeneratedOutfit = Type.Object({
  confidence_rating: Type.Number({ minimum: 0, maximum: 10 }),
  outfit: Type.Object({
    top: Text(300),
    bottom: Text(300),
    footwear: Text(300),
    accessories: Text(400),
    /** Colour names in the member's language (display text only). */
    colors: Type.Array(Text(40), { minItems: 1, maxItems: 6 }),
    /**
     * Parallel to `colors`: each name's swatch, null where a name maps to no known colour.
     * Optional so answers stored before it existed still validate; without it the web draws
     * the dot from the name as a CSS colour, as it always did.
     */
    swatches: Type.Optional(Type.Array(Nullable(SwatchHex), { minItems: 1, maxItems: 6 })),
  }),
  styling_notes: Text(1500),
  weather_considerations: Text(800),
  body_type_tips: Text(800),
  /** With `source: 'closet'`: the looks dressed from the member's own items (set by the server, not the engine). */
  closet: Type.Optional(ClosetLooks),
});
export type GeneratedOutfit = Static<typeof GeneratedOutfit>;

export const Combination = Type.Object({
  confidence_score: Type.Number({ minimum: 0, maximum: 10 }),
  top: Text(300),
  bottom: Text(300),
  footwear: Text(300),
  accessories: Text(400),
  styling_notes: Text(1500),
  sourceRatingIds: Type.Array(Uuid, { maxItems: 8 }),
  /** With `source: 'closet'`: the looks built from the member's own items (set by the server, not the engine). */
  closet: Type.Optional(ClosetLooks),
});
export type Combination = Static<typeof Combination>;

export const PartAdvice = Type.Object({ advice: Text(600), keepCurrent: Type.Boolean(), recommendation: Text(400) });
export type PartAdvice = Static<typeof PartAdvice>;
export const OutfitAdvice = Type.Object({ top: PartAdvice, bottom: PartAdvice, shoes: PartAdvice, accessories: PartAdvice, overall: Text(1500) });
export type OutfitAdvice = Static<typeof OutfitAdvice>;

export const StylingResult = Type.Union([GeneratedOutfit, Combination, OutfitAdvice]);
export type StylingResult = GeneratedOutfit | Combination | OutfitAdvice;

export const StylingError = Type.Object({ code: Type.String(), message: Type.String() });

/** A styling request as the API returns it: the row is the truth a reloading client reads. */
export const StylingRequest = Type.Object({
  id: Uuid,
  kind: StringEnum(STYLING_KINDS),
  status: StringEnum(STYLING_STATUSES),
  stage: StringEnum(STYLING_STAGES),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  occasion: Nullable(Type.String()),
  weather: Nullable(StringEnum(WEATHER_IDS)),
  bodyType: Nullable(StringEnum(BODY_TYPES)),
  outfitId: Nullable(Uuid),
  result: Nullable(Type.Unknown()),
  engine: Nullable(Type.String()),
  error: Nullable(StylingError),
  createdAt: Type.String({ format: 'date-time' }),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
});
export interface StylingRequest extends Omit<Static<typeof StylingRequest>, 'result'> {
  result: StylingResult | { count: number } | null;
}
export const StylingRequestList = Type.Object({ suggestions: Type.Array(StylingRequest) });
export const StylingRequestParams = Type.Object({ requestId: Uuid });
export const OutfitAdviceParams = Type.Object({ outfitId: Uuid });
/** The latest advice the user may read for one rated outfit, or null. */
export const OutfitAdviceReply = Type.Object({ suggestion: Nullable(StylingRequest) });
export interface OutfitAdviceReply { suggestion: StylingRequest | null }

// ── Trends ───────────────────────────────────────────────────────────────
export const Trend = Type.Object({
  id: Uuid,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: StringEnum(TREND_CATEGORIES),
  season: StringEnum(TREND_SEASONS),
  trendLevel: StringEnum(TREND_LEVELS),
  confidenceScore: Type.Number({ minimum: 0, maximum: 1 }),
  tags: Type.Array(Type.String()),
  colors: Type.Array(Type.String()),
  occasions: Type.Array(Type.String()),
  imageUrl: Type.String(),
  source: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Trend = Static<typeof Trend>;
export const TrendList = Type.Object({ trends: Type.Array(Trend) });
export type TrendList = Static<typeof TrendList>;
export const TrendQuery = Type.Object({
  category: Type.Optional(StringEnum(TREND_CATEGORIES)),
  season: Type.Optional(StringEnum(TREND_SEASONS)),
});
export type TrendQuery = Static<typeof TrendQuery>;
export const TrendIdParams = Type.Object({ id: Uuid });

export const GenerateTrendsBody = Type.Object({
  season: Type.Optional(Type.Union([StringEnum(TREND_SEASONS), Type.Literal('current')])),
  timeframe: Type.Optional(StringEnum(TREND_TIMEFRAMES)),
});
export type GenerateTrendsBody = Static<typeof GenerateTrendsBody>;

/** What an engine writes for one trend (the openai engine's answer items are checked against it). */
export const TrendDraft = Type.Object({
  name: Text(80),
  description: Text(600),
  category: StringEnum(TREND_CATEGORIES),
  season: StringEnum(TREND_SEASONS),
  trendLevel: StringEnum(TREND_LEVELS),
  confidenceScore: Type.Number({ minimum: 0, maximum: 1 }),
  tags: Type.Array(Text(30), { maxItems: 6 }),
  colors: Type.Array(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), { minItems: 1, maxItems: 5 }),
  occasions: Type.Array(Text(30), { maxItems: 4 }),
});
export type TrendDraft = Static<typeof TrendDraft>;
export const TrendDraftList = Type.Object({ trends: Type.Array(TrendDraft, { minItems: 1, maxItems: 20 }) });
export type TrendDraftList = Static<typeof TrendDraftList>;

export const StyleTip = Type.Object({ tip: Type.Object({ text: Type.String(), category: Type.String(), date: Type.String() }) });
export type StyleTip = Static<typeof StyleTip>;

export const TrendInsight = Type.Object({
  id: Uuid,
  trendId: Uuid,
  trend: Trend,
  relevanceScore: Type.Number({ minimum: 0, maximum: 1 }),
  personalizedDescription: Type.String(),
  howToWear: Type.Array(Type.String()),
  shoppingTips: Type.Array(Type.String()),
  budgetFriendlyOptions: Type.Array(Type.String()),
  isBookmarked: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type TrendInsight = Static<typeof TrendInsight>;
export const TrendInsightList = Type.Object({ insights: Type.Array(TrendInsight) });
export const BookmarkBody = Type.Object({ bookmarked: Type.Boolean() });
export type BookmarkBody = Static<typeof BookmarkBody>;

// ── Style preferences (§3 fields, §9 options) ──────────────────────────────
const PrefList = Type.Union([
  Type.Array(Type.String({ maxLength: PREFERENCE_ITEM_MAX_LENGTH * 4 }), { maxItems: PREFERENCE_LIST_MAX * 2 }),
  Type.String({ maxLength: PREFERENCE_LIST_MAX * (PREFERENCE_ITEM_MAX_LENGTH + 2) }),
]);
export const StylePreferencesBody = Type.Object({
  preferredStyles: Type.Optional(PrefList),
  preferredColors: Type.Optional(PrefList),
  bodyType: Type.Optional(Nullable(StringEnum(PREFERENCE_BODY_TYPES))),
  lifestyle: Type.Optional(Nullable(StringEnum(LIFESTYLES))),
  budgetRange: Type.Optional(Nullable(StringEnum(BUDGET_RANGES))),
  sustainabilityPref: Type.Optional(Type.Boolean()),
  brandPreferences: Type.Optional(PrefList),
  avoidedStyles: Type.Optional(PrefList),
  sizeFit: Type.Optional(Nullable(StringEnum(SIZE_FITS))),
}, { additionalProperties: false });
export type StylePreferencesBody = Static<typeof StylePreferencesBody>;

export const StylePreferences = Type.Object({
  preferredStyles: Type.Array(Type.String()),
  preferredColors: Type.Array(Type.String()),
  bodyType: Nullable(StringEnum(PREFERENCE_BODY_TYPES)),
  lifestyle: Nullable(StringEnum(LIFESTYLES)),
  budgetRange: Nullable(StringEnum(BUDGET_RANGES)),
  sustainabilityPref: Type.Boolean(),
  brandPreferences: Type.Array(Type.String()),
  avoidedStyles: Type.Array(Type.String()),
  sizeFit: Nullable(StringEnum(SIZE_FITS)),
});
export type StylePreferences = Static<typeof StylePreferences>;
export const StylePreferencesReply = Type.Object({ preferences: StylePreferences });

// ── Premium style dashboard (profile) ─────────────────────────────────────
const Average = Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()]);
export const StyleDashboard = Type.Object({
  totalOutfits: Type.Integer({ minimum: 0 }),
  /** Oldest first: one point per finished rating (at most the latest 120). */
  scores: Type.Array(Type.Object({ ratingId: Uuid, at: Type.String({ format: 'date-time' }), score: Type.Number({ minimum: 0, maximum: 10 }) })),
  components: Type.Object({ top: Average, bottom: Average, footwear: Average, accessories: Average }),
  /** Most rated first. */
  occasions: Type.Array(Type.Object({ occasion: Type.String(), count: Type.Integer({ minimum: 1 }), average: Type.Number({ minimum: 0, maximum: 10 }) })),
  /** Colours named in the outfits (descriptions and measured components), most frequent first; `name` in the request's language. */
  palette: Type.Array(Type.Object({ colour: Type.String(), name: Type.String(), hex: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), count: Type.Integer({ minimum: 1 }) })),
});
export type StyleDashboard = Static<typeof StyleDashboard>;
