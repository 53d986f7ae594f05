import { isDenimPiece } from '../lexicon/garments';
import type { OccasionProfile } from '../occasion-profiles';
import type { GarmentMention, TextSignals } from '../signals/types';

/**
 * Denim on a hike: jeans are heavy, chafe on a climb, and turn cold and slow to dry when wet, which is why every hiking
 * guide names them first among what not to wear. A casual piece is otherwise a pass on an easy trail (a T-shirt, a
 * hoodie); jeans, a denim jacket or denim shorts are the piece to change for hiking trousers, and the points say why.
 */
/** What a denim piece scores on a trail: below a pass, above sportswear at a ceremony. */
export const DENIM_ON_TRAIL_SCORE = 4.6;
/** Points for denim worn on a hike, stated in the feedback. */
export const DENIM_ON_TRAIL_POINTS = 0.6;

/** Whether this piece is denim worn on a hike (the outdoor occasion; a custom one that names a hike resolves to it). */
export function denimOnTrail(m: GarmentMention, p: OccasionProfile): boolean {
  const clothes = m.components.includes('top') || m.components.includes('bottom');
  return p.group === 'outdoor' && clothes && (isDenimPiece(m.garment) || m.colours.includes('denim'));
}

export const wearsDenimOnTrail = (text: TextSignals, p: OccasionProfile): boolean => text.garments.some((m) => denimOnTrail(m, p));
