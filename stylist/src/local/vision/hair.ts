import { deltaE, type Oklab } from '../colour/oklab';
import { garmentPalette } from './garment-colour';
import { clampRect, collect, dist, pair, type Px } from './region-pixels';
import type { KeypointName, WorkImage } from './types';

/**
 * The hair's colour: the person's non-skin pixels just above the eyes (forehead and hairline),
 * their main colour; when the person mask leaves out the top of the head (it often cuts at the
 * hairline), the non-skin pixels framing the face (`aroundFace`). Null without eyes or too few pixels. Long hair
 * falls over the neck and the shoulders: there it is hair, not a scarf, and no colour of the top.
 */
export function hairColour(img: WorkImage, mask: (x: number, y: number) => number, isSkin: (c: Oklab) => boolean, p: Partial<Record<KeypointName, Px>>, aroundFace = true): Oklab | null {
  const eyes = pair(p, 'leftEye', 'rightEye');
  if (!eyes || !p.nose) return null;
  const f = Math.max(3, dist(eyes, p.nose) * 2.2);
  const above = { x0: eyes.x - f * 1.2, y0: eyes.y - f * 1.4, x1: eyes.x + f * 1.2, y1: eyes.y - f * 0.4 };
  const around = { ...above, y1: p.nose.y + f * 0.5 };
  for (const rect of aroundFace ? [above, around] : [above]) {
    const r = clampRect(rect, img.width, img.height);
    if (!r) continue;
    const set = collect(img, mask, r);
    const lab: Oklab[] = []; const w: number[] = [];
    set.lab.forEach((c, i) => { if (!isSkin(c)) { lab.push(c); w.push(set.weight[i]!); } });
    if (lab.length >= 8) return garmentPalette(lab, w)[0]?.lab ?? null;
  }
  return null;
}

/** OKLab distance within which a pixel is the hair's colour, and beyond which a garment's colour is not. */
export const HAIR_DISTINCT = 0.09;

/** Whether a top's pixel at this colour is hair fallen over the shoulders, given the top's own main colour. */
export function isHairOnTop(c: Oklab, hair: Oklab | null, topMain: Oklab): boolean {
  return !!hair && deltaE(hair, topMain) >= HAIR_DISTINCT && deltaE(c, hair) < HAIR_DISTINCT && deltaE(c, topMain) >= HAIR_DISTINCT * 0.5;
}
