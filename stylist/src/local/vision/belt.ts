import { deltaE, type Oklab } from '../colour/oklab';
import type { PaletteColour } from '../colour/palette-colour';
import { clampRect, collect, type Px } from './region-pixels';
import type { WorkImage } from './types';

export interface Rect4 { x0: number; y0: number; x1: number; y1: number }

/** A belt is a stripe about a twelfth of the torso high. */
const BELT_HEIGHT = 0.08;
/** Share of the stripe's person pixels that must be the one distinct colour (a belt crosses the body). */
const BELT_FILL = 0.55;
/** OKLab distance from every garment colour for a colour to be something else. */
const DISTINCT = 0.09;

/**
 * Where a belt lies: a thin stripe across the body between the natural waist and the hips whose
 * pixels are mostly one colour that is neither skin nor any main colour of the top or the bottom
 * (a tan belt on a black dress, a black belt between a white shirt and jeans). Scanned from the
 * natural waist down in steps of half a stripe; the first stripe that holds is the belt's place.
 * Null when none does. Only the place: the accessory reading measures its colour.
 */
export function beltZone(
  img: WorkImage, mask: (x: number, y: number) => number, isSkin: (c: Oklab) => boolean,
  shoulders: Px, hips: Px, hipHalf: number, garments: readonly PaletteColour[],
): Rect4 | null {
  const torso = hips.y - shoulders.y;
  if (torso <= 8 || !garments.length) return null;
  const h = Math.max(2, torso * BELT_HEIGHT);
  for (let y = hips.y - torso * 0.4; y + h <= hips.y + torso * 0.08; y += h / 2) {
    const rect = clampRect({ x0: hips.x - hipHalf, x1: hips.x + hipHalf, y0: y, y1: y + h }, img.width, img.height);
    if (!rect) continue;
    const set = collect(img, mask, rect);
    if (set.lab.length < 12) continue;
    const other = set.lab.filter((c) => !isSkin(c) && c.L >= 0.12 && garments.every((g) => deltaE(g.lab, c) >= DISTINCT));
    if (other.length / set.lab.length < BELT_FILL) continue;
    // One colour: the distinct pixels agree with each other (a pattern's scattered colours do not).
    const mean = other.reduce((m, c) => ({ L: m.L + c.L / other.length, a: m.a + c.a / other.length, b: m.b + c.b / other.length }), { L: 0, a: 0, b: 0 });
    if (other.filter((c) => deltaE(c, mean) < DISTINCT).length / other.length >= 0.7) return rect;
  }
  return null;
}
