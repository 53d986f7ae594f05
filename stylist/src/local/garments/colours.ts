import type { GarmentColour } from '@fitrater/contracts';
import { nearestColourName } from '../colour/names';
import { rgbToOklab } from '../colour/oklab';
import type { WorkImage } from '../vision/types';

/** A colour must cover this share of the garment to be named. */
const COLOUR_MIN_SHARE = 0.12;

/** The garment's main colours (at most `max`, biggest first) from the pixels its mask keeps. */
export function maskColours(photo: WorkImage, mask: Uint8Array, max = 3): GarmentColour[] {
  const counts = new Map<GarmentColour, number>();
  let total = 0;
  const step = Math.max(1, Math.floor(mask.length / 20_000));
  for (let i = 0; i < mask.length; i += step) {
    if (mask[i] !== 255) continue;
    const id = nearestColourName(rgbToOklab(photo.rgb[i * 3]!, photo.rgb[i * 3 + 1]!, photo.rgb[i * 3 + 2]!));
    counts.set(id, (counts.get(id) ?? 0) + 1);
    total++;
  }
  if (total === 0) return [];
  return [...counts.entries()].filter(([, n]) => n / total >= COLOUR_MIN_SHARE).sort((a, b) => b[1] - a[1]).slice(0, max).map(([id]) => id);
}
