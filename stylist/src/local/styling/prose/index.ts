import type { Language, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import type { StylingProse } from './types';
import { CATALOGUES, tablesOf } from '../../languages/registry';

export type { AdviceOccasion, StylingProse } from './types';

const PROSE: Record<Language, StylingProse> = tablesOf(CATALOGUES, 'stylingProse');

/** The styling prose of a language (languages/<lang>/styling-prose.ts). */
export function proseFor(language: Language): StylingProse {
  return PROSE[language];
}

/**
 * What the weather asks of a look for an occasion, in `language`: sport in the cold asks for thin layers that come off
 * (`activeCold`: a runner or a player warms up within minutes), every other occasion the weather's own note.
 */
export function weatherAdvice(occasion: StylingOccasionId, weather: WeatherId, language: Language): string {
  const prose = proseFor(language);
  return occasion === 'gym-workout' && weather === 'cold-winter' ? prose.activeCold : prose.weather[weather];
}
