import type { LexiconEntry } from '../lexicon';
import type { GarmentMention, PieceCondition } from './types';

interface Span { entry: LexiconEntry; start: number; end: number }

/**
 * Crease words in every language the lexicon reads: a creased piece is pressed, not replaced. Every other condition
 * word (stained, dirty, scuffed, worn, frayed, torn, faded, pilled) asks for the piece to be cleaned or replaced.
 */
const CREASED = /wrinkl|creas|crumpl|rumpl|froiss|frip|arrug|knitter|stropicc|spiegazz|amass|amarrot|皱|しわ|シワ|구겨|구김|مجعد/u;

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

/** Tear words: said of denim they name a cut (ripped jeans, vaqueros rotos, jeans strappati, 破洞牛仔裤), not wear. */
const TEAR = /^(?:torn|ripped|holes|rot[oa]s?|strappat|bucat|zerrissen|lochrig|löchrig|dechir|déchir|troue|troué|rasgad|破|ダメージ|찢|ممزق|مقطع)/u;
const DENIM_PIECES: ReadonlySet<string> = new Set(['jeans', 'denimJacket']);

/** How much more casual ripped denim reads than the same piece clean. */
const DISTRESSED_STEP = 0.6;

/**
 * Ripped jeans are a cut a stylist takes to a concert or a casual day; a torn T-shirt is wear. A tear word said of a
 * denim piece (jeans, a denim jacket) is not charged as wear; it makes the piece a step more casual, so ripped jeans
 * still fall short of a ceremony or an interview by more than clean jeans do. Stains, dirt and fraying on the same
 * jeans still count as wear. Returns the condition words that are wear.
 */
export function withoutDistressedDenim<S extends Span>(conditions: readonly S[], garments: readonly Span[], mentions: GarmentMention[], gap: (a: Span, b: Span) => number): S[] {
  const ripped = new Set<GarmentMention>();
  const wear = conditions.filter((h) => {
    if (!TEAR.test(h.entry.pattern)) return true;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(h, g); if (d < bestGap || (d === bestGap && g.start >= h.end)) { bestGap = d; best = i; } });
    const m = best >= 0 ? mentions[best] : undefined;
    if (!m || !DENIM_PIECES.has(m.garment)) return true;
    ripped.add(m);
    return false;
  });
  for (const m of ripped) m.formality = Math.max(0, m.formality - DISTRESSED_STEP);
  return wear;
}

/** Linen in every language the lexicon reads (the cloth word, not 'lingerie' or 'Leinwand'). */
const LINEN = /^(?:linen|lino|lin|leinen|linho|亚麻|麻|リネン|린넨|كتان)$/u;
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
  }
}
