import type { OccasionProfile } from '../occasion-profiles';
import { statementPrinted } from '../signals/piece-pattern';
import type { GarmentMention, TextSignals } from '../signals/types';

/**
 * Where a statement print is a miss: a funeral or a service (church) and an interview ask for quiet, plain pieces, and a
 * leopard dress or a camo jacket there pulls the eye away from the occasion. Elsewhere one statement print is the piece
 * that speaks (two compete: penalties.ts); a camo piece is casual wear (piece-pattern.ts), which the office, a wedding or
 * black tie already mark down as such.
 */
const QUIET: ReadonlySet<string> = new Set(['church', 'interview']);

/** The piece itself is what to change: what its part scores at most, below a pass. */
export const LOUD_PRINT_SCORE = 5;
/** Points for the first loud piece and each one more, stated in the feedback (the part's score alone says no why). */
const FIRST = 0.6;
const MORE = 0.3;
const MOST = 1.2;

/** Whether this piece's statement print is out of place at the occasion. */
export function loudPrintAt(m: GarmentMention, p: OccasionProfile): boolean {
  return QUIET.has(p.resolved ?? p.occasion) && statementPrinted([m]).length > 0;
}

/** The points a quiet occasion takes off for the statement prints worn to it; 0 when none is out of place. */
export function loudPrintPoints(text: TextSignals, p: OccasionProfile): number {
  const loud = text.garments.filter((m) => loudPrintAt(m, p)).length;
  return loud ? Math.min(MOST, FIRST + MORE * (loud - 1)) : 0;
}
