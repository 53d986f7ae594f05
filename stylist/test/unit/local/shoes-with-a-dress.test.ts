import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { packFor } from '../../../src/local/i18n/packs';

const stylist = createLocalStylist();
const footwearAdvice = async (description: string, language: Language) =>
  (await stylist.rate({ image: null, description, occasion: 'party', customOccasion: null, language })).components.footwear.suggestions ?? [];

/** A red dress and white sneakers at a party, and black trousers with the same sneakers, as natives write them. */
const CASES: [Language, dress: string, trousers: string][] = [
  ['en', 'red dress and white sneakers', 'black trousers, white shirt and white sneakers'],
  ['es', 'vestido rojo y zapatillas blancas', 'pantalón negro, camisa blanca y zapatillas blancas'],
  ['fr', 'robe rouge et baskets blanches', 'pantalon noir, chemise blanche et baskets blanches'],
  ['de', 'rotes Kleid und weiße Sneaker', 'schwarze Hose, weißes Hemd und weiße Sneaker'],
  ['it', 'vestito rosso e sneakers bianche', 'pantaloni neri, camicia bianca e sneakers bianche'],
  ['pt', 'vestido vermelho e tênis brancos', 'calça preta, camisa branca e tênis brancos'],
  ['zh', '红色连衣裙和白色运动鞋', '黑色裤子、白衬衫和白色运动鞋'],
  ['ja', '赤いワンピースと白いスニーカー', '黒いパンツ、白いシャツ、白いスニーカー'],
  ['ko', '빨간 원피스와 흰 운동화', '검정 바지, 흰 셔츠, 흰 운동화'],
  ['ar', 'فستان أحمر وحذاء رياضي أبيض', 'بنطلون أسود وقميص أبيض وحذاء رياضي أبيض'],
];

describe('a shoe too casual for the evening is replaced by what suits the rest of the look', () => {
  it.each(CASES)('%s: with a dress, heels or ankle boots; with trousers, polished shoes', async (language, dress, trousers) => {
    const phrases = packFor(language).phrases;
    const withDress: readonly string[] = phrases['sugg.up.footwearWithDress'];
    const plain: readonly string[] = phrases['sugg.up.footwear'];
    const a = await footwearAdvice(dress, language);
    expect(a.some((s) => withDress.includes(s)), a.join(' | ')).toBe(true);
    const b = await footwearAdvice(trousers, language);
    expect(b.some((s) => plain.includes(s)), b.join(' | ')).toBe(true);
  });
});
