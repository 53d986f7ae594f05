import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

// A short, tight or low-cut piece as members write it: club wear, which a service, an interview or the office asks covered.
const REVEALING: [Language, RatingOccasion, string][] = [
  ['en', 'church', 'short black bodycon dress, sheer tights and stilettos'],
  ['es', 'church', 'minivestido negro ajustado con escote pronunciado y tacones de aguja'],
  ['fr', 'interview', 'robe moulante très courte dos nu et talons aiguilles'],
  ['de', 'church', 'kurzes enges Minikleid mit tiefem Ausschnitt und High Heels'],
  ['it', 'church', 'abito corto aderente e tacchi a spillo'],
  ['pt', 'interview', 'vestido curto e justo com decote profundo e salto agulha'],
  ['zh', 'interview', '超短紧身连衣裙，细高跟'],
  ['ja', 'church', 'ミニ丈のタイトなワンピースにピンヒール'],
  ['ko', 'work', '짧은 타이트 원피스, 킬힐'],
  ['ar', 'church', 'فستان قصير ضيق بظهر مكشوف وكعب عالٍ'],
];

describe('a piece cut short, tight or low shows more skin than a modest occasion allows', () => {
  it.each(REVEALING)('%s at %s: %s', async (language, occasion, description) => {
    const dress = readDescription(description, language)!.garments.find((g) => g.garment === 'dress');
    expect(dress?.revealing).toBe(true);
    const r = await rate(description, occasion, language);
    // Below a pass, with the dress the piece to change (both halves it covers) and the coverage points stated.
    expect(r.overallRating).toBeLessThan(6);
    expect(r.components.top.rating).toBeLessThanOrEqual(5.1);
    expect(r.components.bottom.rating).toBeLessThanOrEqual(5.1);
    const party = await rate(description, 'party', language);
    expect(party.overallRating).toBeGreaterThanOrEqual(7.5);
  });

  it('the same dress said without the cut is right for church, and a short sleeve is not a short hem', async () => {
    expect((await rate('black dress, sheer tights and low heels', 'church', 'en')).overallRating).toBeGreaterThanOrEqual(8);
    for (const [language, description] of [
      ['en', 'white short-sleeved blouse, navy midi skirt and flats'],
      ['es', 'blusa de manga corta, falda midi y bailarinas'],
      ['it', 'camicia a maniche corte, gonna midi e ballerine'],
      ['de', 'Bluse mit kurzen Ärmeln, Midirock und Ballerinas'],
    ] as [Language, string][]) {
      expect(readDescription(description, language)!.garments.some((g) => g.revealing), description).toBe(false);
      expect((await rate(description, 'church', language)).overallRating, description).toBeGreaterThanOrEqual(8);
    }
  });

  it('a miniskirt at church is named for the skin it shows, not as too casual', async () => {
    const r = await rate('black mini skirt, white blouse and flats', 'church', 'en');
    expect(r.components.bottom.rating).toBeLessThanOrEqual(5.1);
    expect(r.components.bottom.description).not.toMatch(/casual|step below|dresses the look down/u);
    expect(r.overallRating).toBeLessThan(6.5);
  });
});

describe('heels are not all pumps', () => {
  it.each([
    ['fr', 'robe longue bleue, sandales dorées à talons et pochette', 'escarpins', 'sandales à talons'],
    ['es', 'vestido largo azul, sandalias de tacón doradas y cartera de mano', 'zapatos de tacón', 'sandalias de tacón'],
    ['zh', '蓝色长裙，金色高跟凉鞋，手拿包', '金色高跟鞋', '高跟凉鞋'],
    ['ja', '青のロングドレスにゴールドのヒールサンダルとクラッチ', 'ゴールドのハイヒール', 'ヒールサンダル'],
  ] as [Language, string, string, string][])('%s: heeled sandals are named as sandals', async (language, description, pumps, sandals) => {
    const r = await rate(description, 'wedding', language);
    expect(r.feedback).not.toContain(pumps);
    expect(r.feedback).toContain(sandals);
  });

  it('pumps said as pumps keep their name', async () => {
    expect((await rate('escarpins noirs, robe rouge', 'party', 'fr')).feedback).toContain('escarpins noirs');
  });
});
