import { describe, expect, it } from 'vitest';
import { adviseOn } from '../../../src/local/styling/advice';
import type { StylingProfile } from '../../../src/styling';

const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const advise = (occasion: string, language: 'en' | 'fr' | 'es') =>
  adviseOn({ outfit: null, description: 'cream blouse, navy pencil skirt, beige ballet flats', occasion, profile: EMPTY, language, seed: 's' });

/**
 * Church is planned as a business meeting and a graduation as a formal dinner; the advice for them
 * used to end on the stand-in's note ("A meeting rewards clean tailoring…") and to say a watch
 * "suits a business meeting" under a rating for church.
 */
describe('advice for an occasion another one stands in for', () => {
  it.each([
    ['church', 'en', /meeting/i],
    ['church', 'fr', /réunion/i],
    ['graduation', 'es', /cena formal/i],
  ] as const)('%s (%s): no note about the stand-in occasion', (occasion, language, standIn) => {
    const a = advise(occasion, language);
    expect([a.overall, a.accessories.recommendation, a.top.recommendation].join(' ')).not.toMatch(standIn);
  });

  it('names the rating occasion itself in English', () => {
    expect(advise('church', 'en').accessories.recommendation).toMatch(/suits? church\.$/);
  });

  it('keeps the note where the occasion is its own', () => {
    expect(advise('work', 'en').overall).toMatch(/A meeting rewards clean tailoring/);
    expect(advise('work', 'fr').overall).toMatch(/Une réunion récompense/);
  });
});
