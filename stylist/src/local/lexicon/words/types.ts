import type { RatingOccasion } from '@fitrater/contracts';
import type { ColourId } from '../../colour/names';
import type { GarmentId } from '../garments';

/**
 * Finishes that change what a piece says: evening finishes (sequins, glitter, metallic) make any
 * piece evening wear; rich ones (velvet, satin) lift it a step.
 */
export type Finish = 'evening' | 'rich';

/**
 * A print said of a piece: stripes, checks, florals, dots, an animal print (leopard, zebra, snake), camouflage, or another
 * print (paisley, a plain "printed"). A stylist weighs two on one outfit as competing patterns, and an animal print or camo
 * as a statement a quiet occasion does not take.
 */
export type PrintKind = 'stripes' | 'checks' | 'florals' | 'dots' | 'animal' | 'camo' | 'print';
export const PRINT_KINDS: readonly PrintKind[] = ['stripes', 'checks', 'florals', 'dots', 'animal', 'camo', 'print'];

/** Weather a description may name; each changes what a stylist expects. */
export type Weather = 'hot' | 'cold' | 'rain' | 'snow';

/**
 * One language's vocabulary, as the people and shops of that language write it. Every field is
 * a `|`-separated list; matching is accent- and case-insensitive (lexicon/normalise.ts).
 */
export interface LanguageWords {
  /** Garment names beyond the display name (languages/<lang>/names.ts), which is matched as well. */
  garments: Partial<Record<GarmentId, string>>;
  /**
   * Garment words read so in this language only, because elsewhere the same word names another garment: German
   * "Shirt" is a T-shirt, the English shirt a Hemd. Left out of the lexicon every language shares.
   */
  garmentsHere?: Partial<Record<GarmentId, string>>;
  /** Colour words beyond the display name. */
  colours: Partial<Record<ColourId, string>>;
  /** Statement finishes: evening (sequins, glitter, metallic) and rich (velvet, satin). */
  finishes: Record<Finish, string>;
  dressy: string;
  sporty: string;
  /** Statement words that are no print (neon, sequins, a logo): they count towards too many statements at once. */
  patterns: string;
  /** Print words by kind, as the shops of the language write them; each is a statement word as well, said of its piece. */
  prints: Record<PrintKind, string>;
  /** Condition words: stained, dirty, torn, scuffed, wrinkled, worn out, sweaty. */
  condition: string;
  /** Fit words that say a piece fits badly: baggy, too tight, too long, sagging. */
  fit: string;
  /** Words before a garment that say it is not worn: 'no', 'without'. */
  negationBefore: string;
  /** Words after a garment that say it is not worn (ja なし, ko 없이). */
  negationAfter: string;
  weather: Record<Weather, string>;
  /**
   * Words in a member's own occasion ("office party", "cena con amigos", "朋友的婚礼") that point to a built-in one, Latin ones
   * read as whole words (a plural s allowed), others anywhere; the first occasion of `OCCASION_HINT_ORDER` (occasions.ts) that
   * matches wins.
   */
  occasionHints: Partial<Record<Exclude<RatingOccasion, 'custom'>, string>>;
  /** The member says the wedding is their own ("I'm the bride", "my wedding"): white is theirs to wear (signals/couple.ts). */
  couple: string;
}
