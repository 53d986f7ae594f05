import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { decimal } from '../../../../src/local/grammar/numbers';
import { fr as rating } from '../../../../src/local/languages/fr/rating';
import { fr as prose } from '../../../../src/local/languages/fr/styling-prose';
import { fr as lines } from '../../../../src/local/languages/fr/chat-lines';
import { fr as sentences } from '../../../../src/local/languages/fr/styling-sentences';
import { garmentIn, grammar, withArticle } from '../../../../src/local/languages/fr/grammar';

// Expected sentences written as a French speaker writes them (Grevisse: accord des adjectifs de couleur, articles contractés).
describe('fr: golden sentences', () => {
  it('colours agree with the noun and invariable colours stay as they are', () => {
    expect(garmentIn('jupe', 'noir')).toBe('jupe noire');
    expect(garmentIn('jupe', 'bordeaux')).toBe('jupe bordeaux');
    expect(garmentIn('bottes', 'marron')).toBe('bottes marron');
    expect(garmentIn('bottes', 'blanc')).toBe('bottes blanches');
    expect(garmentIn('mocassins', 'gris')).toBe('mocassins gris');
    expect(garmentIn('chemise', 'bleu marine')).toBe('chemise bleu marine');
    // A piece named by its cloth takes the colour after the cloth, agreeing with the cloth ('en cuir noir', 'en laine blanche').
    expect(garmentIn('pull en cachemire', 'violet')).toBe('pull en cachemire violet');
    expect(garmentIn('chaussures de ville en cuir', 'noir')).toBe('chaussures de ville en cuir noir');
    expect(garmentIn('écharpe en laine', 'blanc')).toBe('écharpe en laine blanche');
    expect(garmentIn('chaussures de ville', 'noir')).toBe('chaussures de ville noires');
    expect(garmentIn('petite robe', 'rose')).toBe('petite robe rose');
  });

  it('articles: le, la, l’, les; un, une, des', () => {
    expect(withArticle('jupe noire', true)).toBe('la jupe noire');
    expect(withArticle('manteau en laine', false)).toBe('un manteau en laine');
    expect(withArticle('écharpe en laine', true)).toBe('l’écharpe en laine');
    expect(withArticle('ballerines', false)).toBe('des ballerines');
    expect(withArticle('collant opaque noir', false)).toBe('un collant opaque noir');
  });

  it('à and de contract with the occasion’s article, que elides', () => {
    expect(realise('une pièce adaptée à {occasion}.', { occasion: 'le quotidien' }, grammar)).toBe('une pièce adaptée au quotidien.');
    expect(realise('une pièce adaptée à {occasion}.', { occasion: 'les vacances' }, grammar)).toBe('une pièce adaptée aux vacances.');
    expect(realise('une pièce adaptée à {occasion}.', { occasion: 'la plage' }, grammar)).toBe('une pièce adaptée à la plage.');
    expect(realise('le niveau de {occasion}', { occasion: 'le travail' }, grammar)).toBe('le niveau du travail');
    expect(realise('ce qu’exige {occasion}', { occasion: 'une soirée habillée' }, grammar)).toBe('ce qu’exige une soirée habillée');
    expect(realise('d’une manière que {occasion} ne valorise pas', { occasion: 'un entretien d’embauche' }, grammar)).toBe('d’une manière qu’un entretien d’embauche ne valorise pas');
  });

  it('rating sentences read naturally for singular and plural pieces', () => {
    expect(rating.garmentIn('baskets', 'blanc')).toBe('baskets blanches');
    expect(realise(rating.phrases['fit.good'][2]!, { garment: 'baskets blanches', occasion: 'le travail' }, grammar)).toBe('les baskets blanches conviennent tout à fait au travail.');
    expect(realise(rating.phrases['harmony.neutral-accent'][1]!, { base: 'gris et bleu marine', accent: 'rouille' }, grammar)).toBe('La base en gris et bleu marine structure la tenue et la touche de rouille lui donne un point focal.');
  });

  it('the generator’s sentences name pieces with their articles, in vous', () => {
    expect(sentences.under('Chemise oxford blanche', 'manteau bleu marine en laine')).toBe('Chemise oxford blanche sous un manteau bleu marine en laine');
    expect(sentences.withTights('Jupe crayon noire', 'collant opaque noir')).toBe('Jupe crayon noire avec un collant opaque noir');
    expect(sentences.rainFeet('bottes de pluie noires', 'trench beige')).toBe('Les bottes de pluie noires gardent vos pieds au sec et le trench beige vous protège de la pluie.');
    expect(sentences.rainFeet('richelieus golf', null)).toBe('Les richelieus golf gardent vos pieds au sec, et le parapluie protège le reste.');
  });

  it('the chat names its pick with an article', () => {
    expect(realise(lines.start, { item: 'mocassins marron en cuir' }, grammar)).toBe('Commencez par des mocassins marron en cuir.');
    expect(realise(lines.doThis, { item: 'costume beige en lin' }, grammar)).toBe('Portez un costume beige en lin. C’est tout.');
  });

  it('advice agrees with the piece it keeps or replaces', () => {
    expect(prose.advice.keep('Baskets kaki', decimal(8.4, 'fr'))).toBe('Les baskets kaki ont obtenu 8,4 : l’un des points forts de la tenue, à garder.');
    expect(prose.advice.keep('Manteau rouge', decimal(8, 'fr'))).toBe('Le manteau rouge a obtenu 8,0 : l’un des points forts de la tenue, à garder.');
    expect(prose.advice.keepRecommendation('chaussures')).toBe('Gardez vos chaussures actuelles.');
    expect(prose.advice.keepRecommendation('haut')).toBe('Gardez votre haut actuel.');
    expect(prose.advice.tryThis('jean slim noir')).toBe('Essayez plutôt un jean slim noir.');
    expect(prose.advice.ifYouAdd('lunettes de soleil écaille', 'accessories')).toBe('Si vous ajoutez un accessoire, des lunettes de soleil écaille conviennent à l’occasion.');
  });
});

describe('fr: chat picks agree with the piece', () => {
  it('the possessive and the article follow the piece; the verb agrees', async () => {
    const { fr: words } = await import('../../../../src/local/languages/fr/chat-words');
    expect(realise(words.phrases['pick.best'][1]!, { base: 'baskets', best: 'chaussures vernies noires', occasion: 'un mariage' }, grammar))
      .toBe('Pour vos baskets, à porter pour un mariage, choisissez des chaussures vernies noires.');
    expect(realise(words.phrases['pick.best'][0]!, { base: 'jupe noire', best: 'escarpins noirs', occasion: 'le travail' }, grammar))
      .toBe('Avec votre jupe noire, le meilleur choix pour le travail : des escarpins noirs.');
    // Two pieces: each keeps its own possessive.
    expect(realise(words.phrases['pick.best'][1]!, { base: 'manteau camel et jean noir', best: 'chemise blanche', occasion: 'un brunch' }, grammar))
      .toBe('Pour votre manteau camel et votre jean noir, à porter pour un brunch, choisissez une chemise blanche.');
    expect(realise(words.phrases['pick.also'][0]!, { alt: 'escarpins noirs' }, grammar)).toBe('des escarpins noirs fonctionnent aussi.');
    expect(realise(words.phrases['pick.also'][0]!, { alt: 'chemise blanche' }, grammar)).toBe('une chemise blanche fonctionne aussi.');
    expect(realise(words.phrases['pick.also'][1]!, { alt: 'mocassins marron' }, grammar)).toBe('Autre bonne option : des mocassins marron.');
  });
});
