import { LANGUAGES, type Language } from '@fitrater/contracts';
import { GARMENTS } from '../lexicon/garments';
import { normalise } from '../lexicon/normalise';
import { WORDS, items } from '../lexicon/words';
import type { GarmentMention } from './types';

const LATIN = /\p{Script=Latin}/u;
const spaced = (text: string): string => ` ${normalise(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
const COUPLE_WORDS = new Map<Language, string[]>(LANGUAGES.map((l) => [l, items(WORDS[l].couple).map((w) => spaced(w).trim())]));

/**
 * The wedding is the wearer's own: the member says so ("I'm the bride", "mi boda", "أنا العروس"). A guest leaves white to
 * the couple; for the couple it is the colour of the day, no faux pas. A wedding dress named without it is still a guest's
 * (the wedding occasion is a guest's unless said otherwise), and the worst white of all. Latin phrases are whole words; the
 * others (Han, kana, Hangul, Arabic) are found inside the text.
 */
export function wornByTheCouple(description: string, language?: Language): boolean {
  const text = spaced(description);
  const lists = language ? [COUPLE_WORDS.get(language)!] : [...COUPLE_WORDS.values()];
  return lists.some((list) => list.some((w) => (LATIN.test(w) ? text.includes(` ${w} `) : text.includes(w))));
}

/** Egyptian طرحة is the everyday headscarf, and the bride's veil when said beside her dress. */
const HEADSCARF_OR_VEIL: ReadonlySet<string> = new Set(['طرحة', 'طرحه']);
export function veilBesideTheDress(mentions: GarmentMention[], patterns: readonly string[]): void {
  if (!mentions.some((m) => m.garment === 'weddingDress')) return;
  for (const [i, m] of mentions.entries()) {
    if (m.garment !== 'hijab' || !HEADSCARF_OR_VEIL.has(patterns[i] ?? '')) continue;
    m.garment = 'bridalVeil';
    m.formality = GARMENTS.bridalVeil.formality;
  }
}
