/**
 * The stylist's shared knowledge, used by every capability (generator, combiner, per-rating
 * advice, trends, chat). Data lives in *-data.ts files as readable tables; the modules next to
 * them parse, check and query it. Nothing here does I/O.
 */
export { GARMENTS, GARMENT_SLOTS, GARMENT_TAGS, SILHOUETTES, garment, garmentsFor, type Garment, type KnowledgeGarmentId, type GarmentSlot, type GarmentTag, type Silhouette, type Coverage } from './garments';
export { STYLING_OCCASION_RULES, RATING_TO_STYLING_OCCASION, STAND_IN_OCCASIONS, isStandIn, ratingProfileFor, type StandInOccasion, type StylingOccasionRule } from './occasions';
export { WEATHER_RULES, DEFAULT_WEATHER, type WeatherRule } from './weather';
export { BODY_TYPE_RULES, type BodyTypeRule } from './body-types';
export { TREND_CATALOGUE, TREND_LIFECYCLE, activeTrends, catalogueTrend, nextSeason, seasonOf, trendConfidence, trendLevelAt, trendSwatch, type CatalogueTrend, type TrendSlug, TREND_TAGS, type TrendTag } from './trends';
export { STYLE_TIPS, tipOfDay, type StyleTipId } from './tips';
export { bannedReason, type BanContext } from './banned';
export { SITUATIONS, findSituation, type Situation, type SituationQuery, type SituationFamily, type SituationId, type EraId } from './chat-situations';
