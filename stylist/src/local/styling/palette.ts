import type { StylingOccasionId } from '@fitrater/contracts';
import { COLOUR_IDS, FASHION_NEUTRALS, namedColour, type ColourId } from '../colour/names';
import { analyseHarmony } from '../signals/harmony';
import type { PaletteColour } from '../signals/types';
import { judgeColours, type ColourVerdict } from '../scoring/colour';
import { ratingProfileFor } from '../../knowledge';

/** A colour story: a neutral base, a second colour and at most one accent. */
export interface ColourStory {
  base: ColourId;
  second: ColourId;
  accent: ColourId | null;
  /** The rating engine's colour score for this story at this occasion (0–10). */
  score: number;
}

const BASES: readonly ColourId[] = ['black', 'navy', 'charcoal', 'grey', 'camel', 'beige', 'white', 'cream', 'denim', 'olive', 'brown', 'khaki', 'ivory', 'taupe'];
const ACCENTS: readonly ColourId[] = COLOUR_IDS.filter((c) => !FASHION_NEUTRALS.has(c) && c !== 'gold' && c !== 'silver');

/** A palette (colour → share) as the rating engine measures one. */
export function paletteOf(shares: ReadonlyMap<ColourId, number>): PaletteColour[] {
  const total = [...shares.values()].reduce((s, v) => s + v, 0) || 1;
  return [...shares.entries()]
    .map(([id, share]) => ({ id, lab: namedColour(id).lab, lch: namedColour(id).lch, share: share / total }))
    .sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}

/** Judges a palette exactly as a rating of this occasion would (same harmony, loudness and wedding-white rules). */
export function judgePalette(shares: ReadonlyMap<ColourId, number>, occasion: StylingOccasionId): ColourVerdict {
  const palette = paletteOf(shares);
  return judgeColours(palette, analyseHarmony(palette), ratingProfileFor(occasion));
}

/** What the rater would punish: a clash, a palette too loud for a calm occasion, white at a wedding. */
export function isPunished(v: ColourVerdict): boolean {
  return v.harmony.type === 'clash' || v.mood === 'tooLoud' || v.weddingWhite;
}

const cache = new Map<StylingOccasionId, ColourStory[]>();

/** Every story the rater does not punish at this occasion, best first (computed once per occasion). */
export function storiesFor(occasion: StylingOccasionId): ColourStory[] {
  let list = cache.get(occasion);
  if (list) return list;
  list = [];
  for (const base of BASES) {
    for (const second of BASES) {
      if (second === base) continue;
      for (const accent of [null, ...ACCENTS]) {
        const shares = new Map<ColourId, number>([[base, 0.45], [second, 0.35]]);
        if (accent) shares.set(accent, 0.2); else shares.set(base, 0.65);
        const verdict = judgePalette(shares, occasion);
        if (isPunished(verdict)) continue;
        list.push({ base, second, accent, score: verdict.score });
      }
    }
  }
  list.sort((a, b) => b.score - a.score);
  cache.set(occasion, list);
  return list;
}
