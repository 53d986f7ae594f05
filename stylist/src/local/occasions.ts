import { LANGUAGES, type RatingOccasion } from '@fitrater/contracts';
import { normalise } from './lexicon/normalise';
import { WORDS, items } from './lexicon/words';
import { builtInProfile, type OccasionProfile } from './occasion-profiles';

export { OCCASION_PROFILES, builtInProfile, type OccasionGroup, type OccasionProfile, type PaletteMood } from './occasion-profiles';

/** The order custom-occasion hints are tried in: an interview before work, a wedding before a party, a date before brunch. */
const OCCASION_HINT_ORDER: readonly Exclude<RatingOccasion, 'custom'>[] = [
  'interview', 'work', 'formal', 'wedding', 'church', 'graduation', 'party', 'date', 'concert', 'workout', 'running', 'hiking', 'beach', 'travel',
  'school', 'brunch',
];

/** Words in a custom occasion that point to a built-in one, every language's (languages/<lang>/lexicon.ts). */
const CUSTOM_HINTS: readonly [Exclude<RatingOccasion, 'custom'>, readonly string[]][] = OCCASION_HINT_ORDER.map((target) =>
  [target, [...new Set(LANGUAGES.flatMap((l) => items(WORDS[l].occasionHints[target] ?? '').map((w) => normalise(w))))]]);

const LATIN = /\p{Script=Latin}/u;

/** The profile for a rating: custom occasions are read with the same word lists, else neutral. */
export function occasionProfile(occasion: RatingOccasion, customText: string | null): OccasionProfile {
  if (occasion !== 'custom') return builtInProfile(occasion);
  const text = ` ${normalise(customText ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  // A Latin word is a whole word (a plural s allowed: "weddings"); a word of a script written without spaces between words
  // (Han, kana, Hangul) or with "the", "and" and "for" joined to it (Arabic) is found inside the text.
  const said = (w: string): boolean => (LATIN.test(w) ? text.includes(` ${w} `) || text.includes(` ${w}s `) : text.includes(w));
  const target = CUSTOM_HINTS.find(([, words]) => words.some(said));
  return builtInProfile(occasion, target?.[0] ?? null);
}
