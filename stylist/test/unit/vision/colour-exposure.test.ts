import { describe, expect, it } from 'vitest';
import { linearToSrgb, srgbToLinear } from '../../../src/local/colour/oklab';
import { COLOUR_MAX_GAIN, exposed, exposureGain } from '../../../src/local/vision/exposure';
import type { WorkImage } from '../../../src/local/vision/types';

/** A scene of flat patches, each `count` pixels of one 8-bit colour. */
function scene(patches: readonly { rgb: readonly [number, number, number]; count: number }[]): WorkImage {
  const n = patches.reduce((s, p) => s + p.count, 0);
  const rgb = new Uint8Array(n * 3);
  let i = 0;
  for (const p of patches) for (let k = 0; k < p.count; k++, i++) rgb.set(p.rgb, i * 3);
  return { rgb, width: n, height: 1 };
}

/** The scene with each channel's linear light scaled by `gains`, as less or coloured light records it. */
function lessLight(img: WorkImage, gains: readonly [number, number, number]): WorkImage {
  const rgb = img.rgb.map((v, i) => Math.round(linearToSrgb(srgbToLinear(v) * gains[i % 3]!)));
  return { rgb, width: img.width, height: img.height };
}

const WHITE_WALL = [240, 240, 240] as const;
const CHARCOAL = [58, 60, 64] as const;
const GREY = [138, 138, 138] as const;

describe('the colour reading\'s exposure', () => {
  it('a dim photo lifted to its white gives back its charcoal and grey as in full light', () => {
    const full = scene([{ rgb: WHITE_WALL, count: 200 }, { rgb: CHARCOAL, count: 400 }, { rgb: GREY, count: 400 }]);
    const dim = lessLight(full, [0.5, 0.5, 0.5]);
    const gain = exposureGain(dim);
    expect(gain).toBeGreaterThan(1.2);
    const back = exposed(dim, gain);
    // The white patch is back at white, and so is every darker level: less light scales linear
    // light, so more light (the exposure) must too. Scaled on the encoded values, the charcoal came
    // back three to four levels darker than it is.
    for (const at of [0, 200, 600]) {
      for (let c = 0; c < 3; c++) expect(Math.abs(back.rgb[at * 3 + c]! - full.rgb[at * 3 + c]!)).toBeLessThanOrEqual(1.5);
    }
  });

  it('a room by one lamp, a stop and a half under daylight, is read at its own white; the models\' lift stays capped lower', () => {
    const full = scene([{ rgb: WHITE_WALL, count: 200 }, { rgb: CHARCOAL, count: 800 }]);
    const dim = lessLight(full, [0.33, 0.33, 0.33]);
    const gain = exposureGain(dim, COLOUR_MAX_GAIN);
    expect(exposureGain(dim)).toBeLessThan(gain);
    const back = exposed(dim, gain);
    for (let c = 0; c < 3; c++) expect(Math.abs(back.rgb[200 * 3 + c]! - full.rgb[200 * 3 + c]!)).toBeLessThanOrEqual(1.5);
  });

  it('a photo already exposed to white is left as it is', () => {
    const full = scene([{ rgb: WHITE_WALL, count: 200 }, { rgb: CHARCOAL, count: 800 }]);
    expect(exposureGain(full)).toBe(1);
    expect(exposed(full)).toBe(full);
  });

  it('a lamp clipped in the photo counts as the top of the range after the light\'s colour is taken out', () => {
    // A warm room: a clipped amber lamp (2 % of the scene) and mid-tone surfaces. Taking the amber
    // out pulls the lamp's clipped red down, yet it was at the sensor's top: no reason to lift.
    const taken = scene([{ rgb: [255, 236, 190], count: 20 }, { rgb: [150, 120, 90], count: 980 }]);
    const corrected = scene([{ rgb: [200, 210, 215], count: 20 }, { rgb: [125, 122, 118], count: 980 }]);
    expect(exposureGain(corrected)).toBeGreaterThan(1.03);
    expect(exposureGain(corrected, undefined, taken)).toBe(1);
  });
});
