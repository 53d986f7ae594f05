import { describe, expect, it } from 'vitest';
import { STYLING_OCCASION_IDS, WEATHER_IDS } from '@fitrater/contracts';
import { planOutfit } from '../../../src/local/styling/generator';

const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const kind = (name: string): string => name.split(' ').at(-1)!;

// A stylist layers different things: a cardigan is not worn over a cardigan (a fine-gauge one under a long knit one).
describe('the outer layer is never the same kind of piece as the top', () => {
  it('smart casual (brunch) in the rain: no second cardigan', () => {
    const plan = planOutfit({ occasion: 'brunch', weather: 'rainy', bodyType: null, profile: EMPTY, language: 'en', seed: 'brunch/rainy' });
    const names = [plan.top, plan.outer].filter((p) => p).map((p) => p!.garment.name);
    expect(names.filter((n) => /cardigan/u.test(n)).length).toBeLessThanOrEqual(1);
  });

  it('for every occasion, weather and a few seeds', () => {
    const doubled: string[] = [];
    for (const occasion of STYLING_OCCASION_IDS) {
      for (const weather of WEATHER_IDS) {
        for (const seed of [`${occasion}/${weather}`, 'a', 'b']) {
          const plan = planOutfit({ occasion, weather, bodyType: null, profile: EMPTY, language: 'en', seed });
          if (plan.top && plan.outer && kind(plan.top.garment.name) === kind(plan.outer.garment.name)) doubled.push(`${occasion}/${weather}/${seed}: ${plan.top.garment.name} + ${plan.outer.garment.name}`);
        }
      }
    }
    expect(doubled).toEqual([]);
  });
});
