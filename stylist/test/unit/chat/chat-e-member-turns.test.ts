import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { openingGreeting } from '../../../src/local/chat/greeted';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { talk } from '../../support/chat-talk';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');
const opening = (template: string) => plain(template).split('{')[0]!;

/** "Sneakers with a suit?" then "and to a wedding?": the same question, asked again at the new occasion. */
const AND_FOR: [Language, string, string][] = [
  ['en', 'Can I wear sneakers with a suit?', 'and to a wedding?'],
  ['es', '¿Puedo llevar zapatillas con traje?', '¿y para una boda?'],
  ['fr', 'Des baskets avec un costume, ça va ?', 'et pour un mariage ?'],
  ['de', 'Passen Sneaker zum Anzug?', 'und zu einer Hochzeit?'],
  ['it', 'Posso mettere le sneakers con il completo?', 'e a un matrimonio?'],
  ['pt', 'Posso usar tênis com terno?', 'e num casamento?'],
  ['zh', '西装可以配运动鞋吗？', '那婚礼呢？'],
  ['ja', 'スーツにスニーカーは合いますか？', '結婚式なら？'],
  ['ko', '정장에 스니커즈 신어도 돼요?', '결혼식이라면요?'],
  ['ar', 'هل يمكن ارتداء السنيكرز مع البدلة؟', 'وفي حفل زفاف؟'],
];

describe('"and for X?" after a yes/no question re-asks it for X', () => {
  it.each(AND_FOR)('%s: %s → %s', async (language, question, followUp) => {
    const [, reply = ''] = await talk(language, question, followUp);
    // At a wedding, sneakers with a suit are a no; before, the follow-up got the wedding look with no answer.
    expect(plain(reply).startsWith(plain(CHAT_LINES[language].answers.no))).toBe(true);
  });
});

/** "Posso ir de chinelo?" after a beach wedding, and open shoes asked with no occasion at all. */
describe('can I wear flip-flops / sandals?', () => {
  it.each([
    ['pt', 'O que vestir para um casamento na praia?', 'posso ir de chinelo?', 'Não.'],
    ['en', 'What should I wear to a beach wedding?', 'can I wear flip-flops?', 'No.'],
    ['es', '¿Qué me pongo para una boda en la playa?', '¿puedo ir en chanclas?', 'No.'],
    ['en', 'What should I wear to a beach wedding?', 'can I wear sandals?', 'Yes.'],
    ['it', 'Cosa metto per un matrimonio?', 'posso mettere i sandali?', 'Sì, a una condizione: '],
  ] as const)('%s: «%s» then «%s» is answered for that occasion', async (language, first, question, answer) => {
    const [, reply = ''] = await talk(language, first, question);
    expect(plain(reply).startsWith(plain(answer))).toBe(true);
  });

  it.each([
    ['en', 'can I wear flip-flops?'], ['es', '¿puedo ir en chanclas?'], ['fr', 'Je peux mettre des tongs ?'], ['de', 'Kann ich Flip-Flops tragen?'],
    ['it', 'Posso mettere le infradito?'], ['pt', 'posso ir de chinelo?'], ['zh', '可以穿人字拖吗？'], ['ja', 'サンダルを履いてもいいですか？'],
    ['ko', '쪼리 신어도 돼요?'], ['ar', 'هل يمكنني ارتداء الشبشب؟'],
  ] as const)('%s: with no occasion said, it depends on where: «%s»', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply).startsWith(plain(CHAT_LINES[language].dependsOnOccasion))).toBe(true);
  });
});

/** A tie at a bank, a law firm or a conservative office is expected: yes, with the reason. */
const CONSERVATIVE_TIE: [Language, string][] = [
  ['en', 'I work at an accounting firm, do I need a tie?'],
  ['es', 'Trabajo en un banco, ¿tengo que llevar corbata?'],
  ['fr', 'Je travaille dans une banque, dois-je porter une cravate ?'],
  ['de', 'Muss ich in einer Kanzlei Krawatte tragen?'],
  ['it', 'Lavoro in banca, devo mettere la cravatta?'],
  ['pt', 'Trabalho num banco, preciso usar gravata?'],
  ['zh', '在银行上班需要系领带吗？'],
  ['ja', '銀行勤務ですが、ネクタイは必要ですか？'],
  ['ko', '은행에 다니는데 넥타이를 꼭 매야 해요?'],
  ['ar', 'هل يجب أن ألبس ربطة عنق في البنك؟'],
];

describe('a tie at a conservative workplace is expected', () => {
  it.each(CONSERVATIVE_TIE)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    const yes = CHAT_LINES[language].answers.needYes ?? CHAT_LINES[language].answers.yes;
    expect(plain(reply).startsWith(plain(yes))).toBe(true);
  });

  it('said in an earlier turn ("I work at a law firm", then "do I need a tie?"), it still counts', async () => {
    const [, reply = ''] = await talk('en', 'I work at a law firm', 'do I need a tie?');
    expect(reply).toMatch(/^Yes\. /u);
    expect(reply).toContain('conservative office');
  });

  it('an office with nothing said of it keeps "not necessarily"', async () => {
    expect((await talk('en', 'do I need a tie at work?'))[0]).toMatch(/^No, not necessarily\./u);
  });
});

/** A hello that opens a question is returned once, then the question is answered. */
const GREETED: [Language, string][] = [
  ['en', 'Hi! what should I wear to a wedding?'],
  ['es', '¡Hola! ¿Qué me pongo para una boda?'],
  ['fr', 'Bonjour ! Que porter pour un mariage ?'],
  ['de', 'Hallo! Was ziehe ich zu einer Hochzeit an?'],
  ['it', 'Ciao! Cosa porto a un matrimonio?'],
  ['pt', 'Oi! O que vestir para um casamento?'],
  ['zh', '你好！参加婚礼穿什么？'],
  ['ja', 'こんにちは！結婚式に何を着ればいい？'],
  ['ko', '안녕하세요! 결혼식에 뭐 입어요?'],
  ['ar', 'مرحبا! ماذا ألبس لحفل زفاف؟'],
];

describe('a greeting before a question', () => {
  it.each(GREETED)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    const [withoutHello = ''] = await talk(language, question.replace(/^[^!！]+[!！]\s*/u, ''));
    expect(openingGreeting(reply)).not.toBeNull();
    // Answered as the question alone is, and greeted once.
    expect(plain(reply)).toContain(plain(withoutHello).slice(0, 20));
    expect(openingGreeting(withoutHello)).toBeNull();
  });

  it('is returned once in a conversation, and a hello alone is answered by the greeting itself', async () => {
    const [, second = ''] = await talk('en', 'Hi! what should I wear to a date?', 'hi, and for a wedding?');
    expect(second.startsWith('Hi!')).toBe(false);
    const [alone = ''] = await talk('en', 'hello');
    expect(alone.split('Hi!').length).toBe(2);
  });
});

/** "Yes, on one condition:" said before three conditions: the count word matches what follows. */
describe('a conditional yes counts its conditions', () => {
  it.each([
    ['en', 'Can I wear sneakers with a suit?'], ['es', '¿Puedo llevar zapatillas con traje?'], ['fr', 'Des baskets avec un costume, ça va ?'],
    ['de', 'Passen Sneaker zum Anzug?'], ['it', 'Posso mettere le sneakers con il completo?'], ['pt', 'Posso usar tênis com terno?'],
    ['zh', '西装可以配运动鞋吗？'], ['ja', 'スーツにスニーカーは合いますか？'], ['ko', '정장에 스니커즈 신어도 돼요?'], ['ar', 'هل يمكن ارتداء السنيكرز مع البدلة؟'],
  ] as const)('%s: sneakers with a suit set three conditions', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    const lines = CHAT_LINES[language];
    expect(plain(reply).startsWith(opening(lines.answers.conditions[3]))).toBe(true);
    expect(plain(reply).startsWith(opening(lines.answers.condition))).toBe(language === 'ja');
  });

  it('one condition keeps "one", two say two', async () => {
    expect((await talk('en', 'Is double denim ok?'))[0]).toMatch(/^Yes, on one condition: /u);
    expect((await talk('en', 'Is it wrong to wear brown with black?'))[0]).toMatch(/^No, on two conditions: /u);
  });
});

/** One piece asked about at a funeral: yes or no first, by the code's own sober rule, then the funeral's look. */
describe('a piece asked about at a dress code opens with its yes or no', () => {
  it.each([
    ['en', 'Hey, is a black dress ok for a funeral?', 'Yes.'],
    ['en', 'is a red dress ok for a funeral?', 'No.'],
    ['es', '¿Puedo llevar un vestido rojo de lentejuelas a un funeral?', 'No.'],
    ['fr', 'Une robe noire, ça va pour un enterrement ?', 'Oui.'],
    ['zh', '参加葬礼可以穿黑色连衣裙吗？', '可以。'],
    ['en', 'can I wear jeans to a funeral?', 'No.'],
  ] as const)('%s: %s', async (language, question, answer) => {
    const [reply = ''] = await talk(language, question);
    // Before: the funeral look with no answer, or "yes, a good choice for church" for a red sequinned dress.
    expect(plain(reply).replace(/^Hi! /u, '').startsWith(answer)).toBe(true);
  });
});
