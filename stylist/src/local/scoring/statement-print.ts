import type { OccasionProfile } from '../occasion-profiles';
import { statementPrinted } from '../signals/piece-pattern';
import type { GarmentMention, TextSignals } from '../signals/types';

/**
 * Where a statement print is a miss: a funeral or a service (church) and an interview ask for quiet, plain pieces, and a
 * leopard dress or a camo jacket there pulls the eye away from the occasion. Elsewhere one statement print is the piece
 * that speaks (two compete: penalties.ts); a camo piece is casual wear too (piece-pattern.ts).
 */
const QUIET: ReadonlySet<string> = new Set(['church', 'interview']);
/**
 * Camouflage is field wear's print: at the office, a wedding, a graduation or a black-tie evening it is the print that
 * is wrong, not only the piece's level (a camo blazer is no smarter there), so the stylist names the print.
 */
const NO_CAMO: ReadonlySet<string> = new Set([...QUIET, 'work', 'wedding', 'graduation', 'formal']);

/** The piece itself is what to change: what its part scores at most, below a pass. */
export const LOUD_PRINT_SCORE = 5;
/** Points for the first loud piece and each one more, stated in the feedback (the part's score alone says no why). */
const FIRST = 0.6;
const MORE = 0.3;
const MOST = 1.2;

/** Whether this piece's statement print is out of place at the occasion. */
export function loudPrintAt(m: GarmentMention, p: OccasionProfile): boolean {
  const occasion = p.resolved ?? p.occasion;
  const loud = statementPrinted([m]).length > 0;
  return loud && (QUIET.has(occasion) || (NO_CAMO.has(occasion) && m.print === 'camo'));
}

/** The points a quiet occasion takes off for the statement prints worn to it; 0 when none is out of place. */
export function loudPrintPoints(text: TextSignals, p: OccasionProfile): number {
  const loud = text.garments.filter((m) => loudPrintAt(m, p)).length;
  return loud ? Math.min(MOST, FIRST + MORE * (loud - 1)) : 0;
}
