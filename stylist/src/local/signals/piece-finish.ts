import type { LexiconEntry } from '../lexicon';
import { GARMENTS } from '../lexicon/garments';
import { LIST_JOIN } from './reading-words';
import type { Finish, GarmentMention } from './types';

interface Span { entry: LexiconEntry; start: number; end: number }

/**
 * Sequins, glitter and metallics are evening wear whatever the piece: a stylist calls a sequin dress
 * overdressed at a daytime office (its range ends at 3.2) and right at a party or a wedding, so the piece
 * reads at least at cocktail-and-above formality. Velvet and satin lift a piece one half step (a velvet
 * blazer is still right for work; a satin skirt is dressier than a cotton one).
 */
const EVENING_FORMALITY = 3.6;
const RICH_STEP = 0.5;

/** A garment's formality with a finish on it. */
export function finishedFormality(formality: number, finish: Finish | undefined): number {
  if (finish === 'evening') return Math.max(formality, EVENING_FORMALITY);
  return finish === 'rich' ? Math.min(4, formality + RICH_STEP) : formality;
}

/**
 * A finish said as a noun after a piece ("a dress with silver sequins and heels", "vestido de lentejuelas y
 * tacones") belongs to that piece: a join after the finish word ends its phrase and starts the next piece, so a
 * garment beyond such a join is never the finish's, however short the words before it. A finish word straight
 * before its garment ("sequin heels") is still that garment's, since nothing stands between them.
 */
const PAST_A_JOIN = 40;

/**
 * Each finish word goes to the nearest garment it is said of (as colours do) and sets that piece's formality.
 * Returns which piece each finish word went to, for the colours said of the finish itself.
 */
export function attachFinishes(text: string, hits: readonly Span[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): Map<Span, number> {
  const placed = new Map<Span, number>();
  for (const h of hits) {
    if (h.entry.kind !== 'finish') continue;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => {
      const after = g.start >= h.end && LIST_JOIN.test(` ${text.slice(h.end, g.start)} `);
      const d = gap(h, g) + (after ? PAST_A_JOIN : 0);
      if (d < bestGap) { bestGap = d; best = i; }
    });
    const m = best >= 0 ? mentions[best] : undefined;
    if (!m) continue;
    placed.set(h, best);
    if (m.finish === 'evening') continue;
    m.finish = h.entry.id;
    if (h.entry.material) m.material = h.entry.material;
    else delete m.material;
    m.formality = finishedFormality(GARMENTS[m.garment].formality, m.finish);
  }
  return placed;
}

/**
 * A colour said of a finish ("silver sequins", "lentejuelas plateadas", "velluto nero") is the colour of the piece the
 * finish belongs to: written against the finish word with nothing between, it describes the sequins or the velvet,
 * whichever garment word happens to stand nearer.
 */
export function colourOfAFinish(text: string, colour: Span, finishes: ReadonlyMap<Span, number>): number | undefined {
  for (const [f, piece] of finishes) {
    const between = colour.end <= f.start ? text.slice(colour.end, f.start) : f.end <= colour.start ? text.slice(f.end, colour.start) : null;
    if (between !== null && /^\s*$/.test(between)) return piece;
  }
  return undefined;
}
