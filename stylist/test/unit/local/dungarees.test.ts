import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { GARMENTS } from '../../../src/local/lexicon/garments';
import { readGarments } from '../../support/read-garments';

/** "Denim dungarees with a striped tee and white sneakers", as a member writes it in each language. */
const DUNGAREES_LOOK: Record<Language, string> = {
  en: 'denim dungarees with a striped tee and white sneakers',
  es: 'peto vaquero con camiseta de rayas y zapatillas blancas',
  fr: 'salopette en jean avec un t-shirt rayé et des baskets blanches',
  de: 'Jeans-Latzhose mit gestreiftem T-Shirt und weißen Sneakern',
  it: 'salopette di jeans con maglietta a righe e sneakers bianche',
  pt: 'jardineira jeans com camiseta listrada e tênis brancos',
  zh: '牛仔背带裤配条纹T恤和白色运动鞋',
  ja: 'デニムのサロペットにボーダーTシャツと白いスニーカー',
  ko: '데님 멜빵바지에 스트라이프 티셔츠와 흰 운동화',
  ar: 'سالوبيت جينز مع تيشيرت مخطط وحذاء رياضي أبيض',
};

/** How each language's rating names the piece, in either sentence that says it counts for top and bottom. */
const NAMED: Record<Language, RegExp> = {
  en: /The denim blue dungarees (?:cover top and bottom, so both are judged on them|count for the top and the bottom alike)\./u,
  es: /[Ee]l peto vaquero (?:cubre|cuenta)/u,
  fr: /La salopette bleu jean (?:couvre|compte)/u,
  de: /[Dd]ie Jeans-Latzhose (?:deckt|für)/u,
  it: /[Ll]a salopette blu denim (?:copre|vale)/u,
  pt: /[Aa] jardineira azul jeans (?:cobre|vale)/u,
  zh: /牛仔蓝背带裤(?:同时涵盖|覆盖了)上下身/u,
  ja: /デニムブルーのサロペットは(?:一着で|上下を)/u,
  ko: /데님 블루 멜빵바지는 (?:한 벌로|위아래를)/u,
  ar: /السالوبيت النيلي (?:يغطي|يُحتسب)/u,
};

// Dungarees are trousers with a bib and braces: one piece like a jumpsuit, casual, with their own name in every language.
describe('dungarees', () => {
  it('are a casual one-piece of their own, less dressy than a jumpsuit', () => {
    expect(GARMENTS.dungarees.components).toEqual(['top', 'bottom']);
    expect(GARMENTS.dungarees.formality).toBeLessThan(GARMENTS.jumpsuit.formality);
  });

  it.each(['dungarees', 'overalls', 'bib overalls', 'peto', 'salopette', 'Latzhose', 'jardineira', 'macacão jardineira', '背带裤', 'サロペット', 'オーバーオール',
    '멜빵바지', '오버롤', 'سالوبيت', 'أفرول', 'افرول'])('"%s" reads as dungarees, not a jumpsuit', (word) => {
    expect(readGarments(word)).toEqual(['dungarees']);
  });

  it.each(Object.keys(DUNGAREES_LOOK) as Language[])('%s: denim dungarees, a striped tee and white sneakers are read piece by piece and named in the rating', async (language) => {
    const pieces = readGarments(DUNGAREES_LOOK[language], language);
    expect(pieces[0]).toMatch(/^dungarees(?::denim)?$/u);
    expect(pieces).toContain('sneakers:white');
    expect(pieces.some((p) => p.startsWith('jeans') || p.startsWith('jumpsuit'))).toBe(false);
    const answer = await createLocalRater().rate({ image: null, description: DUNGAREES_LOOK[language], occasion: 'casual', customOccasion: null, language });
    expect(answer.feedback).toMatch(NAMED[language]);
  });

  it('a pinafore dress is still a dress (vestido jardineira)', () => {
    expect(readGarments('vestido jardineira jeans', 'pt')).toEqual(['dress:denim']);
  });
});
