import { describe, expect, it } from 'vitest';
import { FASHION_NEUTRALS, NAMED_COLOURS, nearestColourName, neutralNameWeight, type ColourId } from '../../../src/local/colour/names';
import { toOklch, type Oklab } from '../../../src/local/colour/oklab';
import { occasionProfile } from '../../../src/local/occasions';
import { judgeColours } from '../../../src/local/scoring/colour';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import type { PaletteColour } from '../../../src/local/signals/types';
import { outfitPalette } from '../../../src/local/vision/analyse';
import { regionSignals } from '../../../src/local/vision/signals';
import type { VisionRegion, VisionReport } from '../../../src/local/vision/types';

const lch = (L: number, c: number, h: number): Oklab => ({ L, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) });
const colour = (lab: Oklab, share: number, id: ColourId = nearestColourName(lab)): PaletteColour => ({ id, lab, lch: toOklch(lab), share });

describe('a colour between a neutral name and a colour name counts as partly each', () => {
  it('every named swatch counts wholly as its name says', () => {
    for (const c of NAMED_COLOURS) expect(neutralNameWeight(c.lab), c.id).toBe(FASHION_NEUTRALS.has(c.id) ? 1 : 0);
  });

  it('from denim to blue the weight falls smoothly, and the name changes where it is about half', () => {
    const denim = NAMED_COLOURS.find((c) => c.id === 'denim')!.lab; const blue = NAMED_COLOURS.find((c) => c.id === 'blue')!.lab;
    const at = (t: number): Oklab => ({ L: denim.L + (blue.L - denim.L) * t, a: denim.a + (blue.a - denim.a) * t, b: denim.b + (blue.b - denim.b) * t });
    let switched = false;
    for (let t = 0; t < 1; t += 0.01) {
      const [w0, w1] = [neutralNameWeight(at(t)), neutralNameWeight(at(t + 0.01))];
      expect(Math.abs(w1 - w0), `${t}`).toBeLessThan(0.12);
      if (nearestColourName(at(t)) === 'denim' && nearestColourName(at(t + 0.01)) === 'blue') {
        switched = true;
        expect(w0).toBeGreaterThan(0.3); expect(w1).toBeLessThan(0.7);
      }
    }
    expect(switched).toBe(true);
  });

  it('a charcoal outfit with a small accessory between blue and denim scores without a step', () => {
    const denim = NAMED_COLOURS.find((c) => c.id === 'denim')!.lab; const blue = NAMED_COLOURS.find((c) => c.id === 'blue')!.lab;
    const work = occasionProfile('work', null);
    const score = (t: number): number => {
      const acc: Oklab = { L: denim.L + (blue.L - denim.L) * t, a: denim.a + (blue.a - denim.a) * t, b: denim.b + (blue.b - denim.b) * t };
      const pal = [colour(lch(0.36, 0.01, 250), 0.9, 'charcoal'), colour(acc, 0.1)];
      return judgeColours(pal, analyseHarmony(pal), work).score;
    };
    for (let t = 0; t < 1; t += 0.02) expect(Math.abs(score(t + 0.02) - score(t)), `${t}`).toBeLessThan(0.06);
    expect(score(1)).not.toBeCloseTo(score(0), 1);
  });
});

const region = (part: VisionRegion['part'], palette: PaletteColour[], confidence: number, zones?: VisionRegion['zones']): VisionRegion =>
  ({ part, rects: [], palette, skinShare: 0, confidence, ...(zones ? { zones } : {}) });

describe('an accessory only hinted at', () => {
  const navy = colour(lch(0.27, 0.05, 265), 1, 'navy');
  const wine = colour(lch(0.3, 0.09, 5), 1, 'wine');
  const share = (confidence: number): number => outfitPalette({ top: region('top', [navy], 0.6), accessories: region('accessories', [wine], confidence, ['neck']) })
    .find((c) => c.id === 'wine')?.share ?? 0;

  it('adds its colour to the outfit in proportion to how sure the reading is', () => {
    expect(share(0.45)).toBeGreaterThan(share(0.3));
    expect(share(0.3)).toBeGreaterThan(share(0.15));
    for (let c = 0.05; c < 0.45; c += 0.01) expect(share(c + 0.01) - share(c)).toBeLessThan(0.02);
  });

  it('without a zone named is not rated as an accessory', () => {
    const v = { regions: { top: region('top', [navy], 0.6), accessories: region('accessories', [wine], 0.1, []) } } as unknown as VisionReport;
    expect(regionSignals(v).accessories).toBeUndefined();
    expect(regionSignals({ ...v, regions: { ...v.regions, accessories: region('accessories', [wine], 0.3, ['neck']) } }).accessories).toBeDefined();
  });
});

describe('shoes under an ankle just over the seen line', () => {
  const navy = colour(lch(0.27, 0.05, 265), 1, 'navy');
  const camel = colour(lch(0.65, 0.09, 70), 1, 'camel');
  const regions = { top: region('top', [navy], 0.6), bottom: region('bottom', [navy], 0.6), footwear: region('footwear', [camel], 0.3) };
  const withShoes = (sure: number): Parameters<typeof outfitPalette>[0] => ({ ...regions, footwear: { ...regions.footwear, sure } });

  it('add their colour as far as the ankle is over the line: none at it, all of it 0.1 above', () => {
    const camelShare = (sure: number): number => outfitPalette(withShoes(sure)).find((c) => c.id === 'camel')?.share ?? 0;
    expect(camelShare(0)).toBe(0);
    expect(outfitPalette(withShoes(0))).toEqual(outfitPalette({ top: regions.top, bottom: regions.bottom }));
    expect(camelShare(1)).toBeCloseTo(outfitPalette(regions).find((c) => c.id === 'camel')!.share, 9);
    expect(camelShare(0.5)).toBeGreaterThan(0);
    expect(camelShare(0.5)).toBeLessThan(camelShare(1));
  });
});
