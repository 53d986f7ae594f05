import type { Language } from '@fitrater/contracts';
import { catalogueTrend } from '../../../knowledge';
import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ar as arTags } from './tags-ar';
import { de as deTags } from './tags-de';
import { es as esTags } from './tags-es';
import { fr as frTags } from './tags-fr';
import { it as itTags } from './tags-it';
import { ja as jaTags } from './tags-ja';
import { ko as koTags } from './tags-ko';
import { pt as ptTags } from './tags-pt';
import { zh as zhTags } from './tags-zh';
import type { TrendTagWords, TrendTexts } from './types';
import { zh } from './zh';

export type { TrendTagWords, TrendTexts } from './types';

/** The catalogue's trends in every language but English (English is knowledge/trend-data.ts). */
export const TREND_TEXTS: Record<Exclude<Language, 'en'>, TrendTexts> = { es, fr, de, it, pt, zh, ja, ko, ar };

/** The catalogue's tags in every language but English. */
export const TREND_TAG_WORDS: Record<Exclude<Language, 'en'>, TrendTagWords> = {
  es: esTags, fr: frTags, de: deTags, it: itTags, pt: ptTags, zh: zhTags, ja: jaTags, ko: koTags, ar: arTags,
};

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
