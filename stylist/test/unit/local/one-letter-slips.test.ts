import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { readDescription } from '../../../src/local/signals/text';
import { oneEdit } from '../../../src/local/signals/typos';

const garments = (text: string, language: Language) => readDescription(text, language)?.garments.map((m) => m.garment) ?? [];

/** "jens and sneekers", "navy blazzer and grey trowsers" were read as nothing at all. */
describe('a garment word misspelt by one letter is read, where nothing else can be meant', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'jens and sneekers', ['jeans', 'sneakers']],
    ['en', 'navy blazzer and grey trowsers', ['blazer', 'trousers']],
    ['en', 'white tshirt, blue jens', ['tshirt', 'jeans']],
    ['en', 'a black skrit and a white blouse', ['skirt', 'blouse']],
    ['es', 'vaqueros azules y zapatilas blancas', ['jeans', 'sneakers']],
    ['fr', 'pantalon noir et chemice blanche', ['trousers', 'shirt']],
    ['it', 'camica bianca e pantaloni blu', ['shirt', 'trousers']],
    ['fr', 'costard bleu marine, chemise blanche, cravatte bordeaux', ['suit', 'shirt', 'tie']],
  ])('%s: "%s"', (language, text, expected) => {
    expect(garments(text, language)).toEqual(expected);
  });

  it.each<[Language, string, string[]]>([
    // Known words of the language, however close to a garment word.
    ['en', 'grey suit and oxfords, a belt to match', ['suit', 'oxfords', 'belt']],
    ['en', 'it feels great with jeans', ['jeans']],
    // A name, not a slip: capitalised inside a sentence, or no piece beside it.
    ['en', 'the same jeans Jens wore', ['jeans']],
    ['de', 'Jens trägt eine blaue Jeans', ['jeans']],
    // A word after a piece with no comma or join between says more of that piece: heathered, not chinos.
    ['fr', 'jogging gris chiné, sweat et baskets', ['joggers', 'sweatshirt', 'sneakers']],
    // Short words are never corrected; two garment words one letter away leave it unread.
    ['en', 'boots and a cost', ['boots']],
    ['en', 'navy sirt and jeans', ['jeans']],
  ])('%s: "%s" reads no slip', (language, text, expected) => {
    expect(garments(text, language)).toEqual(expected);
  });

  it('one edit: a letter added, dropped, changed or two swapped', () => {
    expect([oneEdit('jens', 'jeans'), oneEdit('blazzer', 'blazer'), oneEdit('skrit', 'skirt'), oneEdit('trowsers', 'trousers')]).toEqual([true, true, true, true]);
    expect([oneEdit('jeans', 'jeans'), oneEdit('jns', 'jeans'), oneEdit('skrti', 'skirt')]).toEqual([false, false, false]);
  });
});
