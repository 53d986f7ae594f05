import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { garmentFit, judge, occasionProfile, readDescription } from '../../../src/local/chat/rater';

const read = (text: string, language: Language) => readDescription(text, language)!;
const fitAt = (text: string, language: Language, occasion: 'work' | 'party') => {
  const m = read(text, language).garments[0]!;
  return garmentFit(m, occasionProfile(occasion, null)).fit;
};
const score = (text: string, language: Language, occasion: 'work' | 'party') =>
  judge({ occasion: occasionProfile(occasion, null), text: read(text, language), photo: null, regions: {} }).overall;

/** The same dress with and without an evening finish, per language. */
const DRESSES: [Language, plain: string, sequin: string][] = [
  ['en', 'a red dress', 'a red sequin dress'],
  ['es', 'un vestido rojo', 'un vestido rojo de lentejuelas'],
  ['fr', 'une robe rouge', 'une robe rouge à paillettes'],
  ['de', 'ein rotes Kleid', 'ein rotes Kleid mit Pailletten'],
  ['ja', '赤いワンピース', '赤いスパンコールのワンピース'],
  ['it', 'un vestito rosso', 'un vestito rosso di paillettes'],
  ['pt', 'um vestido vermelho', 'um vestido vermelho de paetês'],
  ['zh', '红色连衣裙', '红色亮片连衣裙'],
];

describe('statement finishes are weighed as a stylist would', () => {
  it.each(DRESSES)('%s: a sequin dress is overdressed at a daytime office, right at a party', (language, plain, sequin) => {
    expect(fitAt(plain, language, 'work')).toBe('good');
    expect(fitAt(sequin, language, 'work')).toBe('tooFormal');
    expect(fitAt(sequin, language, 'party')).toBe('good');
    expect(score(sequin, language, 'work')).toBeLessThan(score(plain, language, 'work'));
    expect(score(sequin, language, 'party')).toBeGreaterThanOrEqual(score(plain, language, 'party'));
  });

  it('the finish belongs to the piece it is said of, not the whole outfit', () => {
    const t = read('a sequin top with navy trousers', 'en');
    const top = t.garments.find((g) => g.components.includes('top'))!;
    const trousers = t.garments.find((g) => g.garment === 'trousers')!;
    expect(top.finish).toBe('evening');
    expect(trousers.finish).toBeUndefined();
  });

  it('velvet lifts a casual piece without making a blazer wrong for work', () => {
    expect(read('a velvet blazer', 'en').garments[0]!.finish).toBe('rich');
    expect(fitAt('a velvet blazer', 'en', 'work')).toBe('good');
    const plain = read('a black skirt', 'en').garments[0]!.formality;
    expect(read('a black velvet skirt', 'en').garments[0]!.formality).toBeGreaterThan(plain);
  });
});
