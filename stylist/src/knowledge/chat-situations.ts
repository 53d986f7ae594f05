import { garment, type Garment } from './garments';
import type { ColourId } from '../local/colour/names';
import { SITUATION_ROWS, type SituationFamily, type SituationId, type SituationRow, type SituationWhen } from './chat-situation-data';

export type { ConditionalSituationId, EraId, LookRow, SituationFamily, SituationId, Wearer } from './chat-situation-data';

export interface SituationPiece { garment: Garment; colour: ColourId }

export interface Situation extends Omit<SituationRow, 'picks' | 'avoid'> {
  id: SituationId;
  picks: SituationPiece[];
  avoid: SituationPiece[];
}

/** Every situation, its pieces checked against the garment knowledge base once at load. */
export const SITUATIONS: readonly Situation[] = (Object.entries(SITUATION_ROWS) as [SituationId, SituationRow][]).map(([id, row]) => ({
  ...row,
  id,
  ...(row.looks ? { looks: checkedLooks(id, row) } : {}),
  picks: row.picks.map(([g, colour]) => ({ garment: garment(g), colour })),
  avoid: row.avoid.map(([g, colour]) => ({ garment: garment(g), colour })),
}));

/** A situation's looks must take its picks exactly, one after another: a miscount would cut a suit from its shoes. */
function checkedLooks(id: SituationId, row: SituationRow): SituationRow['looks'] {
  const taken = row.looks!.reduce((n, l) => n + l.size, 0);
  if (taken !== row.picks.length) throw new Error(`${id}: its looks take ${taken} picks, it has ${row.picks.length}`);
  return row.looks;
}

/** What a question is about, as the chat understood it (lexicon garment ids, colour ids, the chat's own words). */
export interface SituationQuery {
  garments: readonly { garment: string; colours: readonly ColourId[] }[];
  colours: readonly ColourId[];
  occasion: string | null;
  weather: string | null;
  dressCode: string | null;
  body: string | null;
  fabric: string | null;
  doubleDenim: boolean;
  /** The question names a season rule for white ("after Labor Day", "in winter"). */
  whiteOutOfSeason?: boolean;
  /** The question is about a stain or a spill. */
  stain?: boolean;
  /** The question asks whether the bag must match the shoes. */
  bagMatchesShoes?: boolean;
  /** The workplace dresses down (a start-up, a tech company). */
  casualWorkplace?: boolean;
  /** The workplace still dresses formally (a bank, a law firm). */
  conservativeWorkplace?: boolean;
  /** Money is said to be short. */
  budget?: boolean;
  /** The piece is asked about as an obligation ("do I have to wear a tie?"). */
  must?: boolean;
  /** The garment whose colour is asked beside the named pieces ("what colour shirt goes with a grey suit?"), or null. */
  asked?: string | null;
}

/** How many conditions hold, or -1 when one fails. */
function match(when: SituationWhen, q: SituationQuery): number {
  let n = 0;
  const named = q.garments.map((g) => g.garment);
  // A colour asked of one piece beside others is answered by a situation about that piece, or else by the rater's own
  // ranking of its colours: a family's general rule about colours would not name the piece asked for.
  if (!!when.asked !== !!q.asked) return -1;
  if (when.asked) {
    if (!when.asked.includes(q.asked!)) return -1;
    n += 2;
  }
  if (when.garment) {
    const hit = q.garments.find((g) => when.garment!.includes(g.garment));
    if (!hit) return -1;
    n++;
    if (when.colour) {
      if (!when.colour.some((c) => hit.colours.includes(c) || (hit.colours.length === 0 && q.colours.includes(c)))) return -1;
      n++;
    }
  }
  if (when.allGarments) {
    if (!when.allGarments.every((g) => named.includes(g))) return -1;
    n += 2;
  }
  if (when.colours) {
    if (!when.colours.every((c) => q.colours.includes(c))) return -1;
    n += when.colours.length;
  }
  const one = (list: readonly string[] | undefined, value: string | null): boolean | null => (list ? !!value && list.includes(value) : null);
  for (const ok of [one(when.occasion, q.occasion), one(when.body, q.body), one(when.fabric, q.fabric), one(when.weather, q.weather)]) {
    if (ok === false) return -1;
    if (ok) n++;
  }
  if (when.dressCode) {
    if (q.dressCode !== when.dressCode) return -1;
    n += 2;
  }
  if (when.whiteOutOfSeason) {
    if (!q.whiteOutOfSeason) return -1;
    n += 2;
  }
  // A stain is answered before the fabric's washing routine: it is what the member has to act on now.
  if (when.stain) {
    if (!q.stain) return -1;
    n += 2;
  }
  if (when.bagMatchesShoes) {
    if (!q.bagMatchesShoes) return -1;
    n += 2;
  }
  if (when.casualWorkplace) {
    if (!q.casualWorkplace) return -1;
    n += 2;
  }
  for (const [wanted, said] of [[when.budget, q.budget], [when.must, q.must], [when.conservativeWorkplace, q.conservativeWorkplace]] as const) {
    if (!wanted) continue;
    if (!said) return -1;
    n += 2;
  }
  if (when.doubleDenim) {
    if (!q.doubleDenim) return -1;
    n += 3;
  }
  return n;
}

/**
 * The most specific situation of a family that fits the question; a family's catch-all (no
 * conditions) answers when nothing more specific does; null when the family has neither.
 */
export function findSituation(family: SituationFamily | readonly SituationFamily[], q: SituationQuery): Situation | null {
  const families = typeof family === 'string' ? [family] : family;
  let best: { s: Situation; n: number } | null = null;
  for (const s of SITUATIONS) {
    if (!families.includes(s.family)) continue;
    const n = match(s.when, q);
    if (n < 0) continue;
    if (!best || n > best.n) best = { s, n };
  }
  return best?.s ?? null;
}
