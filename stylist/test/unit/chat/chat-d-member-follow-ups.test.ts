import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { garment } from '../../../src/knowledge';
import { garmentInColour } from '../../../src/local/styling/words';
import { talk } from '../../support/chat-talk';

/** "What should I wear to a wedding?", then who it is for said alone, as members write it. */
const WEARER: [Language, string, string][] = [
  ['en', 'What should I wear to a wedding?', 'I am a man'],
  ['es', '¿Qué me pongo para una boda?', 'soy hombre'],
  ['fr', 'Que porter pour un mariage ?', 'je suis un homme'],
  ['de', 'Was ziehe ich zu einer Hochzeit an?', 'ich bin ein Mann'],
  ['it', 'Cosa mi metto per un matrimonio?', 'sono un uomo'],
  ['pt', 'O que vestir para um casamento?', 'sou homem'],
  ['zh', '参加婚礼穿什么？', '我是男生'],
  ['ja', '結婚式に何を着ればいい？', '私は男性です'],
  ['ko', '결혼식에 뭐 입어요?', '저는 남자예요'],
  ['ar', 'ماذا ألبس لحفل زفاف؟', 'أنا رجل'],
];

describe('who the look is for, said alone after a look, answers the same question for them', () => {
  it.each(WEARER)('%s', async (language, question, wearer) => {
    const [, reply] = await talk(language, question, wearer);
    const dress = garmentInColour({ garment: garment('wrap-dress'), colour: 'burgundy' }, language);
    expect(reply).not.toBe(CHAT_LINES[language].offTopic.professional);
    expect(reply).not.toContain(dress);
    expect(reply).toContain(garmentInColour({ garment: garment('navy-suit'), colour: 'navy' }, language).split(' ').at(language === 'de' ? -1 : 0)!);
  });

  it('the follow-up after it still answers for the wedding', async () => {
    const [, , shoes] = await talk('en', 'What should I wear to a summer wedding?', 'I am a man', 'what about shoes?');
    expect(shoes).toMatch(/for a wedding/);
    expect(shoes).not.toMatch(/weekend|espadrilles/);
  });
});

/** A romantic dinner is a date, in the words each language says it. */
const DINNER: [Language, string][] = [
  ['en', 'What should I wear to a romantic dinner?'],
  ['es', '¿Qué me pongo para una cena romántica?'],
  ['fr', 'Que porter pour un dîner romantique ?'],
  ['de', 'Was ziehe ich zu einem romantischen Abendessen an?'],
  ['it', 'Cosa mi metto per una cena romantica?'],
  ['pt', 'O que vestir para um jantar romântico?'],
  ['zh', '浪漫晚餐穿什么？'],
  ['ja', 'ロマンチックなディナーに何を着ればいい？'],
  ['ko', '로맨틱한 저녁 식사에 뭘 입을까요?'],
  ['ar', 'ماذا ألبس لعشاء رومانسي؟'],
];

describe('a romantic dinner is dressed as a date', () => {
  it.each(DINNER)('%s: %s', async (language, question) => {
    const reply = (await talk(language, question))[0]!;
    expect(reply).not.toBe(CHAT_LINES[language].clarify);
    expect(reply).toContain(garmentInColour({ garment: garment('leather-jacket'), colour: 'black' }, language).split(' ').at(language === 'de' ? -1 : 0)!);
  });
});
