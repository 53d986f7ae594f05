import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { garments } from '../../../src';

describe('a photo\'s lower half is named by what the vision read', () => {
  it('a skirt is a skirt, shorts are shorts, whatever the formality', () => {
    expect(garments.itemName('bottom', 'smart-casual', ['wine'], 'en', 'skirt')).toBe('wine skirt');
    expect(garments.itemName('bottom', 'smart-casual', ['white'], 'en', 'shorts')).toBe('white shorts');
  });

  it('trousers take the formality\'s noun', () => {
    expect(garments.itemName('bottom', 'business', ['navy'], 'en', 'trousers')).toBe('navy trousers');
    expect(garments.itemName('bottom', 'smart-casual', ['khaki'], 'en', 'trousers')).toBe('khaki chinos');
  });

  it('a lower half the photo could not tell is named by the neutral word, never "chinos"', () => {
    expect(garments.itemName('bottom', 'smart-casual', ['wine'], 'en', null)).toBe('wine bottoms');
    expect(garments.itemName('bottom', 'smart-casual', [], 'en', null)).toBe('bottoms');
    expect(garments.itemName('bottom', 'smart-casual', ['black'], 'de', null)).toMatch(/^Unterteil/);
    // A word that places its colour itself: the colour goes where it says, once.
    const es = garments.itemName('bottom', 'smart-casual', ['black'], 'es', null);
    expect(es).toMatch(/^parte de abajo \S+$/);
    for (const language of LANGUAGES) {
      const name = garments.itemName('bottom', 'smart-casual', ['wine'], language, null);
      expect(name).not.toContain('{');
      expect(name).not.toBe(garments.itemName('bottom', 'smart-casual', ['wine'], language));
    }
  });

  it('a piece not read from a photo (a suggestion, a flat garment) keeps the formality\'s noun', () => {
    expect(garments.itemName('bottom', 'smart-casual', ['black'], 'en')).toBe('black chinos');
    expect(garments.pieceNoun('top', 'casual', null)).toBe('tshirt');
  });
});
