import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';

const rater = createLocalRater();
const rate = (description: string, language: Language) => rater.rate({ image: null, description, occasion: 'wedding', customOccasion: null, language });

/**
 * A guest in a white dress at a wedding is the failure every stylist names first: said in the member's words it scores
 * below a pass (under 5), not as a look "with room to sharpen it". The couple's own white and a coloured dress are not
 * touched.
 */
describe('white said at a wedding', () => {
  it.each<[Language, string]>([
    ['en', 'white satin slip dress and white heels'],
    ['pt', 'vestido branco longo e sandália de salto'],
    ['es', 'vestido blanco largo y sandalias de tacón blancas'],
  ])('%s: a guest in "%s" is a clear failure', async (language, text) => {
    const a = await rate(text, language);
    expect(a.overallRating).toBeLessThan(5);
  });

  it('the bride in the same white is right', async () => {
    expect((await rate("I'm the bride: white satin slip dress and white heels", 'en')).overallRating).toBeGreaterThanOrEqual(8);
  });

  it('a guest in a coloured dress with the same heels is a good look', async () => {
    expect((await rate('sage satin slip dress and white heels', 'en')).overallRating).toBeGreaterThanOrEqual(8);
  });
});
