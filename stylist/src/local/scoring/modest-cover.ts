import type { OccasionProfile } from '../occasion-profiles';
import type { GarmentMention, TextSignals } from '../signals/types';

/**
 * Pieces that show a midriff, the shoulders or the thighs, and the occasions that ask for them covered: a place of
 * worship (a funeral reads as one) asks for shoulders, midriff and a hem near the knee; an office or an interview for no
 * bare midriff and no miniskirt (a camisole under a jacket is common there). A piece said to be cut short, tight or low
 * (a short bodycon dress, a plunging top: signals/revealing-cut.ts) is club wear at all three, fine at a party.
 */
const BARE_MIDRIFF_OR_THIGH: ReadonlySet<string> = new Set(['crop', 'miniSkirt']);
const BARE_SHOULDERS: ReadonlySet<string> = new Set(['tank']);
const COVERED: Readonly<Record<string, ReadonlySet<string>>> = {
  church: new Set([...BARE_MIDRIFF_OR_THIGH, ...BARE_SHOULDERS]),
  work: BARE_MIDRIFF_OR_THIGH,
  interview: BARE_MIDRIFF_OR_THIGH,
};

/** The piece itself is what to change: what its part scores at most, below a pass. */
export const BARE_SCORE = 5;
const FIRST = 1.2;
const MORE = 0.6;
const MOST = 2.4;

/** Whether this piece shows more skin than the occasion allows. */
export function tooBareAt(m: GarmentMention, p: OccasionProfile): boolean {
  const covered = COVERED[p.resolved ?? p.occasion];
  return !!covered && (covered.has(m.garment) || !!m.revealing);
}

/** The points an occasion that asks for cover takes off for the pieces that show skin; 0 when none does. */
export function coveragePoints(text: TextSignals, p: OccasionProfile): number {
  const bare = text.garments.filter((m) => tooBareAt(m, p)).length;
  return bare ? Math.min(MOST, FIRST + MORE * (bare - 1)) : 0;
}
