import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { CATALOGUES } from '../../../src/local/languages/registry';

const penaltyWords = (language: Language) => CATALOGUES[language].penalties;

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language = 'en') =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

/** A crop top and a miniskirt at church scored 6.6, "Solid outfit for church": nothing weighed what a place of worship asks covered. */
describe('coverage: what a place of worship, an office and an interview ask covered', () => {
  it('a bare midriff and a miniskirt at church are a clear failure, and the feedback says why', async () => {
    const r = await rate('crop top, mini skirt and sneakers', 'church');
    expect(r.overallRating).toBeLessThan(5);
    expect(r.feedback).toContain(penaltyWords('en').coverage);
  });

  it('bare shoulders count at church, not at the office under a jacket', async () => {
    expect((await rate('tank top, midi skirt and sandals', 'church')).feedback).toContain(penaltyWords('en').coverage);
    expect((await rate('camisole under a blazer, trousers and loafers', 'work')).feedback).not.toContain(penaltyWords('en').coverage);
  });

  it('a covered look at church is not charged, and a crop top at a party is not either', async () => {
    expect((await rate('blouse, midi skirt and flats', 'church')).feedback).not.toContain(penaltyWords('en').coverage);
    expect((await rate('crop top, miniskirt and heels', 'party')).feedback).not.toContain(penaltyWords('en').coverage);
  });

  it.each<[Language, string]>([
    ['es', 'top corto, minifalda y zapatillas'], ['fr', 'haut court, minijupe et baskets'], ['de', 'bauchfreies Top, Minirock und Sneaker'],
  ])('%s: "%s" at church is charged in its own words', async (language, text) => {
    const r = await rate(text, 'church', language);
    expect(r.feedback).toContain(penaltyWords(language).coverage);
    expect(r.overallRating).toBeLessThan(5.5);
  });

  it('a custom occasion read as church asks the same ("Sunday mass")', async () => {
    const r = await rater.rate({ image: null, description: 'crop top, mini skirt and sneakers', occasion: 'custom', customOccasion: 'Sunday mass', language: 'en' });
    expect(r.feedback).toContain(penaltyWords('en').coverage);
  });
});
