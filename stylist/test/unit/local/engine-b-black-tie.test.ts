import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';

const rate = async (description: string, language: Language, occasion: RatingOccasion = 'formal', custom: string | null = null) =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: custom, language });

// Black tie asks for a dinner suit with a bow tie, or an evening gown: a business suit with an open collar misses the code.
describe('a lounge suit at black tie', () => {
  it.each([
    ['en', 'A navy lounge suit, white shirt, no tie, brown oxfords', /dinner suit \(tuxedo\) with a bow tie/],
    ['es', 'traje azul marino, camisa blanca, sin corbata, zapatos negros', /esmoquin con pajarita/],
    ['fr', 'costume bleu marine, chemise blanche, sans cravate, chaussures noires', /smoking avec un nœud papillon/],
    ['de', 'dunkelblauer Anzug, weißes Hemd, ohne Krawatte, schwarze Schuhe', /Smoking mit Fliege/],
    ['it', 'completo blu navy, camicia bianca, senza cravatta, scarpe nere', /smoking con il papillon/],
    ['pt', 'terno azul-marinho, camisa branca, sem gravata, sapatos pretos', /smoking com gravata-borboleta/],
    ['zh', '藏青色西装，白衬衫，不打领带，黑色皮鞋', /塔士多）配领结/],
    ['ja', 'ネイビーのスーツ、白シャツ、ネクタイなし、黒の革靴', /タキシードに蝶ネクタイ/],
    ['ko', '네이비 정장, 흰 셔츠, 넥타이 없이, 검정 구두', /나비넥타이를 맨 턱시도/],
    ['ar', 'بدلة كحلي وقميص أبيض بدون ربطة عنق وحذاء أسود', /توكسيدو\) مع ببيون/],
  ] as const)('%s: without a tie it is a clear miss of the code, and the feedback says why', async (language, description, why) => {
    const r = await rate(description, language);
    expect(r.overallRating).toBeGreaterThanOrEqual(5);
    expect(r.overallRating).toBeLessThanOrEqual(6.5);
    expect(r.feedback).toMatch(why);
  });

  it('the suit is named as the piece to change, not called right for the occasion', async () => {
    const r = await rate('A navy lounge suit, white shirt, no tie, brown oxfords', 'en');
    expect(r.summary).toMatch(/navy suit/);
    expect(r.components.top.description).not.toMatch(/hits exactly|is right for|good match/);
    expect(r.components.top.suggestions?.join(' ') ?? '').not.toMatch(/No change/);
  });

  it('a gala or a formal dinner named in a custom occasion carries the same code', async () => {
    expect((await rate('navy suit, white shirt, no tie, black oxfords', 'en', 'custom', 'black-tie gala')).overallRating).toBeLessThanOrEqual(6.5);
    expect((await rate('navy suit, white shirt, no tie, black oxfords', 'en', 'custom', 'formal dinner')).overallRating).toBeLessThanOrEqual(6.5);
    expect((await rate('traje azul marino, camisa blanca, sin corbata', 'es', 'custom', 'cena de gala')).overallRating).toBeLessThanOrEqual(6.5);
  });

  it('a dark suit with a tie is a step below the code; the tuxedo with a bow tie and the gown stay high', async () => {
    const tie = (await rate('navy suit, white shirt, black silk tie, black oxfords', 'en')).overallRating;
    const tux = (await rate('black tuxedo with a black bow tie, white dress shirt, patent shoes', 'en')).overallRating;
    expect(tie).toBeGreaterThan(6.5);
    expect(tux).toBeGreaterThanOrEqual(8.5);
    expect(tux - tie).toBeGreaterThanOrEqual(0.8);
    expect((await rate('黒のタキシード、白のドレスシャツ、蝶ネクタイ、エナメルシューズ', 'ja')).overallRating).toBeGreaterThanOrEqual(8.5);
    expect((await rate('black evening gown, heels and a clutch', 'en')).overallRating).toBeGreaterThanOrEqual(8.5);
  });

  it('the same open-collar suit is right at the office, and a woman’s trouser suit is her own black-tie answer', async () => {
    expect((await rate('A navy suit, white shirt, no tie, brown oxfords', 'en', 'work')).overallRating).toBeGreaterThanOrEqual(8);
    const r = await rate('black trouser suit, silk camisole, heels and a clutch', 'en');
    expect(r.feedback).not.toMatch(/bow tie/);
  });
});
