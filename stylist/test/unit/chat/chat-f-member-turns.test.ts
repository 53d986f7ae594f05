import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { SITUATIONS, type SituationId } from '../../../src/knowledge';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { inMembersForm } from '../../../src/local/grammar/address-form';
import { understand } from '../../../src/local/chat/understand';
import { talk } from '../../support/chat-talk';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ').toLowerCase();

/** A situation's reason as the member's language says it, a stretch of its first clause (the opening letter's case aside). */
function reasonOf(id: SituationId, language: Language): string {
  // Read in the default form of address (an Arabic line carries the three forms).
  const why = inMembersForm(language === 'en' ? SITUATIONS.find((s) => s.id === id)!.why : CHAT_LINES[language].situations[id]!.why, language);
  return plain(why.split(/[:：。]/u)[0]!).slice(1, 18);
}

/** Shoes for a dress in a colour: neutral shoe colours with the reason (nude or tan, gold, black, white by day). */
const DRESS_SHOES: [Language, string][] = [
  ['en', 'What colour shoes with a green dress?'],
  ['es', '¿De qué color los zapatos con un vestido verde?'],
  ['fr', 'Quelle couleur de chaussures avec une robe verte ?'],
  ['de', 'Welche Schuhfarbe passt zu einem grünen Kleid?'],
  ['it', 'Che colore di scarpe con un vestito verde?'],
  ['pt', 'Que cor de sapato usar com vestido verde?'],
  ['zh', '绿色连衣裙配什么颜色的鞋？'],
  ['ja', '緑のワンピースに合う靴の色は？'],
  ['ko', '초록 원피스에는 무슨 색 신발이 어울려요?'],
  ['ar', 'ما لون الحذاء المناسب لفستان أخضر؟'],
];

describe('shoe colours for a dress in a colour', () => {
  it.each(DRESS_SHOES)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply), reply).toContain(reasonOf('shoes-colour-dress', language));
  });
});

describe('the question a member asks, read as asked', () => {
  it('ko: «와이드 청바지에는 어떤 신발이…» asks which shoes, not whether they go', async () => {
    const u = understand('와이드 청바지에는 어떤 신발이 어울려요?', false, [], 'ko');
    expect([u.intent, u.item]).toEqual(['pairing', 'shoes']);
    const [reply = ''] = await talk('ko', '와이드 청바지에는 어떤 신발이 어울려요?');
    expect(reply.startsWith(CHAT_LINES.ko.answers.yes)).toBe(false);
  });

  it('ar: «ماذا آخذ في الحقيبة…» is packing, not a bag asked for', () => {
    const u = understand('ماذا آخذ في الحقيبة لرحلة أسبوع؟', false, [], 'ar');
    expect([u.intent, u.packing, u.item]).toEqual(['capsule', true, null]);
  });

  it.each([
    ['pt', 'Que casaco uso com calça jeans?', /jaqueta/u],
    ['en', 'What coat should I wear with jeans?', /jacket/u],
  ] as const)('%s: a coat asked for gets coats (%s)', async (language, question, jacket) => {
    const [reply = ''] = await talk(language, question);
    const picks = reply.split(/Eu escolheria|I’d pick/u)[1]!.split(/A exceção|The exception/u)[0]!;
    expect(picks).not.toMatch(jacket);
  });
});

/** The man the clothes are for ("my fiancé", "mi novio", "彼氏が") gets a man's look: no dress as the second one. */
const PARTNER: [Language, string][] = [
  ['en', 'My fiancé needs an outfit for a wedding'],
  ['es', '¿Qué debería ponerse mi novio para una boda?'],
  ['de', 'Was soll mein Verlobter zur Hochzeit anziehen?'],
  ['it', 'Cosa deve mettere il mio fidanzato a un matrimonio?'],
  ['ja', '彼氏が結婚式に着ていく服は？'],
  ['ko', '남편이 결혼식에 뭐 입으면 좋을까요?'],
];

describe('a man at a wedding is offered no dress', () => {
  it.each(PARTNER)('%s: %s', async (language, question) => {
    expect(understand(question, false, [], language).wearer).toBe('man');
  });

  it('"with my husband" is not the husband dressing', () => {
    expect(understand('남편이랑 결혼식에 가는데 뭐 입을까요?', false, [], 'ko').wearer).toBeNull();
  });
});

/** "And trousers?" after a look for an occasion asks for trousers there, not whether trousers are allowed. */
const TROUSERS: [Language, string, string][] = [
  ['ja', '結婚式に何を着ればいいですか？', 'パンツは？'],
  ['ko', '결혼식에 뭘 입어야 해요?', '바지는요?'],
  ['es', '¿Qué me pongo para una boda?', '¿y pantalones?'],
  ['en', 'What should I wear to a wedding?', 'what about trousers?'],
];

describe('"and trousers?" after a look', () => {
  it.each(TROUSERS)('%s: %s → %s', async (language, first, followUp) => {
    const u = understand(followUp, false, [{ role: 'user', text: first }, { role: 'assistant', text: '…' }], language);
    expect([u.intent, u.occasion, u.yesNo]).toEqual(['occasion', 'wedding', false]);
    const [, reply = ''] = await talk(language, first, followUp);
    expect(reply.startsWith(CHAT_LINES[language].answers.yes)).toBe(false);
    expect(reply).toMatch(/trousers|パンツ|팬츠|pantalón/u);
  });

  it('a piece in a fabric after a look is still judged there ("what about a linen suit?")', () => {
    const u = understand('what about a linen suit?', false, [{ role: 'user', text: 'What should I wear to a wedding?' }, { role: 'assistant', text: '…' }], 'en');
    expect(u.intent).toBe('rateIdea');
  });
});

/** "I only have brown shoes, is that ok?" after a navy suit: yes, which brown, and only brown shoes offered. */
const ONLY_BROWN: [Language, string, string][] = [
  ['en', 'What should I wear with a navy suit?', 'I only have brown shoes, is that ok?'],
  ['fr', 'Que mettre avec un costume bleu marine ?', 'Je n’ai que des chaussures marron, ça va ?'],
  ['es', '¿Qué zapatos van con un traje azul marino?', 'solo tengo zapatos marrones, ¿está bien?'],
  ['de', 'Welche Schuhe passen zum marineblauen Anzug?', 'Ich habe nur braune Schuhe, geht das?'],
  ['ja', 'ネイビーのスーツに合う靴は？', '茶色の靴しか持っていないけど大丈夫？'],
];

describe('only brown shoes with a navy suit', () => {
  it.each(ONLY_BROWN)('%s: %s → %s', async (language, first, followUp) => {
    const [, reply = ''] = await talk(language, first, followUp);
    expect(plain(reply).startsWith(plain(CHAT_LINES[language].answers.yes)), reply).toBe(true);
    expect(plain(reply)).toContain(reasonOf('shoes-brown-navy-suit', language));
  });

  it('en: no black or burgundy shoe is recommended to a member who has only brown', async () => {
    const [, reply = ''] = await talk('en', 'What should I wear with a navy suit?', 'I only have brown shoes, is that ok?');
    const picks = reply.split('I’d pick')[1]!.split('The exception')[0]!;
    expect(picks).not.toMatch(/black|burgundy/u);
  });
});
