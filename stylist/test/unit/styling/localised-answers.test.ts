import { describe, expect, it } from 'vitest';
import { LANGUAGES, OutfitAdvice, GeneratedOutfit, STYLING_OCCASION_IDS, type Language, type RatingComponents } from '@fitrater/contracts';
import { Value } from 'typebox/value';
import { proseFor } from '../../../src/local/styling/prose';
import { adviseOn } from '../../../src/local/styling/advice';
import { generateOutfit } from '../../../src/local/styling/generator';
import type { StylingProfile } from '../../../src/styling';

const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
const NAVY: RatingComponents = {
  top: part(8.4, 'Camisa blanca con blazer azul marino'),
  bottom: part(7.9, 'Pantalón gris marengo de vestir'),
  footwear: part(6.1, 'Zapatillas blancas gastadas'),
  accessories: part(7.8, 'Cinturón y reloj de piel marrón'),
};
const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

describe('the local engine answers in the member\'s language', () => {
  it('generator pieces, notes, weather and body-type tips in every language, the same outfit underneath', { timeout: 60_000 }, () => {
    // Every occasion is checked in three of the nine languages (planning an outfit is the slow part).
    for (const [i, occasion] of STYLING_OCCASION_IDS.entries()) {
      const en = generateOutfit({ occasion, weather: 'rainy', bodyType: 'pear', profile: EMPTY, language: 'en', seed: 's' });
      expect(en.styling_notes).toContain(proseFor('en').occasions[occasion]);
      for (const language of OTHERS.filter((_, j) => j % 4 === i % 4)) {
        const answer = generateOutfit({ occasion, weather: 'rainy', bodyType: 'pear', profile: EMPTY, language, seed: 's' });
        expect(Value.Check(GeneratedOutfit, answer), `${occasion}/${language}`).toBe(true);
        // The same outfit underneath (same colours), its pieces named in the language.
        expect(answer.outfit.swatches).toEqual(en.outfit.swatches);
        expect(answer.outfit.top).not.toBe(en.outfit.top);
        expect(answer.outfit.footwear).not.toBe(en.outfit.footwear);
        expect(answer.styling_notes).not.toContain(proseFor('en').occasions[occasion]);
        expect(answer.weather_considerations).not.toContain(proseFor('en').weather.rainy);
        expect(answer.body_type_tips).not.toBe(en.body_type_tips);
      }
    }
    const ar = generateOutfit({ occasion: 'job-interview', weather: null, bodyType: null, profile: EMPTY, language: 'ar', seed: 's' });
    expect(ar.weather_considerations).toMatch(/^لم يُحدَّد الطقس/);
    expect(ar.styling_notes).toMatch(/[\u0600-\u06FF]/);
  });

  it('per-rating advice keeps and changes the same parts in every language, in that language', () => {
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: 7.4, occasion: 'work', description: null, components: NAVY, text: '' };
    const en = adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language: 'en', seed: 's' });
    for (const language of OTHERS) {
      const advice = adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language, seed: 's' });
      expect(Value.Check(OutfitAdvice, advice), language).toBe(true);
      expect([advice.top, advice.bottom, advice.shoes, advice.accessories].map((p) => p.keepCurrent)).toEqual([en.top, en.bottom, en.shoes, en.accessories].map((p) => p.keepCurrent));
      expect(advice.overall).not.toMatch(/Your outfit scored|Keep the/);
      expect(advice.top.advice).toContain('amisa blanca con blazer azul marino');
    }
    const es = adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language: 'es', seed: 's' });
    expect(es.shoes.advice).toBe('Las zapatillas blancas gastadas obtuvieron 6,1 y bajan la nota del outfit.');
    expect(es.top.recommendation).toBe('Mantén tu parte de arriba actual.');
    expect(es.overall).toMatch(/^Tu outfit obtuvo 7,4\. Mantén las tres partes que puntuaron bien/);
  });
});
