import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { understand } from '../../../src/local/chat/understand';
import { readDescription } from '../../../src/local/chat/rater';

const read = (message: string, language: Language) => understand(message, false, [], language).garments.map((g) => [g.garment, g.colours[0] ?? null]);

/** A language's own word for a piece wins over the same spelling in another language. */
const OWN_WORDS: [Language, string, [string, string | null][]][] = [
  ['es', '¿Qué te parece un jersey azul marino con un pantalón chino beige?', [['sweater', 'navy'], ['chinos', 'beige']]],
  ['es', 'Un jersey de lana gris con vaqueros para el trabajo', [['sweater', 'grey'], ['jeans', null]]],
  ['it', 'Una maglia di lana blu con dei jeans per il weekend?', [['sweater', 'blue'], ['jeans', null]]],
  ['pt', 'Uma camisola de lã cinzenta com calças de ganga?', [['sweater', 'grey'], ['jeans', null]]],
  ['fr', 'Un pull bleu marine avec un jean ?', [['sweater', 'navy'], ['jeans', null]]],
  ['de', 'Ein Pullover in Grau mit Jeans?', [['sweater', 'grey'], ['jeans', null]]],
  ['en', 'A football jersey with jeans?', [['sportsTop', null], ['jeans', null]]],
  ['en', 'A grey jersey with jeans?', [['sportsTop', 'grey'], ['jeans', null]]],
  ['it', 'Una maglia da calcio con dei jeans?', [['sportsTop', null], ['jeans', null]]],
  ['pt', 'Uma camisola de futebol com calças de ganga?', [['sportsTop', null], ['jeans', null]]],
];

describe("a language's own word wins over another language's spelling", () => {
  it.each(OWN_WORDS)('%s: "%s"', (language, message, expected) => {
    expect(read(message, language)).toEqual(expected);
  });

  it('its own reading of a word also replaces another meaning in the rating engine (Spanish impermeable is a raincoat)', () => {
    expect(readDescription('impermeable azul con vaqueros', 'es')!.garments[0]!.garment).toBe('raincoat');
    expect(readDescription('un jersey rojo', 'es')!.garments[0]!.garment).toBe('sweater');
    expect(readDescription('a red jersey', 'en')!.garments[0]!.garment).toBe('sportsTop');
  });
});

/** Gold heels and a silver bag or sandals with a black dress, as each language writes the metal colour on a piece. */
const METALS: [Language, string, string, string][] = [
  ['en', 'Gold heels with a black dress for a party?', 'heels', 'gold'],
  ['es', '¿Tacones dorados con un vestido negro para una fiesta?', 'heels', 'gold'],
  ['fr', 'Des escarpins dorés avec une robe noire pour une soirée ?', 'heels', 'gold'],
  ['de', 'Goldene High Heels zu einem schwarzen Kleid für eine Party?', 'heels', 'gold'],
  ['it', 'Tacchi dorati con un vestito nero per una festa?', 'heels', 'gold'],
  ['pt', 'Saltos dourados com um vestido preto para uma festa?', 'heels', 'gold'],
  ['zh', '金色高跟鞋配黑色连衣裙去派对可以吗？', 'heels', 'gold'],
  ['ja', '金のヒールに黒のワンピースはパーティーにどう？', 'heels', 'gold'],
  ['ko', '금색 힐에 검정 원피스 파티에 어때요?', 'heels', 'gold'],
  ['ar', 'هل الكعب الذهبي مع فستان أسود مناسب لحفلة؟', 'heels', 'gold'],
  ['de', 'Silberne Sandalen zu einem schwarzen Kleid?', 'sandals', 'silver'],
  ['ja', '銀のサンダルに黒のワンピースはどう？', 'sandals', 'silver'],
  ['ko', '실버 힐이랑 검정 원피스 어때요?', 'heels', 'silver'],
  ['zh', '银色的高跟鞋配黑色连衣裙怎么样？', 'heels', 'silver'],
  ['ar', 'هل صندل فضي مع فستان أسود مناسب؟', 'sandals', 'silver'],
];

describe('gold and silver are read as the colour of the piece they are said of, in every language', () => {
  it.each(METALS)('%s: "%s"', (language, message, garment, colour) => {
    expect(read(message, language)).toEqual([[garment, colour], ['dress', 'black']]);
  });

  it('a one-syllable Korean garment word is read only as a word of its own', () => {
    expect(read('사진 속 검정 원피스 어때요?', 'ko')).toEqual([['dress', 'black']]);
    expect(read('블랙 진이랑 흰 셔츠 어때요?', 'ko')).toEqual([['jeans', 'black'], ['shirt', 'white']]);
    expect(readDescription('힐링 되는 검정 원피스', 'ko')!.garments.map((g) => g.garment)).toEqual(['dress']);
  });
});
