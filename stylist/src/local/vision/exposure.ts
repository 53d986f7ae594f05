import { linearToSrgb, srgbToLinear } from '../colour/oklab';
import type { WorkImage } from './types';

/** The brightest percent of pixels should be near white; an underexposed photo is lifted to that. */
const WHITE = 240;
const PERCENTILE = 0.99;
/** At most this gain: a night photo is not turned into a daylight one. */
const MAX_GAIN = 1.45;
/**
 * At most this gain for reading colours (about 1.7 stops of linear light at the white patch, where
 * `MAX_GAIN` is 1.2): a lamp-lit room is often that far under a daylit one, and a viewer judges a
 * fabric's lightness against the scene's white, so a charcoal knit by one lamp is charcoal, not
 * black. Still capped: a night photo whose brightest percent is no white surface is not lifted to
 * daylight. The models' input keeps `MAX_GAIN`.
 */
export const COLOUR_MAX_GAIN = 1.7;

/**
 * A dim photo with the same gain on R, G and B (white-patch exposure, no colour-cast correction),
 * so a lilac dress in room light is measured as lilac rather than brown. Returns the image itself
 * when its highlights are already near white. `gain` is given on the 8-bit values (what lifts the
 * photo's white patch to white) but applied to linear light, as more light would: scaling the
 * encoded values instead lifts the highlights by a larger factor of light than the shadows (the sRGB
 * curve is near linear at its dark end), so a charcoal in a dim photo came back darker than the same
 * charcoal photographed in more light.
 */
export function exposed(img: WorkImage, gain = exposureGain(img)): WorkImage {
  if (gain === 1) return img;
  // The white patch's level before the gain, between two table entries.
  const p = WHITE / gain; const i = Math.floor(p);
  const k = srgbToLinear(WHITE) / (srgbToLinear(i) + (p - i) * (srgbToLinear(i + 1) - srgbToLinear(i)));
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.min(255, Math.round(linearToSrgb(srgbToLinear(v) * k)));
  const rgb = new Uint8Array(img.rgb.length);
  for (let i = 0; i < rgb.length; i++) rgb[i] = lut[img.rgb[i]!]!;
  return { rgb, width: img.width, height: img.height };
}

/** A channel this near clipping (8-bit) in the photo as taken was at the sensor's top, whatever it shows. */
const CLIPPED = 250;

/**
 * The gain `exposed` applies to the 8-bit channels: 1 when the highlights are already near white.
 * `taken`: the photo as taken, when `img` is it with the light's colour taken out. A pixel clipped
 * there (a lamp, a window) was at the top of the range and stays there: its true colour is unknown,
 * so the correction that pulls its clipped channel down says nothing about the exposure.
 */
export function exposureGain(img: WorkImage, maxGain = MAX_GAIN, taken?: WorkImage): number {
  const hist = new Uint32Array(256);
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const o = i * 3;
    const top = taken && Math.max(taken.rgb[o]!, taken.rgb[o + 1]!, taken.rgb[o + 2]!) >= CLIPPED;
    hist[top ? 255 : Math.max(img.rgb[o]!, img.rgb[o + 1]!, img.rgb[o + 2]!)]!++;
  }
  let seen = 0; let p = 255;
  for (let v = 0; v < 256; v++) {
    seen += hist[v]!;
    if (seen >= n * PERCENTILE) { p = v; break; }
  }
  const gain = Math.min(maxGain, WHITE / Math.max(1, p));
  return gain <= 1.03 ? 1 : gain;
}

/**
 * Below this exposure gain the models see the photo as it is. The pose and mask models were trained
 * on ordinary exposures and find a person in a dim room less often; a photo whose highlights are
 * nearly white already is not dim, and lifting it would only move keypoints it finds anyway.
 */
export const DIM_GAIN = 1.2;

/** The gain the pose and mask models' inputs get: the exposure gain for a dim photo, else 1. */
export function detectionGain(img: WorkImage): number {
  const gain = exposureGain(img);
  return gain >= DIM_GAIN ? gain : 1;
}

/**
 * Scales a model's input pixels (8-bit values, in place) by `gain`, clipped at 255. Applied to the
 * small copy a model reads, never to the photo: the colour reading has its own exposure handling.
 */
export function lift(pixels: Uint8Array | Int32Array | Float32Array, gain: number): void {
  if (gain === 1) return;
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.min(255, Math.round(pixels[i]! * gain));
}
