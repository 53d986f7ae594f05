import { describe, expect, it } from 'vitest';
import type { ColourId } from '../../../src/local/colour/names';
import { occasionProfile } from '../../../src/local/occasions';
import { judgeColours } from '../../../src/local/scoring/colour';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import { HARMONY_TYPES, type PaletteColour } from '../../../src/local/signals/types';

const colour = (id: string, l: number, c: number, h: number, share: number): PaletteColour => {
  const lab = { L: l, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) };
  return { id: id as ColourId, lab, lch: { l, c, h }, share };
};

/** An orange suit with its white trim and a purple badge (as measured on a photo: the badge 8–9 %). */
const suit = (badge: number): PaletteColour[] => [
  colour('coral', 0.55, 0.147, 36, 0.82 - badge), colour('white', 0.86, 0.014, 359, 0.18), colour('purple', 0.47, 0.104, 309, badge),
];
const score = (pal: PaletteColour[], occasion: 'work' | 'casual'): number => judgeColours(pal, analyseHarmony(pal), occasionProfile(occasion, null)).score;

describe('a clash felt as far as its smaller colour is big', () => {
  it('a badge that fights the suit is still named a clash', () => {
    expect(analyseHarmony(suit(0.09)).type).toBe('clash');
  });

  it('one point of the badge’s share moves the colour score by a little, not by the clash’s whole cost', () => {
    for (const occasion of ['work', 'casual'] as const) {
      for (let b = 0.06; b <= 0.12; b += 0.005) expect(Math.abs(score(suit(b + 0.01), occasion) - score(suit(b), occasion)), `${occasion} ${b}`).toBeLessThan(0.12);
      // A bigger badge still costs more.
      expect(score(suit(0.12), occasion)).toBeLessThan(score(suit(0.06), occasion));
    }
  });

  it('two clashing colours in big blocks are felt as a whole clash', () => {
    const blocks = [colour('orange', 0.65, 0.16, 50, 0.55), colour('purple', 0.47, 0.104, 309, 0.45)];
    const h = analyseHarmony(blocks);
    expect(h.felt.clash).toBeCloseTo(h.mix.clash, 9);
    expect(h.mix.clash).toBeGreaterThan(0.9);
  });

  it('the felt weights sum to 1 and never feel more clash than the label’s mix', () => {
    for (const b of [0.02, 0.05, 0.09, 0.15, 0.3]) {
      const h = analyseHarmony(suit(b));
      expect(HARMONY_TYPES.reduce((t, k) => t + h.felt[k], 0)).toBeCloseTo(1, 9);
      expect(h.felt.clash).toBeLessThanOrEqual(h.mix.clash + 1e-12);
    }
  });
});
