import type { TrendSlug, TrendTag } from '../../../knowledge';

/**
 * Every catalogue trend's name and description in one language, keyed by the trend's slug
 * (the English text stays in knowledge/trend-data.ts). A trend missing here does not compile.
 */
export type TrendTexts = Record<TrendSlug, readonly [name: string, description: string]>;

/** Every catalogue tag (knowledge TREND_TAGS) in one language, shown as a #tag; a tag missing here does not compile. */
export type TrendTagWords = Record<TrendTag, string>;
