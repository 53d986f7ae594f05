import { photoInNeutralLight } from './illuminant';
import { labImage } from './pixel-lab';
import { readGarments, type GarmentPart } from './garments';
import { maskCovers } from './analyse';
import type { Detections, GarmentMasks, WorkImage } from './types';

/**
 * Each garment's own pixels for cutting it out of the photo: `readGarments` (the rated person's
 * mask, narrowed against neighbours, within the garment's place on the body, skin left out) on the
 * same exposed work image the analysis reads. Asked for by the closet's extraction only.
 */
export function garmentMasks(work: WorkImage, det: Detections, chosen: number): GarmentMasks | null {
  if (chosen < 0 || !det.persons[chosen]) return null;
  const img = photoInNeutralLight(work, det, chosen).img;
  const reading = readGarments(img, det, chosen, maskCovers(det, chosen, img.width, img.height));
  const parts: GarmentMasks['parts'] = {};
  for (const [part, g] of Object.entries(reading.garments) as [GarmentPart, NonNullable<(typeof reading.garments)[GarmentPart]>][]) {
    parts[part] = { mask: g.mask, box: g.box };
  }
  // The rated person's pixels and the skin test, so a cut-out can follow the garment past the
  // place it was measured in (a sleeve, a hem) without taking the background or bare skin.
  const n = img.width * img.height;
  const person = new Uint8Array(n); const skin = new Uint8Array(n);
  const lab = labImage(img, reading.isSkin);
  for (let i = 0; i < n; i++) {
    person[i] = Math.round(Math.max(0, Math.min(1, reading.layer.weight[i]!)) * 255);
    skin[i] = lab.skin(i) ? 1 : 0;
  }
  return { width: img.width, height: img.height, parts, person, skin };
}
