import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { talk } from '../../support/chat-talk';

const rater = createLocalRater();
const hike = (description: string, language: Language) => rater.rate({ image: null, description, occasion: 'hiking', customOccasion: null, language });

describe('flip-flops and sandals on a hike are a clear miss, with the reason', () => {
  it.each<[Language, string, string]>([
    ['en', 'quick-dry t-shirt, hiking trousers and flip flops', 'quick-dry t-shirt, hiking trousers and hiking boots'],
    ['fr', 't-shirt technique, pantalon de randonnée et sandales', 't-shirt technique, pantalon de randonnée et chaussures de randonnée'],
    ['ja', '速乾Tシャツにトレッキングパンツとサンダル', '速乾Tシャツにトレッキングパンツと登山靴'],
  ])('%s: %s', async (language, open, boots) => {
    const [a, b] = [await hike(open, language), await hike(boots, language)];
    expect(a.overallRating).toBeLessThan(5.5);
    expect(b.overallRating - a.overallRating).toBeGreaterThanOrEqual(2);
    expect(a.components.footwear.rating).toBeLessThanOrEqual(3);
    expect(a.feedback).toContain(CATALOGUES[language].penalties.openShoesOnTrail);
  });

  it('asked about flip-flops with no occasion, the chat places them on the beach, not on a hike', async () => {
    const [reply = ''] = await talk('en', 'can I wear flip flops?');
    expect(reply).not.toMatch(/hike/);
  });
});
