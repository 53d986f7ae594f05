import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { decimal } from '../../../../src/local/grammar/numbers';
import { it as prose } from '../../../../src/local/languages/it/styling-prose';
import { it as sentences } from '../../../../src/local/languages/it/styling-sentences';
import { garmentIn, grammar, withArticle } from '../../../../src/local/languages/it/grammar';

// Expected sentences as an Italian speaker writes them (Serianni: accordo degli aggettivi di colore, preposizioni articolate).
describe('it: golden sentences', () => {
  it('colours agree; invariable colours stay', () => {
    expect(garmentIn('stivali', 'marrone')).toBe('stivali marroni');
    expect(garmentIn('gonna', 'nero')).toBe('gonna nera');
    expect(garmentIn('scarpe', 'bianco')).toBe('scarpe bianche');
    expect(garmentIn('pantaloni', 'grigio')).toBe('pantaloni grigi');
    expect(garmentIn('camicia', 'rosa')).toBe('camicia rosa');
    expect(garmentIn('cappotto di lana', 'blu navy')).toBe('cappotto blu navy di lana');
    expect(garmentIn('borsa da palestra', 'nero')).toBe('borsa da palestra nera');
  });

  it('prepositions contract with the article', () => {
    expect(realise('adatto a {occasion}', { occasion: 'il lavoro' }, grammar)).toBe('adatto al lavoro');
    expect(realise('adatto a {occasion}', { occasion: 'lo sport' }, grammar)).toBe('adatto allo sport');
    expect(realise('il livello di {occasion}', { occasion: 'la spiaggia' }, grammar)).toBe('il livello della spiaggia');
    expect(realise('in {occasion}', { occasion: 'l’allenamento' }, grammar)).toBe('nell’allenamento');
    expect(realise('per {occasion}', { occasion: 'le vacanze' }, grammar)).toBe('per le vacanze');
  });

  it('articles: il, lo, l’, la; i, gli, le; un, uno, una', () => {
    expect(withArticle('zaino', true)).toBe('lo zaino');
    expect(withArticle('stivali marroni', true)).toBe('gli stivali marroni');
    expect(withArticle('impermeabile', false)).toBe('un impermeabile');
    expect(withArticle('sciarpa di lana', false)).toBe('una sciarpa di lana');
    expect(withArticle('collant', false)).toBe('dei collant');
  });

  it('the generator and the advice agree with plural pieces, in tu', () => {
    expect(sentences.rainFeet('stivali di gomma neri', 'trench beige')).toBe('Gli stivali di gomma neri ti tengono i piedi all’asciutto e il trench beige ti ripara dalla pioggia.');
    expect(prose.advice.keep('Ballerine beige', decimal(8.4, 'it'))).toBe('Le ballerine beige hanno preso 8,4, uno dei punti di forza dell’outfit: tienile.');
    expect(prose.advice.keepRecommendation('scarpe')).toBe('Tieni le scarpe che indossi ora.');
    expect(prose.advice.ifYouAdd('occhiali da sole', 'accessories')).toBe('Se aggiungi un accessorio, degli occhiali da sole sono adatti all’occasione.');
  });
});

describe('it: chat picks agree with the piece', () => {
  it('plural alternatives take a plural verb', async () => {
    const { it: words } = await import('../../../../src/local/languages/it/chat-words');
    expect(realise(words.phrases['pick.also'][0]!, { alt: 'stivali marroni' }, grammar)).toBe('Vanno bene anche degli stivali marroni.');
    expect(realise(words.phrases['pick.also'][0]!, { alt: 'gonna nera' }, grammar)).toBe('Va bene anche una gonna nera.');
  });
});
