import { describe, expect, it } from 'vitest';
import type { ColourId } from '../../../src/local/colour/names';
import { toOklch } from '../../../src/local/colour/oklab';
import { occasionProfile } from '../../../src/local/occasions';
import { judgeColours } from '../../../src/local/scoring/colour';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import { HARMONY_TYPES, type PaletteColour } from '../../../src/local/signals/types';
import { shoesEchoDegree } from '../../../src/local/vision/signals';
import type { VisionReport } from '../../../src/local/vision/types';

const colour = (id: string, L: number, share: number, a = 0, b = 0): PaletteColour => {
  const lab = { L, a, b };
  return { id: id as ColourId, lab, lch: toOklch(lab), share };
};

/** The standing-blue.jpg outfit as measured: dark neutrals with a rust scarf at 5.4% (8.5% at half size). */
const withRust = (rust: number): PaletteColour[] => [
  colour('navy', 0.27, 0.42 - rust / 2, -0.005, -0.02), colour('black', 0.21, 0.34 - rust / 2), colour('charcoal', 0.36, 0.24),
  colour('rust', 0.54, rust, 0.055, 0.05),
];

describe('harmony without a hard significance line', () => {
  it('the type weights sum to 1 and the label is the dominant one', () => {
    for (const s of [0.02, 0.054, 0.085, 0.15]) {
      const h = analyseHarmony(withRust(s));
      expect(HARMONY_TYPES.reduce((t, k) => t + h.mix[k], 0)).toBeCloseTo(1, 9);
      expect(Math.max(...HARMONY_TYPES.map((k) => h.mix[k]))).toBe(h.mix[h.type]);
    }
    expect(analyseHarmony(withRust(0.02)).type).toBe('monochrome');
    expect(analyseHarmony(withRust(0.15)).type).toBe('neutral-accent');
  });

  it('the colour score moves smoothly as an accent grows from 2% to 15%: no step at 6%', () => {
    for (const occasion of ['work', 'casual', 'party'] as const) {
      const p = occasionProfile(occasion, null);
      const score = (s: number): number => { const pal = withRust(s); return judgeColours(pal, analyseHarmony(pal), p).score; };
      for (let s = 0.02; s <= 0.15; s += 0.002) expect(Math.abs(score(s + 0.002) - score(s)), `${occasion} ${s}`).toBeLessThan(0.05);
      // The fixture's measured 5.4% vs 8.5%; at party the quiet/welcome term also rides on the accent (0.52 apart).
      if (occasion !== 'party') expect(Math.abs(score(0.085) - score(0.054)), occasion).toBeLessThanOrEqual(0.3);
      expect(score(0.15), occasion).toBeGreaterThan(score(0.02));
    }
  });

  it('a garment near the grey line (chroma 0.03–0.04) moves the score smoothly', () => {
    const p = occasionProfile('work', null);
    const pal = (c: number): PaletteColour[] => [colour('black', 0.2, 0.7), colour('brown', 0.45, 0.3, c * Math.cos(0.8), c * Math.sin(0.8))];
    const score = (c: number): number => judgeColours(pal(c), analyseHarmony(pal(c)), p).score;
    for (let c = 0.02; c <= 0.05; c += 0.001) expect(Math.abs(score(c + 0.001) - score(c))).toBeLessThan(0.05);
  });
});

describe('graded shoes echo', () => {
  const region = (palette: PaletteColour[]) => ({ part: 'top' as const, rects: [], palette, skinShare: 0, confidence: 0.8 });
  const report = (shoes: PaletteColour[]): Pick<VisionReport, 'regions'> => ({
    regions: { top: region([colour('black', 0.18, 0.8), colour('white', 0.95, 0.2)]), bottom: region([colour('navy', 0.27, 1, -0.005, -0.02)]), footwear: region(shoes) },
  });

  it('full for shoes in the top’s colour, none for an unrelated colour, null without shoes', () => {
    expect(shoesEchoDegree(report([colour('black', 0.18, 1)]))).toBeCloseTo(1, 6);
    expect(shoesEchoDegree(report([colour('camel', 0.68, 1, 0.04, 0.08)]))).toBe(0);
    expect(shoesEchoDegree({ regions: { top: region([colour('black', 0.18, 1)]) } })).toBeNull();
  });

  it('moves smoothly with the shoe colour’s share and its distance to the outfit', () => {
    let prev = shoesEchoDegree(report([colour('camel', 0.68, 0.95, 0.04, 0.08), colour('black', 0.18, 0.05)]))!;
    for (let s = 0.06; s <= 0.6; s += 0.01) {
      const now = shoesEchoDegree(report([colour('camel', 0.68, 1 - s, 0.04, 0.08), colour('black', 0.18, s)]))!;
      expect(Math.abs(now - prev)).toBeLessThan(0.12);
      prev = now;
    }
    let before = shoesEchoDegree(report([colour('black', 0.18, 1)]))!;
    for (let L = 0.19; L <= 0.4; L += 0.005) {
      const now = shoesEchoDegree(report([colour('charcoal', L, 1)]))!;
      expect(Math.abs(now - before)).toBeLessThan(0.1);
      before = now;
    }
  });

  it('a small shoe region measured a few hundredths lighter in another copy moves the echo little', () => {
    // stool-seated.jpg as measured: a mauve dress, grey shoes of a few dozen pixels at L 0.57 in one copy and 0.60 in
    // the other (ΔE to the dress 0.10 and 0.12); the echo is worth 0.4 of the shoes' score.
    const dress = region([colour('mauve', 0.51, 1, 0.061, -0.031)]);
    const echo = (L: number): number => shoesEchoDegree({ regions: { top: dress, bottom: dress, footwear: region([colour('grey', L, 1, 0.02, 0.011)]) } })!;
    expect(0.4 * Math.abs(echo(0.569) - echo(0.603))).toBeLessThan(0.1);
    // Still graded from a full echo (the dress's own colour) to none (far from it).
    expect(echo(0.51)).toBeGreaterThan(0.6);
    expect(echo(0.75)).toBe(0);
  });
});
