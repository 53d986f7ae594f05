import type { Language } from '@fitrater/contracts';
import { CATALOGUES, tablesOf } from '../languages/registry';
import type { Count, PackingSlot, PackingWords } from './packing-types';
import type { TripLength } from './understand/cue-types';

export type { Count, PackingSlot, PackingWords } from './packing-types';

/**
 * How many of each a stylist packs by trip length: a weekend is two tops, one bottom and one pair of shoes
 * besides what is worn on the way; a week four or five tops, two or three bottoms, two pairs of shoes and a
 * layer; longer trips pack for about a week and a half and plan a wash rather than carrying more.
 */
export const PACKING_COUNTS: Readonly<Record<TripLength, Partial<Record<PackingSlot, Count>>>> = {
  weekend: { tops: [2], bottoms: [1], shoes: [1] },
  week: { tops: [4, 5], bottoms: [2, 3], shoes: [2], layer: [1] },
  long: { tops: [6, 7], bottoms: [3], shoes: [2, 3], layer: [1] },
};

/** Each language's packing sentences (languages/<lang>/packing-words.ts). */
export const PACKING_WORDS: Readonly<Record<Language, PackingWords>> = tablesOf(CATALOGUES, 'packingWords');
