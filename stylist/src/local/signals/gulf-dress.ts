import { GARMENTS } from '../lexicon/garments';
import type { GarmentMention } from './types';

/**
 * Leather sandals (na'al) are the thobe's own shoe, worn with it to the majlis, the office, a wedding and under a bisht:
 * beside a thobe they are part of the national dress and judged with it, not beach sandals.
 */
export function sandalsWithAThobe(mentions: GarmentMention[]): void {
  if (!mentions.some((m) => m.garment === 'thobe')) return;
  for (const m of mentions) {
    if (m.garment !== 'sandals' || m.finish) continue;
    m.formality = Math.max(m.formality, GARMENTS.thobe.formality);
    m.nationalDress = true;
  }
}

/** A white thobe is what men wear to a Gulf wedding: the white a guest leaves to the couple is the bride's dress, not this. */
export const whiteThobe = (mentions: readonly GarmentMention[]): boolean => mentions.some((m) => m.garment === 'thobe' && m.colours.includes('white'));
