import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { readDescription } from '../../../src/local/signals/text';

const stylist = createLocalStylist();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  stylist.rate({ image: null, description, occasion, customOccasion: null, language });
const garments = (description: string, language: Language) => readDescription(description, language)!.garments.map((g) => g.garment);

/**
 * Pieces named for what they are for: a windbreaker is a light shell against the wind, not an insulated puffer; trail shoes are
 * running shoes for rough ground, not hiking boots; heeled sandals are evening shoes, not beach sandals; a Breton top
 * (marinière) is a top. Written as natives write them, none of them in the evaluation pairs.
 */
const RUNNING: [Language, string][] = [
  ['en', 'running leggings, sports bra, windbreaker and trail shoes'],
  ['fr', 'legging de course, brassière, veste coupe-vent et chaussures de trail'],
  ['es', 'mallas de running, sujetador deportivo, chaqueta cortavientos y zapatillas de trail'],
  ['it', 'leggings da corsa, reggiseno sportivo, giacca antivento e scarpe da trail'],
  ['pt', 'legging de corrida, top esportivo, jaqueta corta-vento e tênis de trilha'],
  ['ja', 'レギンス、スポーツブラ、ウィンドブレーカー、トレランシューズ'],
  ['ko', '레깅스, 스포츠 브라, 바람막이, 트레일 러닝화'],
];
const PARTY: [Language, string][] = [
  ['en', 'black satin jumpsuit and gold heeled sandals'],
  ['fr', 'combinaison noire en satin et sandales à talons dorées'],
  ['es', 'mono negro de satén y sandalias de tacón doradas'],
  ['it', 'tuta nera di raso e sandali con tacco dorati'],
  ['pt', 'macacão preto de cetim e sandálias de salto douradas'],
  ['ko', '검정 새틴 점프슈트, 금색 힐 샌들'],
];

describe('kit read by what it is for', () => {
  it.each(RUNNING)('%s: a windbreaker and trail shoes are running kit, and a run in them rates well', async (language, description) => {
    const read = garments(description, language);
    expect(read).toContain('windbreaker');
    expect(read).toContain('runningShoes');
    expect(read).not.toContain('puffer');
    expect(read).not.toContain('hikingBoots');
    const answer = await rate(description, 'running', language);
    expect(answer.overallRating).toBeGreaterThanOrEqual(8.5);
    expect(answer.components.top.rating).toBeGreaterThanOrEqual(8.5);
    expect(answer.components.footwear.rating).toBeGreaterThanOrEqual(8.5);
  });

  it.each(PARTY)('%s: heeled sandals are evening shoes, right for a party', async (language, description) => {
    expect(garments(description, language)).toContain('heels');
    expect(garments(description, language)).not.toContain('sandals');
    expect((await rate(description, 'party', language)).components.footwear.rating).toBeGreaterThanOrEqual(8.5);
  });

  it('a Breton top, hoop earrings and the other spelling of a jumpsuit are read, not dropped', () => {
    expect(garments('breton top, jeans and espadrilles', 'en')).toEqual(['top', 'jeans', 'sandals']);
    expect(garments('marinière, jean et espadrilles', 'fr')).toEqual(['top', 'jeans', 'sandals']);
    expect(garments('robe noire et créoles dorées', 'fr')).toContain('jewellery');
    // Korean writes the jumpsuit both ways; 슈트 alone is a suit.
    expect(garments('검정 새틴 점프슈트, 금색 샌들', 'ko')).toEqual(['jumpsuit', 'sandals']);
  });
});
