/** Style-insight kinds and the history they need (plain values, browser-safe). */
export const INSIGHT_TYPES = ['color_preference', 'style_pattern', 'occasion_strength', 'rating_trend'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];
/** Fewer rated outfits than this and no insights are drawn. */
export const INSIGHTS_MIN_OUTFITS = 3;
