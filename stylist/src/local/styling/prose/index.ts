import type { Language, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { ACTIVE_COLD_ADVICE, WEATHER_RULES } from '../../../knowledge';
import type { StylingProse } from './types';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { StylingProse } from './types';

const PROSE: Record<Exclude<Language, 'en'>, StylingProse> = tablesOf(TRANSLATED, 'stylingProse');

/** The prose pack of a language, or null for English (written by the engine as it stands). */
export function proseFor(language: Language): StylingProse | null {
  return language === 'en' ? null : PROSE[language];
}

/**
 * What the weather asks of a look for an occasion, in `language`: sport in the cold asks for thin layers that come off
 * (ACTIVE_COLD_ADVICE), every other occasion the weather's own note.
 */
export function weatherAdvice(occasion: StylingOccasionId, weather: WeatherId, language: Language): string {
  const prose = proseFor(language);
  if (occasion === 'gym-workout' && weather === 'cold-winter') return prose ? prose.activeCold : ACTIVE_COLD_ADVICE;
  return prose ? prose.weather[weather] : WEATHER_RULES[weather].advice;
}
