import type { LexiconEntry } from '../lexicon';
import { GARMENTS, isDenimPiece } from '../lexicon/garments';
import type { GarmentMention, PieceCondition } from './types';
import { CREASED, FADE, LINEN, TEAR } from './reading-words';

interface Span { entry: LexiconEntry; start: number; end: number }

/**
 * A creased piece (crease words of every language: reading-words.ts) is pressed, not replaced. Every other condition
 * word (stained, dirty, scuffed, worn, frayed, torn, faded, pilled) asks for the piece to be cleaned or replaced.
 */

export const conditionOf = (word: string): PieceCondition => (CREASED.test(word) ? 'creased' : 'worn');

/**
 * Each condition word goes to the nearest garment it is said of ("a stained T-shirt", "有污渍的白色T恤",
 * "シミのある白いTシャツ"), as colours and finishes do; a piece both stained and creased needs cleaning first.
 */
export function attachConditions(conditions: readonly Span[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): void {
  for (const h of conditions) {
    let best = -1; let bestGap = 40;
    // Equally close on both sides, the word is said of the piece after it ('얼룩진 흰 티셔츠에 낡은 청반바지').
    garments.forEach((g, i) => { const d = gap(h, g); if (d < bestGap || (d === bestGap && g.start >= h.end)) { bestGap = d; best = i; } });
    const m = best >= 0 ? mentions[best] : undefined;
    if (!m || m.condition === 'worn') continue;
    m.condition = conditionOf(h.entry.pattern);
  }
}

/** Tear words (TEAR): said of denim they name a cut (ripped jeans, vaqueros rotos, jeans strappati, 破洞牛仔裤), not wear. */

/**
 * How much more casual distressed denim reads than the same piece in a dark rinse: a rip a full step; a fade (a light or
 * stone wash: faded jeans, jean délavé, 물 빠진 청바지) half of it, as a wash keeps the cut whole.
 */
const DISTRESSED_STEP = 0.6;
const FADED_STEP = 0.3;

/**
 * Ripped or faded jeans are a cut and a wash a stylist takes to a concert or a casual day; a torn or faded T-shirt is
 * wear. A tear or fade word said of a denim piece (jeans, a denim jacket) is not charged as wear; it makes the piece
 * more casual, so ripped jeans still fall short of a ceremony or an interview by more than clean jeans do. Stains, dirt
 * and fraying on the same jeans still count as wear. Returns the condition words that are wear.
 */
export function withoutDistressedDenim<S extends Span>(conditions: readonly S[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): S[] {
  const step = new Map<GarmentMention, number>();
  const wear = conditions.filter((h) => {
    const tear = TEAR.test(h.entry.pattern);
    if (!tear && !FADE.test(h.entry.pattern)) return true;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(h, g); if (d < bestGap || (d === bestGap && g.start >= h.end)) { bestGap = d; best = i; } });
    const m = best >= 0 ? mentions[best] : undefined;
    if (!m || !isDenimPiece(m.garment)) return true;
    step.set(m, Math.max(step.get(m) ?? 0, tear ? DISTRESSED_STEP : FADED_STEP));
    return false;
  });
  for (const [m, s] of step) m.formality = Math.max(0, m.formality - s);
  return wear;
}

/** Linen (LINEN) is the cloth word itself, in every language, not 'lingerie' or 'Leinwand'. */
/** A linen shirt, blouse or pair of trousers is summer wear a stylist takes to the beach, whatever its cut. */
const LINEN_PIECES: ReadonlySet<string> = new Set(['shirt', 'blouse', 'trousers']);

/**
 * 'Chemise en lin', '亚麻衬衫', 'white linen shirt': the cloth is said of the nearest piece. Read as a plain dress
 * shirt, a linen shirt was called too formal for the beach and swapped for "a linen shirt"; its formality elsewhere
 * (a date, the office) is its cut's.
 */
export function markLinen(cloths: readonly Span[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): void {
  for (const h of cloths) {
    if (!LINEN.test(h.entry.pattern)) continue;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(h, g); if (d < bestGap || (d === bestGap && g.start >= h.end)) { bestGap = d; best = i; } });
    const m = best >= 0 ? mentions[best] : undefined;
    if (m && LINEN_PIECES.has(m.garment)) m.linen = true;
    // "Robe longue en lin", "abito lungo di lino", "فستان طويل كتان": a long dress in linen is a summer maxi dress; the long
    // dress read as an evening gown is silk, satin or sequins, and linen never goes to black tie.
    if (m?.garment === 'gown' && !m.finish) {
      m.garment = 'dress';
      m.formality = GARMENTS.dress.formality;
    }
  }
}

/** The suede word of every language, whole (normalised: accents dropped). */
const SUEDE = /^(?:suede|daim|ante|wildleder|camoscio|camurca|camurça|スエード|스웨이드|麂皮|翻毛皮|شمواه|سويد)$/u;
/** Suede dress shoes (suede derbies, brogues, chukkas) are the smart-casual shoe, at the loafer's level, not the black oxford's. */
const SUEDE_SHOE_LEVEL = GARMENTS.loafers.formality;

/** A dress shoe said to be suede ("derbies en daim", "suede brogues", "Wildleder-Schnürer") steps down to the loafer's level. */
export function suedeDressShoes(cloths: readonly Span[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): void {
  for (const h of cloths) {
    if (!SUEDE.test(h.entry.pattern)) continue;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(h, g); if (d < bestGap || (d === bestGap && g.start >= h.end)) { bestGap = d; best = i; } });
    const m = best >= 0 ? mentions[best] : undefined;
    if (m?.garment === 'oxfords') m.formality = Math.min(m.formality, SUEDE_SHOE_LEVEL);
  }
}
