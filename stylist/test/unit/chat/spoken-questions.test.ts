import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';
import { packFor } from '../../../src/local/i18n/packs';

/** Questions as members type them in spoken Korean, Gulf, Levantine and Egyptian Arabic, and Brazilian Portuguese. */
describe('spoken questions', () => {
  it('ko: a bare "흰색은?" after a pair judges the pair with the partner in white', async () => {
    const [, second] = await talk('ko', '카키 바지에 핑크 셔츠 어울려?', '흰색은?');
    expect(second, second).toMatch(/^네/u);
    expect(second!.slice(0, 40), second).toContain('흰색 셔츠');
  });

  it('ko: a bare "갈색은?" after a colour question asks about that colour', async () => {
    const [, second] = await talk('ko', '네이비랑 검정 같이 입어도 돼?', '갈색은?');
    expect(second!.slice(0, 30), second).toMatch(/네이비와 갈색/u);
  });

  it('ar: "وطيب مع قميص أبيض؟" follows the pair up, as "ومع قميص أبيض؟" does', async () => {
    const [, second] = await talk('ar', 'بنطلون زيتي مع قميص وردي ينفع؟', 'وطيب مع قميص أبيض؟');
    expect(second, second).toMatch(/^نعم/u);
    expect(second, second).toContain('القميص الأبيض');
  });

  it('ar: a question ending on "ينفع؟" is a yes/no question, and "وطيب مع البني؟" follows it up', async () => {
    const [first, second] = await talk('ar', 'الكحلي مع الأسود ينفع؟', 'وطيب مع البني؟');
    expect(first, first).toMatch(/^نعم/u);
    expect(second, second).toMatch(/^نعم/u);
    expect(second, second).toContain('البني');
  });

  it('ar: Egyptian "ألبس ايه لانترفيو" is an interview question', async () => {
    const [reply] = await talk('ar', 'ألبس ايه لانترفيو في بنك؟');
    expect(reply, reply).toContain(packFor('ar').occasions.interview);
  });

  it.each([
    ['fr', 'Quelle est ma tenue la mieux notée ?'],
    ['it', 'Qual è il mio look con il voto più alto?'],
    ['es', '¿Cuál es mi look mejor valorado?'],
    ['pt', 'Qual é o meu look mais bem avaliado?'],
    ['de', 'Welches Outfit wurde am besten bewertet?'],
  ] as const)('%s: "my best-rated look" with nothing rated yet is told so, not given a garment', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toMatch(/aucune tenue|non hai ancora|aún no has|ainda não|noch kein/iu);
  });

  it('ar: "ماذا ألبس للمكتب؟" (to the office, ل + المكتب) is a work question', async () => {
    const [reply] = await talk('ar', 'ماذا ألبس للمكتب؟');
    // Named after لـ, the article's alif falls: للعمل.
    expect(reply, reply).toMatch(/(?:ال|لل)عمل/u);
  });

  it('ar: "ينفع ألبس سنيكرز أبيض في فرح؟" is judged at a wedding: no', async () => {
    const [reply] = await talk('ar', 'ينفع ألبس سنيكرز أبيض في فرح؟');
    expect(reply, reply).toMatch(/^لا/u);
    expect(reply, reply).toContain(packFor('ar').occasions.wedding);
  });

  it('ar: "what do I take in the suitcase (الشنطة)" is packing, not a bag question', async () => {
    const [reply] = await talk('ar', 'ايش آخذ معي في الشنطة لأسبوع في دبي؟');
    expect(reply, reply).toMatch(/^لرحلة تقارب الأسبوع/u);
  });

  it('ko: 아우터 (outerwear) asked for a floral dress is answered with a jacket', async () => {
    const [reply] = await talk('ko', '꽃무늬 원피스에 어울리는 아우터 추천해줘');
    expect(reply, reply).toContain('재킷');
    expect(reply, reply).not.toContain('구두');
  });

  it.each<[Language, string]>([
    ['pt', 'Que sapato usar com vestido vermelho?'],
    ['pt', 'Qual sapato combina com vestido vermelho?'],
    ['es', '¿Qué zapato va con un vestido rojo?'],
  ])('%s: the singular shoe word asks which shoes (%s), it is not a pair to judge', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).not.toMatch(/^(?:Esta é|Sí|Sim)/u);
    expect(reply, reply).toContain(packFor(language).garments.flats.split(' ')[0]!);
  });
});
