import { smoothstep } from '../signals/palette';
import { noOutfitReason } from './no-outfit';
import type { VisionReport } from './types';

/**
 * Whether a photo is refused as explicit. Two witnesses, as a safety engineer weighs them:
 *
 * - nsfwjs' classifier (porn and hentai classes; 'sexy', swimwear and party dresses, never refuses)
 *   is a texture guess over the whole frame: warm light, bare arms and legs in a close crop, a
 *   seated pose read as "porn" at 0.6–0.9 on fully dressed people at a party (docs/AI-QUALITY.md).
 * - The body: nudity is bare skin where clothing normally is. The person analysis measures how
 *   much of the rated person's torso (and, standing, hips to the top of the thighs) a garment covers
 *   (`bodyCover`, vision/body-cover.ts).
 *
 * A bare torso lets the classifier refuse from 0.6, as before; a garment over it raises the score
 * required, smoothly, to 0.95 (a covered body the classifier is nearly certain about is still
 * refused: clothing does not make every image safe). With no body to check (nobody found, or no
 * torso placed) the classifier alone decides from 0.6 when the photo would otherwise be rated;
 * when it would be refused anyway for showing no outfit, only a very confident classifier (0.9)
 * changes the answer to "explicit": a painting on a wall is "no outfit found", not an accusation.
 * With nobody found, the frame must also show skin: nudity is skin, and a frame with next to none
 * (a bare wall the classifier scored 0.95) is told "no outfit found". Explicit content the person
 * detector misses is refused all the same, in those neutral words; the refusal is what protects.
 */

/** Classifier score that refuses a bare body, or a photo rated with no body to check. */
export const CONFIDENT = 0.6;
/** Score that refuses a photo showing no outfit (no person, or nothing to check) as explicit. */
export const VERY_CONFIDENT = 0.9;
/**
 * With nobody found, below this share of skin-coloured pixels (`frameSkinShare`) the frame shows no
 * body to call explicit. The skin range is broad (warm walls pass it), so this only clears a frame.
 */
export const NO_SKIN = 0.1;
/** Score that refuses a body a garment covers. */
export const COVERED_CEILING = 0.95;
/**
 * Garment cover of the torso (share of the person's pixels there that are not skin) at which the
 * body starts and stops contradicting the classifier. A bare torso measures 0–0.15 (hair falling
 * over it, shadow, the mask's edge); dressed people in the evaluation photos 0.25–1.0, the lowest
 * where the pose put the torso over a bare arm (figures in docs/AI-QUALITY.md).
 */
export const BARE = 0.15;
export const COVERED = 0.3;

/** How much of the body a garment covers: the barer of the torso and (when measured) the hips; null with nothing measured. */
export function garmentCover(v: Pick<VisionReport, 'bodyCover'>): number | null {
  const zones = [v.bodyCover?.torso, v.bodyCover?.hips].filter((x): x is number => typeof x === 'number');
  return zones.length ? Math.min(...zones) : null;
}

/** The classifier score this photo needs to be refused as explicit. */
export function explicitThreshold(v: Pick<VisionReport, 'bodyCover' | 'chosen' | 'regions' | 'frameSkin'>): number {
  if (v.chosen < 0 && v.frameSkin !== undefined && v.frameSkin < NO_SKIN) return Infinity;
  const cover = v.chosen >= 0 ? garmentCover(v) : null;
  if (cover === null) return noOutfitReason(v) ? VERY_CONFIDENT : CONFIDENT;
  return CONFIDENT + (COVERED_CEILING - CONFIDENT) * smoothstep(BARE, COVERED, cover);
}

/**
 * Explicit photos are refused: porn or hentai at the threshold, or the two together 0.15 above it
 * (a drawing the classifier splits between them).
 */
export function isExplicit(v: Pick<VisionReport, 'explicit' | 'bodyCover' | 'chosen' | 'regions' | 'frameSkin'>): boolean {
  const e = v.explicit;
  if (!e) return false;
  const t = explicitThreshold(v);
  return e.porn >= t || e.hentai >= t || e.porn + e.hentai >= t + 0.15;
}
