import { describe, expect, it } from 'vitest';
import { linearToSrgb, srgbToLinear } from '../../../src/local/colour/oklab';
import { DIM_GAIN, detectionGain, lift } from '../../../src/local/vision/exposure';
import { drawFigure } from './figure';

/** The drawing in a dim room: each linear channel scaled by `gains`, as a lamp-lit photo records it. */
function darkened(img: { rgb: Buffer; width: number; height: number }, gains: readonly [number, number, number]): { rgb: Uint8Array; width: number; height: number } {
  const rgb = new Uint8Array(img.rgb.length);
  for (let i = 0; i < rgb.length; i++) rgb[i] = Math.round(linearToSrgb(srgbToLinear(img.rgb[i]!) * gains[i % 3]!));
  return { rgb, width: img.width, height: img.height };
}

const meanAbsDiff = (a: Uint8Array, b: Uint8Array): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs(a[i]! - b[i]!);
  return s / a.length;
};

describe('the pose and mask models\' exposure lift', () => {
  it('a figure on a pale wall in ordinary light: the models read it as it is', async () => {
    const fig = await drawFigure({ top: '#a58cc8', bottom: '#3a3f45', background: '#e4e2de' });
    expect(detectionGain(fig)).toBe(1);
  });

  it('the same figure by a dim lamp: lifted, and the lifted input lies closer to the figure in ordinary light', async () => {
    const fig = await drawFigure({ top: '#a58cc8', bottom: '#3a3f45', background: '#e4e2de' });
    const dim = darkened(fig, [0.45, 0.36, 0.25]);
    const gain = detectionGain(dim);
    expect(gain).toBeGreaterThanOrEqual(DIM_GAIN);
    const input = Int32Array.from(dim.rgb);
    lift(input, gain);
    expect(meanAbsDiff(Uint8Array.from(input), fig.rgb)).toBeLessThan(meanAbsDiff(dim.rgb, fig.rgb) * 0.6);
  });

  it('a slightly dim room (highlights a little under white): below the threshold, not lifted', async () => {
    const fig = await drawFigure({ top: '#a58cc8', bottom: '#3a3f45', background: '#e4e2de' });
    expect(detectionGain(darkened(fig, [0.85, 0.85, 0.85]))).toBe(1);
  });

  it('a night photo is not turned into a daylight one: the lift stops at its cap, and white stays 255', () => {
    const night = { rgb: new Uint8Array(300).fill(40), width: 10, height: 10 };
    const gain = detectionGain(night);
    expect(gain).toBeLessThan(1.5);
    const input = new Float32Array([40, 200, 255]);
    lift(input, gain);
    expect(input[0]).toBeLessThan(60);
    expect(input[2]).toBe(255);
  });
});
