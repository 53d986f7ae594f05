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
    expect(answer.components.top.description).toMatch(/Hemd in Weiß/u);
  });
});
