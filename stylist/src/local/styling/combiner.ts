import type { Combination, RatingComponent } from '@fitrater/contracts';
import { STYLING_OCCASION_RULES } from '../../knowledge';
import type { CombineInput, RatedOutfit } from '../../styling';
import { judgePalette } from './palette';
import { coloursIn, jitter } from './taste';
import { capitalise, colourName, list } from './words';

type Part = Exclude<RatingComponent, never>;
const PARTS: readonly Part[] = ['top', 'bottom', 'footwear', 'accessories'];

interface Candidate { outfit: RatedOutfit; part: Part; text: string; score: number }

/** The best-scored visible piece of each part across the user's well-rated outfits. */
function candidates(outfits: RatedOutfit[], part: Part, seed: string): Candidate[] {
  return outfits.flatMap((o) => {
    const c = o.components?.[part];
    if (!c || c.status !== 'visible' || c.rating === null || !c.description) return [];
    return [{ outfit: o, part, text: c.description, score: c.rating + 0.3 * jitter(seed, `${o.ratingId}:${part}`) }];
  }).sort((a, b) => b.score - a.score);
}

/**
 * Builds a new combination from the user's outfits rated 7 or more: for each part, the piece
 * that scored best, preferring pieces from different outfits (that is the point of combining)
 * and refusing a set whose colours the rater would call a clash.
 */
export function combineOutfits(input: CombineInput): Combination {
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
  const text = (part: Part, fallback: string) => capitalise(picks.get(part)?.text ?? fallback);
  const sources = [...new Set([...picks.values()].map((p) => p.outfit.ratingId))];
  const colours = [...new Set([...picks.values()].flatMap((p) => coloursIn(p.text)))];
  const mean = [...picks.values()].reduce((s, p) => s + Math.min(10, p.score), 0) / Math.max(1, picks.size);
  const rule = STYLING_OCCASION_RULES[input.occasion];
  const notes = [
    `Built from ${sources.length} of your outfits rated 7 or more, taking the piece that scored best in each part.`,
    colours.length ? `Together the colours (${list(colours.map(colourName))}) stay in harmony by the same measure your ratings use.` : 'Keep the colours to one neutral base and one accent.',
    rule.note,
  ];
  return {
    confidence_score: Math.round(Math.max(5, Math.min(9.6, mean - 0.3)) * 10) / 10,
    top: text('top', 'Your best-rated top'),
    bottom: text('bottom', 'Your best-rated trousers or skirt'),
    footwear: text('footwear', 'Clean shoes that match the formality of the top'),
    accessories: text('accessories', 'Keep accessories minimal: one watch or one piece of jewellery'),
    styling_notes: notes.join(' '),
    sourceRatingIds: sources,
  };
}
