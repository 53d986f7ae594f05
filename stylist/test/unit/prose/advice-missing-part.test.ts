import { describe, expect, it } from 'vitest';
import { proseFor } from '../../../src/local/styling/prose';

/**
 * Advice for a part the photo did not show offers a piece for that part: a pair of trousers or a top
 * is never introduced as "an accessory" (the old sentences said "Se aggiungi un accessorio, dei pantaloni…").
 */
describe('advice for a part that was not shown', () => {
  it.each([
    ['es', 'pantalones marrones de piel', /accesorio/],
    ['fr', 'pantalon marron en cuir', /accessoire/],
    ['de', 'Stoffhose in Braun', /Accessoire/],
    ['it', 'pantaloni marroni di pelle', /accessorio/],
    ['pt', 'calça marrom de couro', /acessório/],
  ] as const)('%s: offers the piece without calling it an accessory', (language, piece, accessory) => {
    const sentence = proseFor(language).advice.ifYouAdd(piece, 'bottom');
    expect(proseFor(language).advice.ifYouAdd('x', 'accessories')).toMatch(accessory);
    expect(sentence).toContain(piece.split(' ')[0]);
    expect(sentence).not.toMatch(accessory);
  });
});
