import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../src/local/signals/text';
import { createLocalRater } from '../../../src/local/engine';

const read = (text: string) => readDescription(text, 'it')?.garments.map((g) => g.garment) ?? [];

/** Italian "abito" is a dress unless the outfit around it is a suit's; "completo" and "abito da uomo" are suits. */
describe('Italian abito: a dress, or a suit by what it is worn with', () => {
  it.each([
    ['abito rosso di paillettes e sandali argento col tacco', ['dress', 'heels']],
    ['abito bordeaux con décolleté neri e pochette dorata', ['dress', 'heels', 'clutch']],
    ['abito blu navy sobrio, cardigan e ballerine', ['dress', 'cardigan', 'flats']],
    ['abito viola, tacchi arancioni e pochette arancione', ['dress', 'heels', 'clutch']],
  ])('%s: a dress', (text, garments) => {
    expect(read(text)).toEqual(garments);
  });

  it.each([
    ['abito grigio stropicciato, camicia bianca e scarpe marroni', ['suit', 'shirt', 'oxfords']],
    ['abito di lana, cravatta e scarpe di pelle', ['suit', 'tie', 'oxfords']],
    ['Scarpe marroni con un abito blu navy per un colloquio?', ['oxfords', 'suit']],
    ['completo grigio e mocassini', ['suit', 'loafers']],
    ['abito da uomo blu e sneakers bianche', ['suit', 'sneakers']],
    ['abito due pezzi blu navy', ['suit']],
  ])('%s: a suit', (text, garments) => {
    expect(read(text)).toEqual(garments);
  });

  it('a sequin abito for a party is answered as the dress it is, not "il completo"', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'abito rosso di paillettes e sandali argento col tacco', occasion: 'party', customOccasion: null, language: 'it' });
    const text = `${answer.feedback} ${Object.values(answer.components).map((c) => c.description).join(' ')}`;
    expect(text).not.toMatch(/completo/u);
    expect(text).toMatch(/vestito rosso di paillettes/u);
  });
});
