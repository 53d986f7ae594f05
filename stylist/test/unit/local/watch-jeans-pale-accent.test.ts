import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

describe('a watch goes with every level of dress', () => {
  it.each<[Language, string, string]>([
    ['en', 'charcoal suit, light blue shirt, black oxfords', 'charcoal suit, light blue shirt, black oxfords and a leather watch'],
    ['de', 'anthrazitfarbener Anzug, hellblaues Hemd und schwarze Oxfords', 'anthrazitfarbener Anzug, hellblaues Hemd, schwarze Oxfords und eine Armbanduhr'],
    ['fr', 'costume anthracite, chemise bleu ciel et richelieus noirs', 'costume anthracite, chemise bleu ciel, richelieus noirs et une montre'],
  ])('%s: adding a watch to an interview suit never lowers it or calls it casual', async (language, without, withWatch) => {
    const [a, b] = [await rate(without, 'interview', language), await rate(withWatch, 'interview', language)];
    // A well-judged piece may still average a part a shade below a perfect suit, never a step down.
    expect(b.overallRating).toBeGreaterThanOrEqual(a.overallRating - 0.1);
    expect(b.components.accessories.rating).toBeGreaterThanOrEqual(8.5);
    expect(b.feedback).not.toMatch(/casual|below what|lässig|unter dem|décontract|en dessous/i);
  });
});

describe('jeans said without a colour are blue denim beside the colours that were said', () => {
  it.each<[Language, string, string]>([
    ['en', 'cream oversized sweater, straight jeans and white sneakers', 'little contrast'],
    ['it', 'maglione oversize color crema, jeans dritti e sneakers bianche', 'poco contrasto'],
  ])('%s: a pale top and white shoes with jeans are not "one pale block"', async (language, description, flat) => {
    const read = readDescription(description, language)!;
    expect(read.palette.map((c) => c.id)).toContain('denim');
    const r = await rate(description, 'brunch', language);
    expect(r.feedback).not.toContain(flat);
    // The jeans are still named as jeans, not "denim jeans".
    expect(r.feedback).not.toMatch(/denim jeans|jeans (in )?denim/i);
  });

  it('with no colour said at all, there is no palette to read (denim alone is not a tonal outfit)', () => {
    expect(readDescription('jeans, t-shirt and sneakers', 'en')!.palette).toEqual([]);
  });

  it('black jeans stay black', () => {
    expect(readDescription('black jeans, white shirt', 'en')!.garments.find((g) => g.garment === 'jeans')!.colours).toEqual(['black']);
  });
});

describe('a small pale colour is the accent, not one of the neutrals', () => {
  it.each<[Language, string, string, string]>([
    ['en', 'navy suit, white shirt, pink tie and brown brogues', 'neutral palette of navy, white, brown and pink', 'pink'],
    ['de', 'dunkelblauer Anzug, weißes Hemd, rosa Krawatte und braune Budapester', 'Neutraltöne (Marineblau, Weiß, Braun und Rosa)', 'Akzent in Rosa'],
  ])('%s: %s', async (language, description, wrong, accent) => {
    const r = await rate(description, 'wedding', language);
    const text = `${r.summary} ${r.feedback}`;
    expect(text).not.toContain(wrong);
    expect(text).not.toMatch(/(brown|Braun) and (pink|Rosa) form a classic neutral base|(Braun|brown) und Rosa bilden/);
    expect(text).toContain(accent);
  });
});
