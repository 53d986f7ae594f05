import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const piece = (description: string, language: Language, garment: string) =>
  readDescription(description, language)!.garments.find((g) => g.garment === garment);

// A finish said as a noun after its piece, with a colour of its own, then a list join and the next piece: the
// sequins and their silver are the dress's, the colour after the join the shoes'.
const SEQUIN_DRESS: [Language, string, string][] = [
  ['en', 'dress with silver sequins and heels', 'heels'],
  ['en', 'dress with silver sequins and black heels', 'heels'],
  ['en', 'dress with silver sequins and black loafers', 'loafers'],
  ['es', 'vestido corto de lentejuelas plateadas con tacones negros y un bolso de mano', 'heels'],
  ['fr', 'robe à paillettes argentées et escarpins noirs', 'heels'],
  ['de', 'Kleid mit silbernen Pailletten und schwarze Pumps', 'heels'],
];

describe('a finish and its colour stay on the piece they are said of', () => {
  it.each(SEQUIN_DRESS)('%s: %s', (language, description, shoes) => {
    const dress = piece(description, language, 'dress')!;
    expect(dress.finish).toBe('evening');
    expect(dress.material).toBe('sequin');
    expect(dress.colours).toEqual(['silver']);
    const shoe = piece(description, language, shoes)!;
    expect(shoe.finish).toBeUndefined();
    expect(shoe.colours).not.toContain('silver');
  });

  it.each<[Language, string, string, string]>([
    ['es', 'falda de terciopelo negra y blusa blanca', 'skirt', 'blouse'],
    ['it', 'gonna di velluto nero e camicia bianca', 'skirt', 'shirt'],
    ['en', 'jeans and a blazer with velvet lapels', 'blazer', 'jeans'],
  ])('%s: a cloth after its piece (%s) is that piece’s, with the colour said of the cloth', (language, description, finished, other) => {
    expect(piece(description, language, finished)!.finish).toBe('rich');
    expect(piece(description, language, other)!.finish).toBeUndefined();
  });

  it('a finish straight before its garment is still that garment’s', () => {
    expect(piece('sequin heels and a black dress', 'en', 'heels')!.material).toBe('sequin');
    expect(piece('sequin heels and a black dress', 'en', 'dress')!.finish).toBeUndefined();
  });
});

describe('a sequin dress is the party’s statement, not a quiet palette', () => {
  it.each<[Language, string, string]>([
    ['en', 'silver sequin mini dress, black heels and a clutch', 'quiet'],
    ['es', 'vestido corto de lentejuelas plateadas con tacones negros y un bolso de mano', 'apagada'],
  ])('%s: no "add an accent colour" for a sequin dress with black heels', async (language, description, quietWord) => {
    const sequins = await rater.rate({ image: null, description, occasion: 'party', customOccasion: null, language });
    expect(sequins.feedback).not.toContain(quietWord);
    // The same palette in plain pieces is still told it is quiet for a party: the rule is the finish, not the colours.
    const plain = await rater.rate({ image: null, description: 'black dress, black heels and a black clutch', occasion: 'party', customOccasion: null, language: 'en' });
    expect(plain.feedback).toContain('quiet');
    expect(sequins.overallRating).toBeGreaterThan(plain.overallRating);
  });
});
