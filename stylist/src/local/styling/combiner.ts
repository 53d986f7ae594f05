import type { Combination, RatingComponent } from '@fitrater/contracts';
import type { CombineInput, RatedOutfit } from '../../styling';
import { judgePalette } from './palette';
import { coloursIn, jitter } from './taste';
import { packFor } from '../i18n/packs';
import type { ColourId } from '../colour/names';
import { proseFor } from './prose';
import { STYLING_SENTENCES } from './sentences';
import { plainPiece } from './plain-text';
import { inMembersForm } from '../grammar/address-form';

type Part = Exclude<RatingComponent, never>;
const PARTS: readonly Part[] = ['top', 'bottom', 'footwear', 'accessories'];

interface Candidate { outfit: RatedOutfit; part: Part; text: string; score: number }

/** The best-scored visible piece of each part across the user's well-rated outfits. */
function candidates(outfits: RatedOutfit[], part: Part, seed: string): Candidate[] {
  return outfits.flatMap((o) => {
    const c = o.components?.[part];
    if (!c || c.status !== 'visible' || c.rating === null || !c.description) return [];
    // The piece as a member would name it: the measured colour shares stay on the rating screen.
    const text = plainPiece(c.description);
    if (!text) return [];
    return [{ outfit: o, part, text, score: c.rating + 0.3 * jitter(seed, `${o.ratingId}:${part}`) }];
  }).sort((a, b) => b.score - a.score);
}

/**
 * Builds a new combination from the user's outfits rated 7 or more: for each part, the piece
 * that scored best, preferring pieces from different outfits (that is the point of combining)
 * and refusing a set whose colours the rater would call a clash.
 */
export function combineOutfits(input: CombineInput): Combination {
  return inMembersForm(combination(input), input.language, input.addressForm);
}

function combination(input: CombineInput): Combination {
  const picks = new Map<Part, Candidate>();
  const used = new Set<string>();
  for (const part of PARTS) {
    const list = candidates(input.outfits, part, input.seed);
    const fresh = list.find((c) => !used.has(c.outfit.ratingId)) ?? list[0];
    if (!fresh) continue;
    const colours = new Map<string, number>();
    for (const p of [...picks.values(), fresh]) for (const c of coloursIn(p.text)) colours.set(c, (colours.get(c) ?? 0) + 1);
    // A piece that would make the set clash is skipped for the next best one.
    const ok = colours.size === 0 || judgePalette(colours as never, input.occasion).harmony.type !== 'clash';
    const chosen = ok ? fresh : list.find((c) => c !== fresh) ?? fresh;
    picks.set(part, chosen);
    used.add(chosen.outfit.ratingId);
  }
  const say = STYLING_SENTENCES[input.language];
  const pack = packFor(input.language);
  // The pieces are the member's own descriptions (already in their words); only the frame is translated.
  const text = (part: Part, fallback: string) => pack.capitalise(picks.get(part)?.text ?? fallback);
  const sources = [...new Set([...picks.values()].map((p) => p.outfit.ratingId))];
  const colours = [...new Set([...picks.values()].flatMap((p) => coloursIn(p.text)))] as ColourId[];
  const mean = [...picks.values()].reduce((s, p) => s + Math.min(10, p.score), 0) / Math.max(1, picks.size);
  const notes = [
    say.combiner.builtFrom(sources.length),
    colours.length ? say.combiner.harmony(pack.list(colours.map((c) => pack.colours[c]))) : say.combiner.oneBaseOneAccent,
    proseFor(input.language).occasions[input.occasion],
  ];
  return {
    confidence_score: Math.round(Math.max(5, Math.min(9.6, mean - 0.3)) * 10) / 10,
    top: text('top', say.combiner.fallback.top),
    bottom: text('bottom', say.combiner.fallback.bottom),
    footwear: text('footwear', say.combiner.fallback.footwear),
    accessories: text('accessories', say.combiner.fallback.accessories),
    styling_notes: notes.join(pack.sentenceGap),
    sourceRatingIds: sources,
  };
}
