import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { readDescription } from '../../../src/local/signals/text';

const garments = (text: string, language: Language) => readDescription(text, language)!.garments.map((m) => m.garment);
const colours = (text: string, language: Language, garment: string) => readDescription(text, language)!.garments.find((m) => m.garment === garment)?.colours;

describe('"jersey" as the cloth of a garment adds no sports top', () => {
  const cloth: readonly [Language, string, readonly string[]][] = [
    ['fr', 'une robe en jersey noire et des baskets blanches', ['dress', 'sneakers']],
    ['fr', 'robe noire en jersey, escarpins', ['dress', 'heels']],
    ['fr', 'top portefeuille en jersey et jupe noire', ['top', 'skirt']],
    ['de', 'Wickeltop aus Jersey und Jeans', ['jeans']],
    ['de', 'ein Kleid aus Jersey in Schwarz und weiße Sneaker', ['dress', 'sneakers']],
    ['de', 'Kleid in Schwarz aus Jersey mit Pumps', ['dress', 'heels']],
    ['de', 'ein schwarzes Jersey-Kleid und Sneaker', ['dress', 'sneakers']],
    ['de', 'ein schwarzes Jerseykleid mit Pumps', ['dress', 'heels']],
    ['en', 'a black jersey dress with white sneakers', ['dress', 'sneakers']],
    ['it', 'un vestito in jersey nero e sneakers bianche', ['dress', 'sneakers']],
  ];
  for (const [language, text, expected] of cloth) {
    it(`${language}: ${text}`, () => {
      expect(garments(text, language)).not.toContain('sportsTop');
      for (const g of expected) expect(garments(text, language)).toContain(g);
    });
  }

  it('the colour said beside the cloth stays on the garment', () => {
    expect(colours('une robe en jersey noire', 'fr', 'dress')).toEqual(['black']);
    expect(colours('ein Kleid aus Jersey in Schwarz', 'de', 'dress')).toEqual(['black']);
  });

  it('a jersey worn as a piece of its own is still a garment', () => {
    expect(garments('a white football jersey and black shorts', 'en')).toContain('sportsTop');
    expect(garments('a red jersey and black shorts', 'en')).toContain('sportsTop');
    expect(garments('ein rotes Jersey, schwarze Shorts', 'de')).toContain('sportsTop');
    expect(garments('un short noir et un jersey de cyclisme', 'fr')).toContain('sportsTop');
    // Spanish "jersey" is a sweater: listed with other pieces it stays one.
    expect(garments('pantalón gris y jersey de lana azul', 'es')).toContain('sweater');
  });
});
