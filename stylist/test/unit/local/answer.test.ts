import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LANGUAGES, RATING_COMPONENTS, RATING_OCCASIONS, StylistAnswer, type Language } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { PACKS } from '../../../src/local/i18n/packs';
import { PHRASE_KEYS } from '../../../src/local/i18n/types';
import type { StylistInput } from '../../../src/stylist';
import { drawOutfit } from './draw';

const stylist = createLocalStylist();
const input = (o: Partial<StylistInput>): StylistInput =>
  ({ image: null, description: null, occasion: 'work', customOccasion: null, language: 'en', ...o });

describe('local stylist: answers', () => {
  it('is named local', () => expect(stylist.name).toBe('local'));

  it('same bytes, words, occasion and language give a deep-equal answer', async () => {
    const image = await drawOutfit(['#f4f4f2', '#1c2841', '#111111']);
    const i = input({ image, description: 'white shirt, navy trousers and black loafers', language: 'fr' });
    expect(await stylist.rate(i)).toEqual(await stylist.rate({ ...i, image: { ...image, bytes: Buffer.from(image.bytes) } }));
  });

  it('components the description does not mention are not_assessable with a null rating', async () => {
    const a = await stylist.rate(input({ description: 'a navy blazer and grey trousers' }));
    expect(a.components.top).toMatchObject({ status: 'visible' });
    expect(a.components.bottom).toMatchObject({ status: 'visible' });
    expect(a.components.footwear).toMatchObject({ status: 'not_assessable', rating: null });
    expect(a.components.accessories).toMatchObject({ status: 'not_assessable', rating: null });
    expect(a.components.top.rating).toEqual(expect.any(Number));
  });

  it('a one-piece garment rates top and bottom, and a photo alone rates no component', async () => {
    const dress = await stylist.rate(input({ description: 'black cocktail dress', occasion: 'party' }));
    expect(dress.components.top.status).toBe('visible');
    expect(dress.components.bottom.status).toBe('visible');
    const photo = await stylist.rate(input({ image: await drawOutfit(['#f4f4f2', '#1c2841']) }));
    for (const c of RATING_COMPONENTS) expect(photo.components[c]).toMatchObject({ status: 'not_assessable', rating: null });
    expect(photo.feedback).toMatch(/navy/);
  });

  it('text-only ratings work and say the photo is missing', async () => {
    const a = await stylist.rate(input({ description: 'Camel coat, white shirt and navy trousers with brown leather shoes', occasion: 'interview' }));
    expect(Value.Check(StylistAnswer, a)).toBe(true);
    expect(a.overallRating).toBeGreaterThanOrEqual(7);
    expect(a.feedback).toMatch(/camel coat/);
    expect(a.feedback).toMatch(/navy trousers/);
    expect(a.feedback).toMatch(/photo/);
  });

  it('answers pass the schema in all ten languages, with real translations', async () => {
    const image = await drawOutfit(['#d01c24', '#1f9a3a', '#111111']);
    const english = await stylist.rate(input({ image, description: 'red hoodie, green shorts and flip flops', occasion: 'interview' }));
    for (const language of LANGUAGES) {
      const a = await stylist.rate(input({ image, description: 'red hoodie, green shorts and flip flops', occasion: 'interview', language }));
      expect([...Value.Errors(StylistAnswer, a)], language).toEqual([]);
      expect(a.overallRating, language).toBe(english.overallRating);
      if (language !== 'en') expect(a.feedback, language).not.toBe(english.feedback);
    }
  });

  it('every occasion gives a valid answer', async () => {
    for (const occasion of RATING_OCCASIONS) {
      const a = await stylist.rate(input({ description: 'navy suit and white sneakers', occasion, customOccasion: occasion === 'custom' ? 'gallery opening' : null }));
      expect(Value.Check(StylistAnswer, a), occasion).toBe(true);
    }
  });

  it('every language pack has every phrase key with at least one non-empty variant', () => {
    for (const language of LANGUAGES as readonly Language[]) {
      for (const key of PHRASE_KEYS) {
        expect(PACKS[language].phrases[key].every((v) => v.trim().length > 0), `${language} ${key}`).toBe(true);
      }
    }
  });

  it('feedback varies across different inputs', async () => {
    const descriptions = [
      'navy suit, white shirt and oxfords', 'grey hoodie, joggers and sneakers', 'red dress and gold heels',
      'olive chinos, cream sweater and loafers', 'black leather jacket, white tee and black jeans', 'beige trench coat and brown boots',
    ];
    const answers = await Promise.all(descriptions.map((description) => stylist.rate(input({ description, occasion: 'date' }))));
    expect(new Set(answers.map((a) => a.feedback)).size).toBe(descriptions.length);
    expect(new Set(answers.map((a) => a.summary)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(answers.map((a) => a.overallRating)).size).toBeGreaterThanOrEqual(3);
  });

  it('a description with no garment still answers, with low confidence', async () => {
    const a = await stylist.rate(input({ description: 'my favourite look' }));
    expect(Value.Check(StylistAnswer, a)).toBe(true);
    expect(a.confidence).toBeLessThan(0.3);
    for (const c of RATING_COMPONENTS) expect(a.components[c].rating).toBeNull();
  });
});
