import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments } from '../../support/read-garments';

// In everyday German a "Shirt" is a T-shirt (ein weißes Shirt), a Hemd is the shirt with a collar and buttons; and a
// compound that starts with Jeans names a piece made of denim (Jeansrock, Jeans-Latzhose), not a pair of jeans.
describe('German: Shirt and Jeans- compounds', () => {
  it.each([
    ['weißes Shirt, Jeans und Sneaker', ['tshirt:white', 'jeans', 'sneakers']],
    ['zwei schwarze Shirts', ['tshirt:black']],
    ['Langarmshirt', ['tshirt']],
    ['weißes Hemd und Sakko', ['shirt:white', 'blazer']],
    ['Poloshirt', ['polo']],
    ['Laufshirt', ['sportsTop']],
  ])('"%s" reads as %j', (text, pieces) => {
    expect(readGarments(text, 'de')).toEqual(pieces);
  });

  it.each([
    ['Jeans-Latzhose mit T-Shirt', ['dungarees:denim', 'tshirt']],
    ['Jeansrock, schwarzes Top und Stiefel', ['skirt:denim', 'top:black', 'boots']],
    ['Jeanskleid und Sandalen', ['dress:denim', 'sandals']],
    ['Jeanshemd und Chinohose', ['shirt:denim', 'chinos']],
    // A colour said of the piece is its colour: a black denim skirt is black.
    ['schwarzer Jeansrock', ['skirt:black']],
    // Jeans and a Jeansjacke say denim by their own name.
    ['Jeansjacke und Jeanshose', ['denimJacket', 'jeans']],
  ])('"%s" keeps its denim: %j', (text, pieces) => {
    expect(readGarments(text, 'de')).toEqual(pieces);
  });

  it('the rating names the piece once, by the compound the member wrote, with denim in the palette', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'Jeansrock, weißes Shirt und Sneaker', occasion: 'casual', customOccasion: null, language: 'de' });
    expect(answer.feedback).toMatch(/einen Jeansrock, ein T-Shirt in Weiß/u);
    expect(answer.feedback).not.toMatch(/Jeansrock in Jeansblau|Hemd/u);
    expect(answer.feedback).toMatch(/Jeansblau/u);
  });
});
