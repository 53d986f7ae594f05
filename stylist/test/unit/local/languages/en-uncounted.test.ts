import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../../src/local/engine';
import { withArticle } from '../../../../src/local/languages/en/grammar';

describe('English nouns that are never counted take no "a"', () => {
  it('jewellery, knitwear and footwear stand bare; a necklace and a top still take their article', () => {
    expect(withArticle('jewellery', false)).toBe('jewellery');
    expect(withArticle('gold jewellery', false)).toBe('gold jewellery');
    expect(withArticle('merino knitwear', false)).toBe('merino knitwear');
    expect(withArticle('gold necklace', false)).toBe('a gold necklace');
    expect(withArticle('olive top', false)).toBe('an olive top');
    expect(withArticle('jewellery', true)).toBe('the jewellery');
  });

  it('a rating that lists earrings reads "heels and jewellery"', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'sage satin maxi dress, nude block heels and pearl studs', occasion: 'wedding', customOccasion: null, language: 'en' });
    expect(answer.feedback).not.toMatch(/\ba (?:\w+ )?jewellery/u);
    expect(answer.feedback).toMatch(/heels and jewellery/u);
  });
});
