import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';
import { readGarments } from '../../support/read-garments';

// A piece described in three colours said as one list is one piece of three colours, with its pattern, in every language;
// the feedback names it once, with all three.
const SHIRT: [Language, string, string][] = [
  ['en', 'a red, white and blue striped shirt, navy chinos and white sneakers', 'a red, white and blue striped shirt'],
  ['es', 'camisa de rayas roja, blanca y azul, chinos azul marino y zapatillas blancas', 'una camisa roja, blanca y azul de rayas'],
  ['fr', 'chemise rayée bleu, blanc, rouge, chino marine et baskets blanches', 'une chemise bleu, blanc et rouge à rayures'],
  ['de', 'ein rot, weiß und blau gestreiftes Hemd, dunkelblaue Chinos und weiße Sneaker', 'ein Hemd mit Streifen in Rot, Weiß und Blau'],
  ['it', 'camicia a righe rossa, bianca e blu, chino blu navy e sneakers bianche', 'una camicia rossa, bianca e blu a righe'],
  ['pt', 'camisa listrada vermelha, branca e azul, calça chino azul-marinho e tênis brancos', 'uma camisa listrada vermelha, branca e azul'],
  // Named as the member and Chinese shops write it (the thirteenth prose pass): 红白蓝, not 红色、白色和蓝色.
  ['zh', '红白蓝条纹衬衫，藏青色卡其裤，白色运动鞋', '红白蓝条纹衬衫'],
  ['ja', '赤白青のストライプシャツ、ネイビーのチノパン、白いスニーカー', '赤、白、青のストライプのシャツ'],
  ['ko', '빨강, 흰색, 파랑 스트라이프 셔츠, 네이비 치노 팬츠, 흰 운동화', '빨간색, 흰색과 파란색 스트라이프 셔츠'],
  ['ar', 'قميص مخطط أحمر وأبيض وأزرق وبنطلون تشينو كحلي وحذاء رياضي أبيض', 'قميص مخطط باللون الأحمر والأبيض والأزرق'],
];

describe('a piece in three colours', () => {
  it.each(SHIRT)('%s: read as one shirt of three colours with its pattern', (language, description) => {
    const read = readGarments(description, language);
    expect(read[0]!.split(':')[0]).toBe('shirt');
    expect(read[0]!.split(':')[1]!.split('/').sort()).toEqual(['blue', 'red', 'white']);
    expect(read.slice(1)).toEqual(['chinos:navy', 'sneakers:white']);
    expect(readDescription(description, language)!.patterns).toBe(1);
    expect(readDescription(description, language)!.garments[0]!.striped).toBe(true);
  });

  it.each(SHIRT)('%s: the feedback names it once, with its three colours and its stripes', async (language, description, named) => {
    const r = await createLocalRater().rate({ image: null, description, occasion: 'casual', customOccasion: null, language });
    const listed = r.feedback.split(/[.。]/u)[0]!.replace(/\u00a0/g, ' ');
    expect(listed).toContain(named);
    expect(listed.split(named).length).toBe(2);
  });

  it('two colours of two pieces are not taken for one list', () => {
    expect(readGarments('a top in white and navy trousers', 'en')).toEqual(['top:white', 'trousers:navy']);
    expect(readGarments('黑白格纹半身裙和红色上衣', 'zh')).toEqual(['skirt:black/white', 'top:red']);
  });
});
