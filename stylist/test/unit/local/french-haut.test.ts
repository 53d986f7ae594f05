import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments as read } from '../../support/read-garments';

describe('French "haute" is high, never a top', () => {
  it('knee socks, tall boots and a high waist add no top; "un haut" still is one', () => {
    expect(read('chaussettes hautes et crampons', 'fr')).toEqual(['sportsSocks', 'cleats']);
    expect(read('bottes hautes noires', 'fr')).toEqual(['boots:black']);
    expect(read('jean taille haute, haut noir', 'fr')).toEqual(['jeans', 'top:black']);
  });

  it('football kit with knee socks is the right kit, with no casual top to fault', async () => {
    const answer = await createLocalRater().rate({ image: null, description: "maillot de l'équipe, short, chaussettes hautes et crampons", occasion: 'football', customOccasion: null, language: 'fr' });
    expect(answer.overallRating).toBeGreaterThanOrEqual(8.5);
    expect(answer.components.top.rating).toBeGreaterThanOrEqual(8.5);
  });
});
