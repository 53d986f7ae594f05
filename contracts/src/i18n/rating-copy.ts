import type { Language } from '../languages';
import type { RatingOccasion } from '../occasions';
import { RATING_COPY } from './rating-catalogue';
import type { HeadlineKey, OccasionLabels, RatingCopy } from './types';

export type { HeadlineKey } from './types';

/** Headline thresholds of the results screen and the share card (spec part 1 §2). */
export function headlineKey(score: number): HeadlineKey {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  return 'improve';
}

const byLanguage = <T>(pick: (copy: RatingCopy) => T) =>
  Object.fromEntries(Object.entries(RATING_COPY).map(([language, copy]) => [language, pick(copy)])) as Record<Language, T>;

/** The results screen's headline per language (the words are in each language's folder, i18n/<lang>/rating.ts). */
export const HEADLINES: Record<Language, Record<HeadlineKey, string>> = byLanguage((c) => c.headlines);

/** 'Everyday' is the label when no occasion applies (share card default). */
export const EVERYDAY_LABEL: Record<Language, string> = byLanguage((c) => c.everyday);

export const OCCASION_LABELS: Record<Language, OccasionLabels> = byLanguage((c) => c.occasions);

/** The label shown for a rating's occasion: the user's own words for a custom one. */
export function occasionLabel(language: Language, occasion: RatingOccasion | null, customOccasion?: string | null): string {
  if (!occasion) return EVERYDAY_LABEL[language];
  if (occasion === 'custom') return customOccasion?.trim() || OCCASION_LABELS[language].custom;
  return OCCASION_LABELS[language][occasion];
}
