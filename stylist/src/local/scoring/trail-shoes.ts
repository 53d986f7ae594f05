import { GARMENTS } from '../lexicon/garments';
import type { OccasionProfile } from '../occasion-profiles';
import type { GarmentMention, TextSignals } from '../signals/types';

/**
 * Flip-flops and sandals on a hike give no grip on loose ground, no hold at the ankle and no cover for the toes: the
 * hiking shoe is the one piece every hiking guide insists on, so open shoes are a clear miss on a trail, charged as a
 * point of their own with the reason, as denim is.
 */
export const OPEN_SHOES_ON_TRAIL_SCORE = 3;
/** Points for open shoes on a hike, stated in the feedback. */
export const OPEN_SHOES_ON_TRAIL_POINTS = 1.8;

/** Whether this piece is an open beach shoe worn on a hike (the outdoor occasion). */
export function openShoesOnTrail(m: GarmentMention, p: OccasionProfile): boolean {
  return p.group === 'outdoor' && m.components.includes('footwear') && (GARMENTS[m.garment].tags as readonly string[]).includes('beach');
}

export const wearsOpenShoesOnTrail = (text: TextSignals, p: OccasionProfile): boolean => text.garments.some((m) => openShoesOnTrail(m, p));
