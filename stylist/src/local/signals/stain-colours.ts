import { STAIN_SOURCE } from './reading-words';

interface Span { start: number; end: number }

/** How near a colour must be to what stains (the 'red' of 'red wine', 'vino tinto'), and that to the stain word. */
const BESIDE = 2;
const STAIN_REACH = 24;

/**
 * The colour hits that name a stain, not the piece: a colour inside or right beside a stain's source ('red wine', 'vin
 * rouge', 'wine-stained', 赤ワインのシミ) with a stain or other condition word near it. "A shirt with a red wine stain" is
 * a stained shirt of no colour said, not a red one; a wine-coloured dress with no stain word stays wine.
 */
export function stainColours<T extends Span>(text: string, colourHits: readonly T[], conditionHits: readonly Span[]): Set<T> {
  const out = new Set<T>();
  if (!conditionHits.length) return out;
  const sources = [...text.matchAll(STAIN_SOURCE)].map((s) => ({ start: s.index, end: s.index + s[0].length }))
    .filter((s) => conditionHits.some((c) => Math.min(Math.abs(c.start - s.end), Math.abs(s.start - c.end)) <= STAIN_REACH));
  for (const h of colourHits) {
    if (sources.some((s) => h.start < s.end + BESIDE && s.start - BESIDE < h.end)) out.add(h);
  }
  return out;
}
