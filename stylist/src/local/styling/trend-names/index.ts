import type { Language } from '@fitrater/contracts';
import { catalogueTrend } from '../../../knowledge';
import type { TrendTagWords, TrendTexts } from './types';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { TrendTagWords, TrendTexts } from './types';

/** The catalogue's trends in every language but English (English is knowledge/trend-data.ts). */
export const TREND_TEXTS: Record<Exclude<Language, 'en'>, TrendTexts> = tablesOf(TRANSLATED, 'trendTexts');

/** The catalogue's tags in every language but English. */
export const TREND_TAG_WORDS: Record<Exclude<Language, 'en'>, TrendTagWords> = tablesOf(TRANSLATED, 'trendTags');

/**
 * A trend's name, description and tags in `language`: a catalogue trend (known by its slug) is
 * read from the tables; any other trend (written by an AI engine) keeps the words it was written in.
 */
export function trendText<T extends { slug?: string; name: string; description: string; tags: readonly string[] }>(trend: T, language: Language): T {
  const known = trend.slug ? catalogueTrend(trend.slug) : null;
  if (!known) return trend;
  if (language === 'en') return { ...trend, name: known.name, description: known.description, tags: [...known.tags] };
  const [name, description] = TREND_TEXTS[language][known.slug];
  return { ...trend, name, description, tags: known.tags.map((t) => TREND_TAG_WORDS[language][t]) };
}
