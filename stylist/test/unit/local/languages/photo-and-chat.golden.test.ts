import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { exclaimed, frenchSpacing, lowerAfterColon } from '../../../../src/local/grammar/typeset';
import type { Grammar } from '../../../../src/local/grammar/types';
import { CATALOGUES } from '../../../../src/local/languages/registry';
import { plainPiece } from '../../../../src/local/styling/plain-text';

type Lang = keyof typeof CATALOGUES;
const say = (language: Lang, template: string, values: Record<string, string>) => {
  const pack = CATALOGUES[language].rating;
  return pack.capitalise(realise(template, values, pack.grammar as Grammar));
};
const vision = (language: Lang, key: keyof (typeof CATALOGUES)['en']['vision']['phrases'], i = 0) => CATALOGUES[language].vision.phrases[key][i]!;
const rating = (language: Lang, key: keyof (typeof CATALOGUES)['en']['rating']['phrases'], i = 0) => CATALOGUES[language].rating.phrases[key][i]!;
const withArticles = (language: Lang, items: string[]) => {
  const pack = CATALOGUES[language].rating;
  return pack.list(items.map((x) => pack.grammar!.article!(x, false)));
};

// Written as a native editor would correct them: articles, agreement of verb and adjective with the
// piece, contractions where the article meets a preposition, and German case after each word.
describe('golden sentences: what the photo shows', () => {
  it.each([
    ['en', ['black top', 'burgundy bottoms', 'burgundy shoes'], 'In the photo I see a black top, burgundy bottoms and burgundy shoes.'],
    ['fr', ['haut noir', 'bas bordeaux', 'chaussures bordeaux'], 'Sur la photo, je vois un haut noir, un bas bordeaux et des chaussures bordeaux.'],
    ['es', ['parte de arriba negra', 'falda granate', 'zapatos granates'], 'En la foto veo una parte de arriba negra, una falda granate y unos zapatos granates.'],
    ['de', ['Oberteil in Schwarz', 'Rock in Weinrot', 'Schuhe in Weinrot'], 'Auf dem Foto sehe ich ein Oberteil in Schwarz, einen Rock in Weinrot und Schuhe in Weinrot.'],
    ['it', ['parte sopra nera', 'gonna bordeaux', 'scarpe bordeaux'], 'Nella foto vedo una parte sopra nera, una gonna bordeaux e delle scarpe bordeaux.'],
    ['pt', ['parte de cima preta', 'saia vinho', 'sapatos vinho'], 'Na foto vejo uma parte de cima preta, uma saia vinho e sapatos vinho.'],
  ] as const)('%s: the pieces, each with its article', (language, pieces, expected) => {
    expect(say(language, vision(language, 'vision.pieces'), { pieces: withArticles(language, [...pieces]) })).toBe(expected);
  });

  it.each([
    ['en', { dark: 'navy bottoms', light: 'white top' }, 'The navy bottoms anchor the white top.'],
    ['fr', { dark: 'jupe noire', light: 'haut blanc' }, 'La jupe noire ancre le haut blanc.'],
    ['es', { dark: 'pantalones negros', light: 'camisa blanca' }, 'Los pantalones negros anclan la camisa blanca.'],
    ['de', { dark: 'Rock in Schwarz', light: 'Hemd in Weiß' }, 'Der Rock in Schwarz bildet den Anker für das Hemd in Weiß.'],
    ['it', { dark: 'gonna nera', light: 'camicia bianca' }, 'La gonna nera dà peso alla camicia bianca.'],
    ['pt', { dark: 'saia preta', light: 'camisa branca' }, 'A saia preta ancora a camisa branca.'],
  ] as const)('%s: the darker piece anchors the lighter one', (language, values, expected) => {
    expect(say(language, vision(language, 'vision.anchor'), values)).toBe(expected);
  });

  it.each([
    ['en', 'black heels', 'The black heels repeat a colour from the outfit, which ties it together.'],
    ['fr', 'escarpins noirs', 'Les escarpins noirs reprennent une couleur de la tenue et l’unifient.'],
    ['es', 'calzado negro', 'El calzado negro repite un color del conjunto y lo une.'],
    ['de', 'Schuhe in Schwarz', 'Die Schuhe in Schwarz greifen eine Farbe des Outfits auf und binden es zusammen.'],
    ['it', 'scarpe nere', 'Le scarpe nere riprendono un colore dell’outfit e lo legano.'],
    ['pt', 'sapatos pretos', 'Os sapatos pretos repetem uma cor do look e unem o conjunto.'],
  ] as const)('%s: the shoes echo the outfit, the verb agrees with them', (language, shoes, expected) => {
    expect(say(language, vision(language, 'vision.shoesEcho'), { shoes })).toBe(expected);
  });

  it.each([
    ['en', 'On the white shirt I measured white (80%) and grey (20%).'],
    ['fr', 'Sur la chemise blanche, j’ai mesuré blanc (80 %) et gris (20 %).'],
    ['es', 'En la camisa blanca he medido blanco (80 %) y gris (20 %).'],
    ['de', 'Bei den Schuhen in Schwarz habe ich Schwarz (80 %) und Grau (20 %) gemessen.'],
    ['it', 'Sulla camicia bianca ho misurato bianco (80%) e grigio (20%).'],
    ['pt', 'Na camisa branca medi branco (80%) e cinza (20%).'],
  ] as const)('%s: a measured piece with its contraction', (language, expected) => {
    const [piece, colours] = ({
      en: ['white shirt', 'white (80%) and grey (20%)'], fr: ['chemise blanche', 'blanc (80 %) et gris (20 %)'], es: ['camisa blanca', 'blanco (80 %) y gris (20 %)'],
      de: ['Schuhe in Schwarz', 'Schwarz (80 %) und Grau (20 %)'], it: ['camicia bianca', 'bianco (80%) e grigio (20%)'], pt: ['camisa branca', 'branco (80%) e cinza (20%)'],
    } as const)[language];
    expect(say(language, vision(language, 'comp.seen'), { piece, colours })).toBe(expected);
  });
});

describe('golden sentences: a garment judged for the occasion', () => {
  it.each([
    ['en', { garment: 'black heels', occasion: 'a date' }, 'The black heels are right for a date.'],
    ['fr', { garment: 'baskets blanches', occasion: 'le travail' }, 'Les baskets blanches sont un bon choix pour le travail.'],
    ['es', { garment: 'zapatos de tacón', occasion: 'una cita' }, 'Los zapatos de tacón son una buena elección para una cita.'],
    ['de', { garment: 'High Heels', occasion: 'ein Date' }, 'Die High Heels sind die richtige Wahl für ein Date.'],
    ['it', { garment: 'scarpe eleganti', occasion: 'il lavoro' }, 'Le scarpe eleganti sono una scelta giusta per il lavoro.'],
    ['pt', { garment: 'saltos altos', occasion: 'o trabalho' }, 'Os saltos altos são uma boa escolha para o trabalho.'],
  ] as const)('%s: plural piece, plural verb', (language, values, expected) => {
    expect(say(language, rating(language, 'fit.good'), values)).toBe(expected);
  });

  it.each([
    ['fr', { garment: 'jupe en jean', occasion: 'une soirée habillée' }, 'La jupe en jean est trop décontractée pour une soirée habillée.'],
    ['es', { garment: 'camiseta', occasion: 'una boda' }, 'La camiseta es demasiado informal para una boda.'],
    ['it', { garment: 'felpa', occasion: 'un matrimonio' }, 'La felpa è troppo casual per un matrimonio.'],
    ['pt', { garment: 'bermudas', occasion: 'um casamento' }, 'As bermudas são casuais demais para um casamento.'],
  ] as const)('%s: the adjective agrees with the piece', (language, values, expected) => {
    expect(say(language, rating(language, 'fit.tooCasual'), values)).toBe(expected);
  });
});

describe('golden sentences: chat typography', () => {
  it('lower case after a colon, names keep their capital', () => {
    expect(lowerAfterColon('For a wedding: Wear the loafers.', 'en')).toBe('For a wedding: wear the loafers.');
    expect(lowerAfterColon('The exception: A light grey suit works.', 'en')).toBe('The exception: a light grey suit works.');
    expect(lowerAfterColon('The exception: If you’ll stand all night, a block heel keeps the polish.', 'en')).toBe('The exception: if you’ll stand all night, a block heel keeps the polish.');
    expect(lowerAfterColon('The exception: In winter, heeled ankle boots work.', 'en')).toBe('The exception: in winter, heeled ankle boots work.');
    expect(lowerAfterColon('The rule: I’d keep it simple. Then: I am sure.', 'en')).toBe('The rule: I’d keep it simple. Then: I am sure.');
    expect(lowerAfterColon('The reference: Audrey Hepburn in black.', 'en')).toBe('The reference: Audrey Hepburn in black.');
    expect(lowerAfterColon('Pour un mariage\u00a0: Portez des mocassins.', 'fr')).toBe('Pour un mariage\u00a0: portez des mocassins.');
    expect(lowerAfterColon('Für eine Hochzeit: Die Loafer sind die beste Wahl.', 'de')).toBe('Für eine Hochzeit: Die Loafer sind die beste Wahl.');
  });

  it('French spacing and Spanish opening marks', () => {
    expect(frenchSpacing('Votre meilleur atout : les mocassins, ici!')).toBe('Votre meilleur atout\u00a0: les mocassins, ici\u202f!');
    expect(frenchSpacing('Et les baskets ? Pas sous mes yeux.')).toBe('Et les baskets\u202f? Pas sous mes yeux.');
    expect(exclaimed('Para una boda: los mocasines son la mejor jugada aquí.', 'es')).toBe('Para una boda: ¡los mocasines son la mejor jugada aquí!');
    expect(exclaimed('Cuando quieras. Enséñame el look.', 'es')).toBe('Cuando quieras. ¡Enséñame el look!');
    expect(exclaimed('The loafers are the strongest move here.', 'en')).toBe('The loafers are the strongest move here!');
  });
});

describe('the piece a rating sentence names, for advice and the combiner', () => {
  it.each([
    ['The black heels are right for a date.', 'Black heels'],
    ['On the black top I measured black (100%). The top is a good match for work.', 'Black top'],
    ['La montre crème est un bon choix pour le travail.', 'Montre crème'],
    ['Pour le travail, une pièce de sport comme le legging marron détonne.', 'Legging marron'],
    ['Sulla camicia bianca ho misurato bianco (80%).', 'Camicia bianca'],
    ['Die High Heels sind die richtige Wahl für ein Date.', 'High Heels'],
    ['Los zapatos de tacón encajan bien con una cita.', 'Zapatos de tacón'],
    ['Na blusinha preta medi preto (100%).', 'Blusinha preta'],
    ['Black top: black (42%), wine (17%).', 'Black top'],
    ['On the lower half of the burgundy dress I measured burgundy (100%).', 'Burgundy dress'],
    ['Unten, beim Kleid in Bordeaux, habe ich Bordeaux (100 %) gemessen.', 'Kleid in Bordeaux'],
    ['Sur le bas de la robe bordeaux, j’ai mesuré bordeaux (100 %).', 'Robe bordeaux'],
    ['バーガンディのワンピースの下半分：バーガンディ（100%）。', 'バーガンディのワンピース'],
    ['الألوان المقيسة في الجزء السفلي من الفستان العنابي: العنابي (100٪).', 'الفستان العنابي'],
  ])('%s → %s', (sentence, piece) => {
    expect(plainPiece(sentence)).toBe(piece);
  });

  // The advice then says the part ('トップスはそのままに'), never "keep the measured colours".
  it.each(['測った色：白（100%）。', '测得的颜色：白色（100%）。', '측정한 색: 흰색(100%).', 'الألوان المقيسة: الأبيض (100٪).'])('%s names no piece', (sentence) => {
    expect(plainPiece(sentence)).toBe('');
  });
});

// A one-piece is named on the top's line; the bottom's line is its lower half, not the same sentence again.
describe('golden sentences: the lower half of a one-piece', () => {
  it.each([
    ['en', 'burgundy dress', 'burgundy (100%)', 'On the lower half of the burgundy dress I measured burgundy (100%).'],
    ['fr', 'robe bordeaux', 'bordeaux (100 %)', 'Sur le bas de la robe bordeaux, j’ai mesuré bordeaux (100 %).'],
    ['es', 'conjunto azul marino', 'azul marino (100 %)', 'En la parte de abajo del conjunto azul marino he medido azul marino (100 %).'],
    ['de', 'Kleid in Bordeaux', 'Bordeaux (100 %)', 'Unten, beim Kleid in Bordeaux, habe ich Bordeaux (100 %) gemessen.'],
    ['it', 'vestito bordeaux', 'bordeaux (100%)', 'Nella parte sotto del vestito bordeaux ho misurato bordeaux (100%).'],
    ['pt', 'vestido bordô', 'bordô (100%)', 'Na parte de baixo do vestido bordô medi bordô (100%).'],
    ['zh', '酒红色连衣裙', '酒红色（100%）', '酒红色连衣裙下半部分：酒红色（100%）。'],
    ['ja', 'バーガンディのワンピース', 'バーガンディ（100%）', 'バーガンディのワンピースの下半分：バーガンディ（100%）。'],
    ['ko', '버건디 원피스', '버건디(100%)', '버건디 원피스 아래쪽: 버건디(100%).'],
    ['ar', 'الفستان العنابي', 'العنابي (100٪)', 'الألوان المقيسة في الجزء السفلي من الفستان العنابي: العنابي (100٪).'],
  ] as const)('%s', (language, piece, colours, expected) => {
    expect(say(language, vision(language, 'comp.seenLower'), { piece, colours })).toBe(expected);
  });
});
