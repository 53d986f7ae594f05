import type { GarmentId } from '../lexicon/garments';
import { REVEALING, SLEEVE } from './reading-words';
import type { GarmentMention } from './types';

interface Span { start: number; end: number; entry: { pattern: string } }

/** Pieces whose hem, cut or neckline can show skin: dresses, skirts, tops and one-pieces. */
const CUT_PIECES: ReadonlySet<GarmentId> = new Set(['gown', 'cocktailDress', 'dress', 'sundress', 'jumpsuit', 'top', 'blouse', 'skirt']);
/** How far a sleeve word may stand from a short word and still be what it measures ("short-sleeved", "manga corta"). */
const SLEEVE_REACH = 4;

/**
 * A piece said to be cut short, tight or low (a short bodycon dress, minivestido ajustado, robe moulante dos nu, 超短紧身
 *连衣裙): at a service or an interview a stylist asks for knees and shoulders covered, as for a miniskirt or a crop top.
 * The word goes to the nearest piece, as a cloth does; a short sleeve is not a short hem.
 */
export function revealingCuts(text: string, garments: readonly Span[], mentions: GarmentMention[], gap: (a: { start: number; end: number }, b: Span) => number): void {
  garments.forEach((g, i) => { if (new RegExp(REVEALING.source, 'u').test(g.entry.pattern)) mark(mentions[i]); });
  const sleeves = [...text.matchAll(SLEEVE)].map((s) => ({ start: s.index, end: s.index + s[0].length }));
  for (const found of text.matchAll(REVEALING)) {
    const word = { start: found.index, end: found.index + found[0].length };
    if (garments.some((g) => g.start <= word.start && word.end <= g.end)) continue;
    if (sleeves.some((s) => (s.start >= word.end && s.start - word.end <= SLEEVE_REACH) || (s.end <= word.start && word.start - s.end <= SLEEVE_REACH))) continue;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(word, g); if (d < bestGap || (d === bestGap && g.start >= word.end)) { bestGap = d; best = i; } });
    if (best >= 0) mark(mentions[best]);
  }
}

function mark(m: GarmentMention | undefined): void {
  if (m && CUT_PIECES.has(m.garment)) m.revealing = true;
}
