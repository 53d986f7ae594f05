import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments } from '../../support/read-garments';

// Italian "abito" beside men's pieces or said with a suit's own words is the suit; on a woman (abito lungo, abitino,
// abito da sera, with heels) it is a dress.
describe('Italian abito read from what is worn with it', () => {
  it.each([
    ['abito grigio, polo e sneakers', 'suit:grey'],
    ['abito blu monopetto con sneakers bianche', 'suit:blue'],
    ['abito blu doppiopetto e sneakers', 'suit:blue'],
    ['abito grigio principe di galles e mocassini', 'suit:grey'],
    ['giacca e abito blu con sneakers', 'suit:blue'],
    ['abito blu con scarpe stringate marroni', 'suit:blue'],
    ['abito blu, camicia bianca e sneakers bianche', 'suit:blue'],
  ])('%s: the suit', (description, piece) => {
    expect(readGarments(description, 'it')).toContain(piece);
  });

  it.each([
    ['abito lungo nero e tacchi', 'gown:black'],
    ['abito da sera rosso con pochette', 'gown:red'],
    ['abitino nero e sandali', 'dress:black'],
    ['abito a fiori, giacca e tacchi', 'dress'],
    ['abito rosso, polo e sandali con tacco', 'dress:red'],
  ])('%s: a dress', (description, piece) => {
    expect(readGarments(description, 'it')).toContain(piece);
  });

  it('at the office the answer names the suit, not a dress', async () => {
    const r = await createLocalRater().rate({ image: null, description: 'abito blu monopetto con sneakers bianche', occasion: 'work', customOccasion: null, language: 'it' });
    expect(r.feedback).toContain('completo blu');
    expect(r.feedback).not.toMatch(/vestito/);
  });
});
