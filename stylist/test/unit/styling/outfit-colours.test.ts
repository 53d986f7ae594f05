import { describe, expect, it } from 'vitest';
import { GeneratedOutfit, LANGUAGES } from '@fitrater/contracts';
import { Value } from 'typebox/value';
import { COLOUR_IDS, colourHex } from '../../../src/local/colour/names';
import { PACKS } from '../../../src/local/i18n/packs';
import { colourSwatch } from '../../../src/local/styling/colours-named';
import { generateOutfit } from '../../../src/local/styling/generator';
import { addSwatches } from '../../../src/openai/swatches';
import type { StylingProfile } from '../../../src/styling';

const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const HEX = /^#[0-9a-f]{6}$/i;

describe('the generated outfit\'s colours', () => {
  it('are named in each of the ten languages, each with its palette swatch', () => {
    const en = generateOutfit({ occasion: 'job-interview', weather: 'rainy', bodyType: null, profile: EMPTY, language: 'en', seed: 'colours' });
    for (const language of LANGUAGES) {
      const answer = generateOutfit({ occasion: 'job-interview', weather: 'rainy', bodyType: null, profile: EMPTY, language, seed: 'colours' });
      expect(Value.Check(GeneratedOutfit, answer), language).toBe(true);
      const { colors, swatches } = answer.outfit;
      expect(swatches, language).toHaveLength(colors.length);
      expect(swatches, language).toEqual(en.outfit.swatches);
      colors.forEach((name, i) => {
        // The name is this language's name of the colour the swatch draws (the pack's own table).
        const id = COLOUR_IDS.find((c) => colourHex(c) === swatches![i]);
        expect(swatches![i], `${language} ${name}`).toMatch(HEX);
        expect(id && PACKS[language].colours[id], `${language} ${name}`).toBe(name);
      });
      if (language !== 'en') expect(colors, language).not.toEqual(en.outfit.colors);
    }
  });
});

describe('swatches for a names-only answer (OpenAI engine)', () => {
  it('maps names in any of the ten languages, and hex written as a name, to a swatch', () => {
    for (const language of LANGUAGES) {
      for (const id of COLOUR_IDS) expect(colourSwatch(PACKS[language].colours[id]), `${language} ${id}`).toMatch(HEX);
    }
    expect(colourSwatch(' Navy Blue ')).toBe(colourHex('navy'));
    expect(colourSwatch('Marineblau')).toBe(colourHex('navy'));
    expect(colourSwatch('黒')).toBe(colourHex('black'));
    expect(colourSwatch('#A1B2C3')).toBe('#a1b2c3');
    expect(colourSwatch('moonlight shimmer')).toBeNull();
  });

  it('adds swatches parallel to the names, null for an unknown one, and the answer still validates', () => {
    const answer = {
      confidence_rating: 8.1,
      outfit: { top: 'Elfenbeinfarbene Bluse', bottom: 'Anthrazitfarbene Hose', footwear: 'Schwarze Pumps', accessories: 'Perlenohrringe', colors: ['Elfenbein', 'Anthrazit', 'Mondschein'], swatches: ['not a colour'] },
      styling_notes: 'Ruhig.',
      weather_considerations: 'Regenfest.',
      body_type_tips: 'Hohe Taille.',
    };
    expect(Value.Check(GeneratedOutfit, answer)).toBe(false);
    addSwatches(answer);
    expect(answer.outfit.swatches).toEqual([colourHex('ivory'), colourHex('charcoal'), null]);
    expect(Value.Check(GeneratedOutfit, answer)).toBe(true);

    const unknown = { ...answer, outfit: { ...answer.outfit, colors: ['Mondschein'] } };
    addSwatches(unknown);
    expect(unknown.outfit).not.toHaveProperty('swatches');
    expect(Value.Check(GeneratedOutfit, unknown)).toBe(true);
  });
});
