import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { decimal } from '../../../../src/local/grammar/numbers';
import { es as rating } from '../../../../src/local/languages/es/rating';
import { es as prose } from '../../../../src/local/languages/es/styling-prose';
import { es as sentences } from '../../../../src/local/languages/es/styling-sentences';
import { garmentIn, grammar, withArticle } from '../../../../src/local/languages/es/grammar';

// Expected sentences as a Spanish speaker writes them (RAE: concordancia de los adjetivos de color, al/del).
describe('es: golden sentences', () => {
  it('lists join with y, which becomes e before an i sound', () => {
    expect(rating.list(['negro', 'blanco', 'rojo'])).toBe('negro, blanco y rojo');
    expect(rating.list(['negro', 'índigo'])).toBe('negro e índigo');
    expect(rating.list(['camisa', 'hilo'])).toBe('camisa e hilo');
    expect(rating.list(['agua', 'hielo'])).toBe('agua y hielo');
    expect(rating.list(['negro'])).toBe('negro');
  });

  it('colours agree in gender and number; colours named after things do not change', () => {
    expect(garmentIn('botas', 'marrón')).toBe('botas marrones');
    expect(garmentIn('falda', 'negro')).toBe('falda negra');
    expect(garmentIn('zapatos', 'gris')).toBe('zapatos grises');
    expect(garmentIn('camisa', 'azul')).toBe('camisa azul');
    expect(garmentIn('vaqueros', 'azul')).toBe('vaqueros azules');
    expect(garmentIn('bailarinas', 'burdeos')).toBe('bailarinas burdeos');
    expect(garmentIn('jersey', 'azul marino')).toBe('jersey azul marino');
    expect(garmentIn('bolso tote estructurado de piel', 'negro')).toBe('bolso tote estructurado de piel negro');
    expect(garmentIn('pantalón de vestir de lana', 'gris')).toBe('pantalón de vestir de lana gris');
  });

  it('a and de contract with el', () => {
    expect(realise('adecuado para ir a {occasion}', { occasion: 'el trabajo' }, grammar)).toBe('adecuado para ir al trabajo');
    expect(realise('el nivel de {occasion}', { occasion: 'el día a día' }, grammar)).toBe('el nivel del día a día');
    expect(realise('el nivel de {occasion}', { occasion: 'la playa' }, grammar)).toBe('el nivel de la playa');
  });

  it('verbs agree with plural pieces', () => {
    expect(withArticle('botas marrones', false)).toBe('unas botas marrones');
    expect(withArticle('falda negra', true)).toBe('la falda negra');
    expect(rating.garmentIn('bailarinas', 'negro')).toBe('bailarinas negras');
    expect(sentences.rainFeet('botas de agua negras', 'gabardina beige')).toBe('Con unas botas de agua negras mantienes los pies secos y la gabardina beige te protege de la lluvia.');
    expect(sentences.withTights('Falda lápiz negra', 'medias opacas negras')).toBe('Falda lápiz negra con unas medias opacas negras');
  });

  it('advice keeps the piece with the right pronoun and number', () => {
    expect(prose.advice.keep('Botas marrones', decimal(8.5, 'es'))).toBe('Las botas marrones obtuvieron 8,5, una de las partes más fuertes del outfit: no las cambies.');
    expect(prose.advice.keep('Americana crema', decimal(7.9, 'es'))).toBe('La americana crema obtuvo 7,9, una de las partes más fuertes del outfit: no la cambies.');
    expect(prose.advice.keepRecommendation('accesorios')).toBe('Mantén tus accesorios actuales.');
    expect(prose.advice.tryThis('bailarinas negras')).toBe('Prueba unas bailarinas negras.');
    expect(prose.advice.ifYouAdd('gafas de sol de carey', 'accessories')).toBe('Si añades un accesorio, unas gafas de sol de carey encajan con la ocasión.');
  });
});

describe('es: chat picks agree with the piece', () => {
  it('singular and plural alternatives', async () => {
    const { es: words } = await import('../../../../src/local/languages/es/chat-words');
    expect(realise(words.phrases['pick.also'][0]!, { alt: 'botas marrones' }, grammar)).toBe('unas botas marrones también funcionan.');
    expect(realise(words.phrases['pick.also'][1]!, { alt: 'falda negra' }, grammar)).toBe('una falda negra es una buena alternativa.');
    expect(realise(words.phrases['pick.best'][0]!, { base: 'chinos azul marino', theBase: 'los chinos azul marino', best: 'bailarinas negras', occasion: 'el trabajo' }, grammar)).toBe('Con los chinos azul marino, lo mejor para el trabajo son las bailarinas negras.');
  });
});
