import type { TFunction } from 'i18next';
import { isLanguage, isRatingOccasion, occasionLabel, STYLING_OCCASION_IDS } from '@fitrater/contracts/values';

/** A request's occasion in the reader's language: a styling id, a rate-form occasion, or free text as typed. */
export function requestOccasionLabel(occasion: string | null, t: TFunction, language: string): string {
  if (!occasion) return '';
  if ((STYLING_OCCASION_IDS as readonly string[]).includes(occasion)) return t(`styling:occasions.${occasion}`);
  if (isRatingOccasion(occasion)) return occasionLabel(isLanguage(language) ? language : 'en', occasion);
  return occasion;
}
