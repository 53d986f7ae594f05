import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { talk } from '../../support/chat-talk';

/** "Is it wrong to wear black to a wedding?", as members write it: the answer is that it is fine, not "yes". */
const BLACK: [Language, string][] = [
  ['en', 'Is it wrong to wear black to a wedding?'],
  ['es', '¿Está mal llevar negro a una boda?'],
  ['fr', 'Est-ce que c’est mal vu de porter du noir à un mariage ?'],
  ['de', 'Ist es unpassend, Schwarz auf einer Hochzeit zu tragen?'],
  ['it', 'È sbagliato vestirsi di nero a un matrimonio?'],
  ['pt', 'É errado usar preto num casamento?'],
  ['zh', '参加婚礼穿黑色不行吗？'],
  ['ja', '結婚式に黒いドレスはダメですか？'],
  ['ko', '결혼식에 검은 옷 입으면 안 되나요?'],
  ['ar', 'هل من الخطأ لبس الأسود في حفل زفاف؟'],
];

describe('a question whether something is wrong is answered the right way round', () => {
  it.each(BLACK)('%s: %s', async (language, question) => {
    const reply = (await talk(language, question))[0]!;
    // Chinese answers with the content word (可以), right for either framing.
    const fine = language === 'zh' ? CHAT_LINES.zh.answers.yes : CHAT_LINES[language].wrong.no;
    expect(reply.startsWith(fine)).toBe(true);
  });

  it('what is wrong is "yes, best avoided", a condition "no, on three conditions" (as many as follow), and a plain "can I" keeps its yes', async () => {
    expect((await talk('en', 'Is it bad to wear a white dress to a wedding?'))[0]).toMatch(/^Yes, it’s best avoided\./);
    expect((await talk('en', 'Is it bad to wear white sneakers with a suit?'))[0]).toMatch(/^No, on three conditions: only plain white leather sneakers/);
    expect((await talk('en', 'Can I wear black to a wedding?'))[0]).toMatch(/^Yes\./);
  });
});

/** A first day at a law firm is work, in each language's words for it. */
const LAW_FIRM: [Language, string][] = [
  ['en', 'what should I wear to my first day at a law firm?'],
  ['es', '¿qué me pongo para mi primer día en un bufete?'],
  ['fr', 'que porter pour mon premier jour dans un cabinet d’avocats ?'],
  ['de', 'Was ziehe ich am ersten Arbeitstag in einer Kanzlei an?'],
  ['it', 'cosa mi metto per il primo giorno in uno studio legale?'],
  ['pt', 'o que vestir no primeiro dia num escritório de advocacia?'],
  ['zh', '第一天去律所穿什么？'],
  ['ja', '法律事務所の初出勤に何を着ればいい？'],
  ['ko', '로펌 첫 출근에 뭐 입어요?'],
  ['ar', 'ماذا ألبس في أول يوم عمل في مكتب محاماة؟'],
];

describe('a first day at a law firm is dressed for work', () => {
  it.each(LAW_FIRM)('%s: %s', async (language, question) => {
    const reply = (await talk(language, question))[0]!;
    expect(reply).not.toBe(CHAT_LINES[language].clarify);
  });
});

/** White trousers in winter: the season rule for white answers, with the piece named. */
const WHITE_IN_WINTER: [Language, string][] = [
  ['en', 'can I wear white trousers in winter?'],
  ['es', '¿puedo llevar pantalón blanco en invierno?'],
  ['fr', 'puis-je porter un pantalon blanc en hiver ?'],
  ['de', 'Kann ich im Winter eine weiße Hose tragen?'],
  ['it', 'posso mettere i pantaloni bianchi in inverno?'],
  ['pt', 'posso usar calça branca no inverno?'],
  ['zh', '冬天可以穿白裤子吗？'],
  ['ja', '冬に白いパンツを履いてもいいですか？'],
  ['ko', '겨울에 흰 바지 입어도 돼요?'],
  ['ar', 'هل يمكن لبس بنطلون أبيض في الشتاء؟'],
];

describe('a white piece asked about in winter gets the season rule for white', () => {
  it.each(WHITE_IN_WINTER)('%s: %s', async (language, question) => {
    const reply = (await talk(language, question))[0]!;
    const why = (CHAT_LINES[language].situations as Record<string, { why: string }>)['colour-white-winter']?.why ?? 'The no-white-after-Labor-Day rule';
    expect(reply.startsWith(CHAT_LINES[language].answers.yes)).toBe(true);
    expect(reply).toContain(why.slice(1, 8));
  });
});
