import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments } from '../../support/read-garments';

const rate = async (description: string, occasion: RatingOccasion, language: Language) =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });

// A short waterproof jacket is casual outerwear (a rainy commute, a hike, a trip); the raincoat and the trench are the
// longer town coats. Shops name the jacket in every language, and it was read as the long coat (or not at all).
describe('rain jackets are short waterproof jackets, not raincoats', () => {
  it.each([
    ['en', 'rain jacket'], ['en', 'waterproof jacket'], ['ja', 'レインジャケット'], ['de', 'Regenjacke'], ['es', 'chaqueta impermeable'],
    ['es', 'chubasquero'], ['fr', 'veste de pluie'], ['fr', 'imperméable court'], ['it', 'giacca antipioggia'], ['it', 'k-way'],
    ['pt', 'jaqueta impermeável'], ['pt', 'corta-vento impermeável'], ['zh', '雨衣夹克'], ['zh', '防水夹克'], ['ko', '레인자켓'], ['ar', 'جاكيت مطر'],
  ] as const)('%s: %s', (language, word) => {
    expect(readGarments(word, language)).toEqual(['rainJacket']);
  });

  it.each([
    ['en', 'raincoat'], ['de', 'Regenmantel'], ['es', 'impermeable'], ['fr', 'imperméable'], ['it', 'impermeabile'], ['pt', 'capa de chuva'],
    ['zh', '雨衣'], ['ja', 'レインコート'], ['ko', '레인코트'], ['ar', 'معطف مطر'],
  ] as const)('%s: %s stays the raincoat', (language, word) => {
    expect(readGarments(word, language)).toEqual(['raincoat']);
  });

  it.each([
    ['ja', 'ネイビーのレインジャケット、グレーのジーンズ、白のスニーカー', 'レインジャケット', 'レインコート'],
    ['de', 'dunkelblaue Regenjacke, graue Jeans und weiße Sneaker', 'Regenjacke', 'Regenmantel'],
    ['it', 'giacca antipioggia blu, jeans e sneakers', 'giacca impermeabile', 'un impermeabile'],
    ['ko', '네이비 레인자켓, 회색 청바지, 흰 운동화', '레인 재킷', '블레이저'],
  ] as const)('%s: the feedback names the jacket, and it is right for a trip or the weekend', async (language, description, named, notNamed) => {
    const r = await rate(description, 'travel', language);
    expect(r.feedback).toContain(named);
    expect(r.feedback).not.toContain(notNamed);
    expect(r.overallRating).toBeGreaterThanOrEqual(8);
  });
});
