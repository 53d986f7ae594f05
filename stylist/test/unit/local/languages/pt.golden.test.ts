import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { decimal } from '../../../../src/local/grammar/numbers';
import { pt as prose } from '../../../../src/local/languages/pt/styling-prose';
import { pt as sentences } from '../../../../src/local/languages/pt/styling-sentences';
import { garmentIn, grammar, withArticle } from '../../../../src/local/languages/pt/grammar';

// Expected sentences as a Brazilian writes them (Bechara: concordância dos adjetivos de cor, contrações do/na/ao).
describe('pt: golden sentences', () => {
  it('colours agree; compound and noun colours stay', () => {
    expect(garmentIn('botas', 'marrom')).toBe('botas marrons');
    expect(garmentIn('saia', 'preto')).toBe('saia preta');
    expect(garmentIn('sapatos', 'branco')).toBe('sapatos brancos');
    expect(garmentIn('calça', 'azul')).toBe('calça azul');
    expect(garmentIn('meias', 'azul')).toBe('meias azuis');
    expect(garmentIn('camisa', 'azul-marinho')).toBe('camisa azul-marinho');
    expect(garmentIn('bolsa', 'cinza')).toBe('bolsa cinza');
    expect(garmentIn('lenço de seda no pescoço', 'vinho')).toBe('lenço vinho de seda no pescoço');
  });

  it('de, em and a contract with the article', () => {
    expect(realise('acerta o nível de {occasion}', { occasion: 'o trabalho' }, grammar)).toBe('acerta o nível do trabalho');
    expect(realise('ótimo em {occasion}', { occasion: 'a praia' }, grammar)).toBe('ótimo na praia');
    expect(realise('vá a {occasion}', { occasion: 'o show' }, grammar)).toBe('vá ao show');
    expect(realise('para {occasion}', { occasion: 'as férias' }, grammar)).toBe('para as férias');
  });

  it('the generator and the advice agree with the piece, in você', () => {
    expect(withArticle('botas marrons', true)).toBe('as botas marrons');
    expect(sentences.rainFeet('galochas pretas', 'trench bege')).toBe('As galochas pretas mantêm os pés secos e o trench bege protege da chuva.');
    expect(sentences.under('Camisa branca', 'casaco azul-marinho de lã')).toBe('Camisa branca com um casaco azul-marinho de lã por cima');
    expect(prose.advice.keep('Bermuda marrom', decimal(7.6, 'pt'))).toBe('A bermuda marrom tirou 7,6, uma das partes mais fortes do look: vale manter.');
    expect(prose.advice.keepRecommendation('acessórios')).toBe('Mantenha seus acessórios atuais.');
    expect(prose.advice.keepRecommendation('parte de cima')).toBe('Mantenha sua parte de cima atual.');
  });
});
