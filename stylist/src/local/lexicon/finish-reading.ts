import { LANGUAGES } from '@fitrater/contracts';
import { CATALOGUES } from '../languages/registry';
import type { FinishMaterial } from './finish-materials';
import { normalise } from './normalise';

/**
 * The order materials are tried in: a word is matched by the first material one of whose stems it contains, so
 * 'pailletten' is a sequin before 'glitzer' is glitter.
 */
const ORDER: readonly FinishMaterial[] = ['sequin', 'beaded', 'glitter', 'metallic', 'velvet', 'satin'];

/** Stems that tell the materials apart in every language's finish words (languages/<lang>/reading-words.ts). */
const STEMS: readonly (readonly [FinishMaterial, readonly string[]])[] = ORDER.map((m) =>
  [m, [...new Set(LANGUAGES.flatMap((l) => CATALOGUES[l].readingWords.finishStems[m]))].map((s) => normalise(s))] as const);

/** The material a finish word names ('con lentejuelas' → sequin), or null for a word no stem covers. */
export function materialOf(word: string): FinishMaterial | null {
  const w = normalise(word);
  return STEMS.find(([, stems]) => stems.some((s) => w.includes(s)))?.[0] ?? null;
}

/**
 * German writes a finish into the garment's name (Paillettenkleid, Samtblazer, Satinbluse); the reader matches
 * whole words, so the compound is opened at its finish ('pailletten kleid') and read as a dress with sequins,
 * not as an unknown word or an evening gown. The rest must be a word of its own (samtig stays an adjective).
 */
const PREFIXES = [...new Set(LANGUAGES.flatMap((l) => CATALOGUES[l].readingWords.finishPrefixes))];
const FINISH_PREFIX = new RegExp(`(?<![\\p{L}])(${PREFIXES.join('|')})(?=(?!nd|ig)\\p{L}{3,})`, 'gu');
export function openFinishCompounds(normalisedText: string): string {
  return PREFIXES.length ? normalisedText.replace(FINISH_PREFIX, '$1 ') : normalisedText;
}
