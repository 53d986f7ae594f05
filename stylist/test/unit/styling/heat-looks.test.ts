import { describe, expect, it } from 'vitest';
import { STYLING_OCCASION_IDS } from '@fitrater/contracts';
import { planOutfit } from '../../../src/local/styling/generator';
import { namedColour } from '../../../src/local/colour/names';
import { garment } from '../../../src/knowledge';
import { pieceHeatCost } from '../../../src/local/styling/story-ranking';

const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const plans = (weather: 'sunny-warm' | 'hot-humid') => STYLING_OCCASION_IDS.flatMap((occasion) =>
  Array.from({ length: 12 }, (_, i) => planOutfit({ occasion, weather, bodyType: null, profile: EMPTY, language: 'en', seed: `heat-${i}` })));

/** The mean OKLab lightness of the main pieces (the dress, or the top and the bottom). */
const mainLightness = (p: ReturnType<typeof planOutfit>): number => {
  const main = [p.dress ?? p.top, p.bottom].filter((x) => x !== null);
  return main.reduce((sum, x) => sum + namedColour(x.colour).lab.L, 0) / main.length;
};

describe('looks planned for the heat', () => {
  // The weather note says "lighter colours that reflect the sun": the look it comes with wears them.
  for (const weather of ['sunny-warm', 'hot-humid'] as const) {
    it(`${weather}: light colours lead (a dark main look is the exception), and no wool coat or winter boots`, () => {
      const all = plans(weather);
      const dark = all.filter((p) => mainLightness(p) < 0.45);
      expect(dark.length / all.length, dark.map((p) => `${p.occasion}: ${p.story.base}/${p.story.second}`).join(', ')).toBeLessThan(0.15);
      const tooWarm = all.filter((p) => (p.outer && p.outer.garment.warmth > 2) || p.shoes.garment.warmth > 2);
      expect(tooWarm.map((p) => `${p.occasion}: ${p.outer?.garment.id ?? '-'} ${p.shoes.garment.id}`)).toEqual([]);
    });
  }
});

describe('navy in linen in the heat', () => {
  // Linen breathes, and darkness matters less in an open weave: navy linen is a summer classic where navy wool is not.
  const NAVY = { ...EMPTY, preferredColors: ['navy'] };
  it('a member who likes navy gets it in linen for a wedding, a date or brunch in the heat, where linen comes in navy', () => {
    let navy = 0;
    let linen = 0;
    for (const weather of ['sunny-warm', 'hot-humid'] as const) {
      for (const occasion of ['wedding-guest', 'date-night', 'brunch'] as const) {
        for (let i = 0; i < 12; i++) {
          const p = planOutfit({ occasion, weather, bodyType: null, profile: NAVY as never, language: 'en', seed: `navy-${i}` });
          const worn = [p.dress, p.top, p.bottom, p.outer].filter((x) => x?.colour === 'navy');
          if (!worn.length) continue;
          navy++;
          if (worn.some((x) => /linen/.test(x!.garment.name))) linen++;
        }
      }
    }
    expect(navy).toBeGreaterThan(20);
    expect(linen / navy).toBeGreaterThan(0.2);
  });

  it('a navy piece costs less in the heat in linen than in another cloth, and a light one nothing', () => {
    const suit = garment('linen-suit');
    const wool = garment('navy-suit');
    expect(pieceHeatCost(suit, 'navy')).toBeGreaterThan(0);
    expect(pieceHeatCost(suit, 'navy')).toBeLessThan(pieceHeatCost(wool, 'navy'));
    expect(pieceHeatCost(wool, 'white')).toBe(0);
  });
});
