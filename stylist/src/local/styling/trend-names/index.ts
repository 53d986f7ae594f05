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
import type { TrendTexts } from './types';
import { zh } from './zh';

export type { TrendTexts } from './types';

/** The catalogue's trends in every language but English (English is knowledge/trend-data.ts). */
export const TREND_TEXTS: Record<Exclude<Language, 'en'>, TrendTexts> = { es, fr, de, it, pt, zh, ja, ko, ar };

/**
 * A trend's name and description in `language`: a catalogue trend (known by its slug) is read
 * from the tables; any other trend (written by an AI engine) keeps the words it was written in.
 */
export function trendText<T extends { slug?: string; name: string; description: string }>(trend: T, language: Language): T {
  const known = trend.slug ? catalogueTrend(trend.slug) : null;
  if (!known) return trend;
  if (language === 'en') return { ...trend, name: known.name, description: known.description };
  const [name, description] = TREND_TEXTS[language][known.slug];
  return { ...trend, name, description };
}
