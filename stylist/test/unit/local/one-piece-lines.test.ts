import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { figureJpeg, figureReport } from '../../support/figure-photos';

// A dress seen in a photo is one piece: the top's line names it, the bottom's line is its lower half, so the
// rating screen does not print the same sentence twice.
describe('a one-piece in a photo, as the part lines say it', () => {
  const figure = { top: '#7a1a2e', bottom: '#7a1a2e', shoes: '#7a1a2e' };
  it.each([
    ['en', 'On the lower half of the burgundy dress I measured burgundy'],
    ['de', 'Unten, beim Kleid in Bordeaux, habe ich Bordeaux'],
    ['ja', 'バーガンディのワンピースの下半分：'],
  ] as const)('%s: the bottom is the dress’s lower half', async (language, lower) => {
    const report = await figureReport(figure);
    expect(report.onePiece).toBe(true);
    const description = { en: 'burgundy dress', de: 'bordeauxrotes Kleid', ja: 'バーガンディのワンピース' }[language];
    const answer = await createLocalRater({ vision: async () => report }).rate({ image: await figureJpeg(figure), description, occasion: 'party', customOccasion: null, language });
    expect(answer.components.bottom.description.startsWith(lower), answer.components.bottom.description).toBe(true);
    expect(answer.components.top.description).not.toContain(lower);
  });
});
