import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { readDescription } from '../../../src/local/signals/text';
import { readGarments } from '../../support/read-garments';
import { WORDS, items, vocabularyProblems, type LanguageWords } from '../../../src/local/lexicon/words';

const stylist = createLocalStylist();
const rate = async (description: string, occasion: Parameters<typeof stylist.rate>[0]['occasion'], language: Parameters<typeof stylist.rate>[0]['language'] = 'en') =>
  stylist.rate({ image: null, description, occasion, customOccasion: null, language });

/** Every word of one language's table. */
const size = (w: LanguageWords): number =>
  [...Object.values(w.garments), ...Object.values(w.colours), w.dressy, w.sporty, w.patterns, w.condition, w.fit, w.negationBefore, w.negationAfter, ...Object.values(w.weather)]
    .reduce((n, list) => n + items(list ?? '').length, 0);

describe('vocabulary tables', () => {
  it('one table per language, each valid (known ids, no empty, padded or repeated items) and of real size', () => {
    expect(vocabularyProblems()).toEqual([]);
    for (const l of LANGUAGES) expect(size(WORDS[l]), l).toBeGreaterThanOrEqual(150);
  });

  it('reports a broken table', () => {
    const broken = { ...WORDS.en, garments: { ...WORDS.en.garments, cape: 'cape' } as LanguageWords['garments'], condition: 'stained| dirty' };
    expect(vocabularyProblems({ xx: broken })).toEqual(expect.arrayContaining([expect.stringMatching(/unknown garment cape/), expect.stringMatching(/condition: empty or padded/)]));
  });

  it('reports a word written twice, once without its accent or hamza (both are read as one)', () => {
    const twice = { ...WORDS.en, condition: 'stained|dirty', weather: { ...WORDS.en.weather, cold: 'frío|frio' }, garments: { ...WORDS.en.garments, dungarees: 'أوفرول|اوفرول' } };
    expect(vocabularyProblems({ xx: twice })).toEqual(expect.arrayContaining([expect.stringMatching(/weather\.cold: "frio" twice/), expect.stringMatching(/garments\.dungarees: "اوفرول" twice/)]));
  });
});

describe('reading descriptions in ten languages', () => {
  const garments = (d: string) => readGarments(d);

  it('keeps the pieces of descriptions written natively in zh, ja, ko and ar', () => {
    expect(garments('白色运动鞋')).toEqual(['sneakers:white']);
    expect(garments('黑色西裤和白衬衫')).toEqual(['trousers:black', 'shirt:white']);
    expect(garments('紺のスーツと白いTシャツ')).toEqual(['suit:navy', 'tshirt:white']);
    expect(garments('검은 슬랙스, 흰 운동화')).toEqual(['trousers:black', 'sneakers:white']);
    expect(garments('بنطال أسود وقميص أبيض')).toEqual(['trousers:black', 'shirt:white']);
  });

  it('knows socks, hosiery, running kit, skate shoes and shoes on their own', () => {
    expect(garments('white sports socks, running tights, a singlet, skate shoes')).toEqual(['sportsSocks:white', 'leggings', 'sportsTop', 'sneakers']);
    expect(garments('black tights and shoes')).toEqual(['hosiery:black', 'shoes']);
  });

  it('drops negated pieces and reads weather, condition, fit and how much jewellery', () => {
    const t = readDescription('navy suit, no tie, without a belt; pouring rain; baggy trousers, scuffed shoes; three necklaces and bracelets')!;
    expect(t.absent).toEqual(['tie', 'belt']);
    expect(t.weather).toEqual(['rain']);
    expect(t.condition).toBe(1);
    expect(t.fitIssues).toBe(1);
    expect(t.jewellery).toBe(4);
    expect(readDescription('スーツ、ネクタイなし')!.absent).toEqual(['tie']);
    expect(readDescription('정장, 넥타이 없이')!.absent).toEqual(['tie']);
    expect(readDescription('Anzug ohne Krawatte, strömender Regen')!).toMatchObject({ absent: ['tie'], weather: ['rain'] });
    expect(readDescription('بدلة بدون ربطة عنق')!.absent).toEqual(['tie']);
  });
});

describe('judging like a stylist', () => {
  it('the right kit for its sport scores as high as a good suit at an interview', async () => {
    const suit = (await rate('charcoal suit, white shirt, tie and polished oxford shoes', 'interview')).overallRating;
    const tennis = (await rate('white polo, white tennis skirt and white tennis shoes', 'tennis')).overallRating;
    const running = (await rate('running singlet, split shorts and running shoes', 'running')).overallRating;
    expect(tennis).toBeGreaterThanOrEqual(suit - 0.3);
    expect(running).toBeGreaterThanOrEqual(suit - 0.3);
  });

  it('condition and fit cost points, with the reason in the feedback', async () => {
    const good = await rate('charcoal suit, white shirt, tie and polished oxford shoes', 'interview');
    const baggy = await rate('baggy suit, wrinkled shirt and scuffed shoes', 'interview');
    const stained = await rate('stained, sagging, dirty t-shirt and jeans', 'casual');
    expect(baggy.overallRating).toBeLessThan(good.overallRating - 2);
    expect(baggy.feedback).toMatch(/Points off for condition/);
    expect(baggy.feedback).toMatch(/Points off for fit/);
    expect(stained.overallRating).toBeLessThan(5);
    const fr = await rate('costume trop large, chemise froissée', 'interview', 'fr');
    expect(fr.feedback).toMatch(/points en moins/i);
  });

  it('white sports socks with dress shoes, weather mismatches and statement overload are marked down', async () => {
    const dark = (await rate('grey suit, dark dress socks and black oxfords', 'work')).overallRating;
    const white = (await rate('grey suit, white sports socks and black oxfords', 'work')).overallRating;
    expect(white).toBeLessThan(dark - 1);
    const rainy = await rate('pouring rain: linen shorts, tank top and sandals', 'casual');
    expect(rainy.overallRating).toBeLessThan((await rate('pouring rain: trench coat, jeans and boots', 'casual')).overallRating);
    expect(rainy.feedback).toMatch(/weather/);
    const loud = await rate('leopard coat, neon pink sequin skirt, red patent boots and three statement necklaces', 'work');
    expect(loud.feedback).toMatch(/statement pieces/);
  });

  it('a missing piece never raises the score', async () => {
    const full = (await rate('navy suit, white shirt and black oxfords', 'work')).overallRating;
    const withoutShoes = (await rate('navy suit, white shirt, no shoes', 'work')).overallRating;
    expect(withoutShoes).toBeLessThanOrEqual(full);
  });
});
