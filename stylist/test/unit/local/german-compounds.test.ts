import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../src/local/signals/text';
import { createLocalRater } from '../../../src/local/engine';

const read = (text: string) => readDescription(text, 'de')?.garments.map((g) => [g.garment, g.colours]) ?? [];

/** German names a piece by one compound, its kind last: the reader opens it after the cloth or the cut. */
describe('German garment compounds are read by their last part', () => {
  it.each([
    ['weißes Leinenhemd', [['shirt', ['white']]]],
    ['Midi-Wickelkleid in Bordeaux', [['dress', ['burgundy']]]],
    ['schwarze Lederboots', [['boots', ['black']]]],
    ['Seidenbluse in Creme', [['blouse', ['cream']]]],
    ['Wollmantel in Kamel', [['coat', ['camel']]]],
    ['Leinenhose in Beige', [['trousers', ['beige']]]],
    ['Feinstrick-Rollkragenpullover in Grau', [['turtleneck', ['grey']]]],
    ['Strohhut', [['hat', []]]],
    ['khakifarbene Leinenshorts', [['shorts', ['khaki']]]],
  ] as const)('%s', (text, garments) => {
    expect(read(text)).toEqual(garments);
  });

  it('a compound the lexicon lists keeps its own reading (a Strickjacke is a cardigan, not a jacket)', () => {
    expect(read('Strickjacke in Grau')).toEqual([['cardigan', ['grey']]]);
    expect(read('Seidenrock')).toEqual([['skirt', []]]);
  });

  it('a first part outside the cloths and cuts is not opened: a Handschuh is no shoe', () => {
    expect(read('Handschuhe').map(([g]) => g)).not.toContain('shoes');
  });

  it('a linen shirt on a hot beach day is the beach shirt it is, not an undescribed top', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'Bei Hitze: weißes Leinenhemd, beige Shorts und Sandalen', occasion: 'beach', customOccasion: null, language: 'de' });
    expect(answer.components.top.status).toBe('visible');
    expect(answer.components.top.description).toMatch(/Das Leinenhemd in Weiß/u);
  });
});

const rate = (description: string, occasion: 'wedding' | 'work' = 'wedding') =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language: 'de' });

/** The piece comes back by the compound the member wrote: a Leinenhemd is not "ein Hemd", nor a Wickelkleid "ein Kleid". */
describe('a German compound is given back whole', () => {
  it.each([
    ['weißes Leinenhemd, Chinohose in Beige und Loafer', 'Leinenhemd in Weiß'],
    ['Midi-Wickelkleid in Bordeaux und Lackpumps', 'Midi-Wickelkleid in Bordeaux'],
    ['Feinstrick-Rollkragenpullover in Grau, Bundfaltenhose und Lederboots', 'Feinstrick-Rollkragenpullover in Grau'],
    ['graue Flanellhose, weißes Hemd und Lederboots', 'Flanellhose in Grau'],
    ['Leinenhemden in Weiß und schwarze Jeans', 'Leinenhemd in Weiß'],
    ['schößchentop in Schwarz und Jeans', 'Schößchentop in Schwarz'],
    ['Jeans-Trägerkleid und weiße Sneaker', 'Jeans-Trägerkleid'],
    ['ausgefranste Jeansshorts und Flip-Flops', 'Die Jeansshorts'],
    ['Bomberjacke in Olivgrün, weißes T-Shirt und Jeans', 'Bomberjacke in Oliv'],
  ])('%s → %s', async (description, name) => {
    const answer = await rate(description);
    expect(answer.feedback).toContain(name);
  });

  it('with the article and the case the sentence asks for', async () => {
    const answer = await rate('weißes Leinenhemd, beige Chinohose und braune Lederboots', 'work');
    expect(answer.feedback).toMatch(/(?:ein Leinenhemd in Weiß|Das Leinenhemd in Weiß)/u);
    expect(`${answer.feedback} ${Object.values(answer.components).map((c) => c.description).join(' ')}`).toMatch(/Die Lederboots in Braun (?:sind|passen|liegen|treffen|machen|wirken)/u);
  });

  it('a first part that is a garment word elsewhere names the piece after it, and is no piece of its own', () => {
    expect(read('Bermudashorts in Beige')).toEqual([['shorts', ['beige']]]);
    expect(read('Pulloverkleid in Grau')).toEqual([['dress', ['grey']]]);
    expect(read('Smokinghemd')).toEqual([['shirt', []]]);
    // Jeans as a first part is the piece's cloth: a denim pinafore dress, not a pair of jeans.
    expect(read('Jeans-Trägerkleid')).toEqual([['dress', ['denim']]]);
    expect(read('Polo-Shirt in Weiß').map(([g]) => g)).toContain('polo');
  });
});

