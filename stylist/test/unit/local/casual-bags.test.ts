import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments } from '../../support/read-garments';

// A straw bag at the beach or a canvas tote for shopping is the right bag there, not "too formal": it was read as the
// structured handbag of the office (formality 2.4). Day, beach and waist bags are a garment of their own.
describe('casual bags', () => {
  it.each([
    ['en', 'straw bag'], ['en', 'canvas tote'], ['en', 'bum bag'], ['es', 'bolso de paja'], ['es', 'riñonera'], ['fr', 'sac en toile'], ['fr', 'sac banane'],
    ['de', 'jutebeutel'], ['de', 'bauchtasche'], ['it', 'borsa di paglia'], ['it', 'marsupio'], ['pt', 'ecobag'], ['pt', 'pochete'],
    ['zh', '帆布包'], ['ja', 'かごバッグ'], ['ko', '에코백'], ['ar', 'حقيبة قماشية'],
  ] as const)('%s: %s is a casual bag', (language, word) => {
    expect(readGarments(word, language)).toEqual(['casualBag']);
  });

  it('a leather handbag and a tote stay the handbag', () => {
    expect(readGarments('leather handbag', 'en')).toEqual(['handbag']);
    expect(readGarments('tote', 'en')).toEqual(['handbag']);
  });

  it('right at the beach and for shopping, a step down at an interview', async () => {
    const rater = createLocalRater();
    const rate = async (description: string, occasion: 'beach' | 'shopping' | 'interview') =>
      (await rater.rate({ image: null, description, occasion, customOccasion: null, language: 'en' })).components.accessories;
    expect((await rate('white linen shirt, beige shorts, flat sandals and a straw bag', 'beach')).rating).toBeGreaterThanOrEqual(8);
    expect((await rate('grey t-shirt, jeans, white sneakers and a canvas tote', 'shopping')).rating).toBeGreaterThanOrEqual(8);
    const interview = await rate('navy suit, white shirt, oxfords and a canvas tote', 'interview');
    expect(interview.rating).toBeLessThan((await rate('navy suit, white shirt, oxfords and a leather handbag', 'interview')).rating!);
  });
});
