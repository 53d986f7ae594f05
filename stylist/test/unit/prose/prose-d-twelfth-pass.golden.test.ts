import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { definite } from '../../../src/local/languages/ar/noun-phrase';
import { understand } from '../../../src/local/chat/understand';
import { talk } from '../../support/chat-talk';

/** Sentences a native editor corrected in the twelfth reading (ar sneakers, counted trips, greetings, Spanish cloth, ko/ar/zh names, de/it/pt/ja/en), as the engine now writes them. */
const rate = (language: Language, description: string, occasion: RatingOccasion) =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });
const first = async (language: Language, message: string) => (await talk(language, message))[0]!;

// «الحذاء الرياضي» is any sports shoe: "the sports shoe is not for running" contradicted itself. Fashion sneakers are
// سنيكرز, a plural of things that agrees in the feminine singular, definite with the article on every adjective.
describe('ar: sneakers are سنيكرز, agreeing as a plural of things', () => {
  it('a rating names them so, and reads الحذاء الرياضي as them', async () => {
    const a = await rate('ar', 'بدلة كحلية، قميص أبيض، الحذاء الرياضي الأبيض', 'work');
    const text = [a.feedback, ...Object.values(a.components).map((c) => c.description)].join(' ');
    expect(text).toContain('وسنيكرز بيضاء');
    expect(text).toMatch(/السنيكرز البيضاء (?:أقل|تجعل|غير رسمية)/u);
    expect(text).not.toContain('الحذاء الرياضي');
  });
  it('a care question about الحذاء الرياضي الأبيض is answered with the care line', async () => {
    expect(await first('ar', 'كيف أنظف الحذاء الرياضي الأبيض؟')).toContain('السنيكرز البيضاء من الجلد تُنظَّف بفرشاة ناعمة');
  });
  it.each([
    ['سنيكرز سوداء عالية الرقبة', 'السنيكرز السوداء العالية الرقبة'],
    ['كنزة ميرينو سوداء بياقة عالية', 'كنزة الميرينو السوداء بياقة عالية'],
    ['حذاء ديربي جلد بني', 'حذاء الديربي الجلد البني'],
    ['حذاء جري أسود للمسارات مقاوم للماء', 'حذاء الجري الأسود للمسارات المقاوم للماء'],
    ['فستان محبوك كريمي', 'الفستان المحبوك الكريمي'],
    ['حذاء إسبادريل بيج', 'حذاء الإسبادريل البيج'],
  ])('%s → %s', (phrase, expected) => {
    expect(definite(phrase)).toBe(expected);
  });
  it('عقد لؤلؤ is jewellery, and its colour stays on it', async () => {
    const a = await rate('ar', 'قميص أبيض، بنطلون كحلي، عقد لؤلؤ أبيض، إسبادريل بيج', 'brunch');
    expect(a.feedback).toContain('ومجوهرات بيضاء');
    expect(a.components.footwear.description).toContain('البيج');
  });
});

// A five-day trip was "una settimana", "uma semana", "eine Woche": the length is said back as the member counted it.
describe('a trip counted in days or nights is said as counted', () => {
  it.each<[Language, string, RegExp]>([
    ['it', 'Cosa metto in valigia per cinque giorni?', /^Per cinque giorni, metti in valigia /u],
    ['it', 'Cosa porto per un viaggio di 5 giorni?', /^Per cinque giorni, metti in valigia /u],
    ['it', 'Cosa metto in valigia per 3 notti?', /^Per tre notti, /u],
    ['pt', 'O que levar para uma viagem de 5 dias?', /^Para cinco dias, leve /u],
    ['pt', 'O que levo na mala para duas noites?', /^Para duas noites, leve /u],
    ['de', 'Was packe ich für fünf Tage ein?', /^Für fünf Tage packen Sie /u],
    ['de', 'Was packe ich für 10 Tage ein?', /^Für zehn Tage packen Sie .*Planen Sie zur Halbzeit eine Wäsche ein\./u],
    ['en', 'what to bring for a 5 day trip', /^For five days, pack /u],
    ['ja', '2泊3日の旅行の荷物は？', /^3日間の旅行なら、/u],
    ['ar', 'ماذا آخذ في حقيبة السفر لليلتين؟', /^لرحلة من ليلتين /u],
  ])('%s: %s', async (language, question, start) => {
    const reply = await first(language, question);
    expect(reply, reply).toMatch(start);
  });
});

describe('it, pt and de greet back', () => {
  it.each<[Language, string, RegExp]>([
    ['it', 'ciao', /^Ciao! /u], ['it', 'Buonasera!', /^Ciao! /u],
    ['pt', 'olá', /^Olá! /u], ['pt', 'boa tarde', /^Olá! /u],
    ['de', 'hallo', /^Hallo! /u], ['de', 'Guten Morgen', /^Hallo! /u],
  ])('%s: %s', async (language, message, hello) => {
    expect(await first(language, message)).toMatch(hello);
  });
});

// Spanish names the cloth as part of what the piece is and the colour after it, agreeing with the head noun.
describe('es: the cloth before the colour', () => {
  it.each([
    ['corbata de seda', 'burdeos', 'corbata de seda burdeos'],
    ['bolso tote estructurado de piel', 'negro', 'bolso tote estructurado de piel negro'],
    ['camisa de lino', 'blanco', 'camisa de lino blanca'],
    ['pañuelo de seda al cuello', 'azul marino', 'pañuelo de seda azul marino al cuello'],
    ['reloj clásico con correa de piel', 'negro', 'reloj clásico negro con correa de piel'],
    ['zapatillas de lona', 'blanco', 'zapatillas de lona blancas'],
  ])('%s + %s → %s', (garment, colour, expected) => {
    expect(CATALOGUES.es.rating.garmentIn(garment, colour)).toBe(expected);
  });
});

describe('ko, zh: names as their shops write them', () => {
  it('ko: espadrilles are 에스파드류, and an opening adjective stays before the colour', () => {
    expect(CATALOGUES.ko.garmentNames.espadrilles).toBe('에스파드류');
    expect(CATALOGUES.ko.rating.garmentIn('가느다란 펜던트 목걸이', '골드')).toBe('가느다란 골드 펜던트 목걸이');
    expect(CATALOGUES.ko.rating.garmentIn('챙 넓은 모자', '베이지')).toBe('챙 넓은 베이지 모자');
    expect(CATALOGUES.ko.rating.garmentIn('린넨 셔츠', '흰색')).toBe('흰색 린넨 셔츠');
  });
  it('zh: espadrilles are 渔夫鞋', () => {
    expect(CATALOGUES.zh.garmentNames.espadrilles).toBe('渔夫鞋');
  });
});

describe('the twelfth reading of de, it, pt, ja and en', () => {
  it('en: a leather belt with a suit is not too casual for an interview', async () => {
    const a = await rate('en', 'navy suit, white shirt, brown oxfords, leather belt', 'interview');
    expect(a.summary).not.toMatch(/belt/u);
    expect(a.components.accessories.rating).toBeGreaterThan(8);
  });
  it('en, de: linen on holiday is not overdressed', async () => {
    for (const [language, text] of [['en', 'beige linen trousers, white linen shirt, espadrilles'], ['de', 'beige Leinenhose, weißes Leinenhemd, Espadrilles']] as const) {
      const a = await rate(language, text, 'vacation');
      expect(a.feedback).not.toMatch(/overdressed|formal|förmlicher|schicker/u);
    }
  });
  it('en, de: a creased shirt is the summary’s point, not praised above it', async () => {
    expect((await rate('en', 'wrinkled shirt, chinos, loafers', 'church')).summary).toBe('Wearable, but not yet right for church. Creases on the shirt are the first thing people notice.');
    expect((await rate('de', 'zerknittertes Hemd, Chinos, Loafers', 'church')).summary).toContain('Falten am Hemd fallen als Erstes auf.');
  });
  it('de: Schmuck takes no article; "für den Urlaub förmlicher als nötig"', async () => {
    expect((await rate('de', 'schwarzes Etuikleid, nude Pumps, Perlenohrringe', 'wedding')).feedback).toContain('High Heels in Beige und Schmuck.');
    expect(CATALOGUES.de.rating.phrases['fit.tooFormal']).toContain('{#garment} {ist|sind:garment} für {occasion} förmlicher als nötig.');
  });
  it('ja: washing cashmere is no stain (シミ inside カシミヤ)', async () => {
    expect(understand('カシミヤのセーターの洗い方は？', false, [], 'ja').stain).toBe(false);
    expect(await first('ja', 'カシミヤのセーターの洗い方は？')).toContain('手洗いかウールコース');
    expect(understand('カシミヤのセーターにシミがついた', false, [], 'ja').stain).toBe(true);
  });
  it('it, pt: the rule applied is said without a calque of "that means"', async () => {
    expect(await first('it', 'Che scarpe metto con un abito blu a un matrimonio?')).toContain('In questo caso: le francesine marroni di pelle con il completo blu.');
    expect(await first('pt', 'Que sapato usar com terno azul num casamento?')).toContain('Neste caso: os sapatos oxford marrons de couro com o terno azul.');
  });
});
