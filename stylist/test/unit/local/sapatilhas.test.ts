import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../src/local/signals/text';

const garments = (text: string) => readDescription(text, 'pt')?.garments.map((m) => m.garment) ?? [];

/** "Sapatilhas" were ballet flats whoever wrote them; in Portugal they are trainers, and sport ones are sport shoes anywhere. */
describe('sapatilhas: Brazil by default, Portugal when the description is Portugal’s', () => {
  it.each<[string, string[]]>([
    ['vestido midi e sapatilhas nude', ['dress', 'flats']],
    ['sapatilha preta e saia', ['flats', 'skirt']],
    ['calças de ganga e sapatilhas brancas', ['jeans', 'sneakers']],
    ['camisola azul, calças e sapatilhas', ['sweater', 'trousers', 'sneakers']],
    ['sapatilhas de corrida e leggings', ['runningShoes', 'leggings']],
  ])('"%s"', (text, expected) => {
    expect(garments(text)).toEqual(expected);
  });
});
