import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { SITUATIONS } from '../../../src/knowledge/chat-situations';
import type { SituationId } from '../../../src/knowledge/chat-situations';
import { talk } from '../../support/chat-talk';

/** The opening of a situation's reason in a language (the knowledge base's own in English), as the answer says it. */
const reasonOf = (id: SituationId, language: Language): string => {
  const why = language === 'en' ? SITUATIONS.find((s) => s.id === id)!.why : CHAT_LINES[language].situations[id]!.why;
  // Up to its first colon, which the answer may turn into a full stop.
  return why.replace(/\u00a0/gu, ' ').split(/\s?[:：]/u)[0]!.slice(1, 16);
};
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');

/** "What colour shirt goes with a grey suit?": the colours of the shirt, not a verdict on a shirt beside the suit. */
const SHIRT_FOR_SUIT: [Language, string][] = [
  ['en', 'what colour shirt goes with a grey suit?'],
  ['es', '¿De qué color una camisa para un traje azul marino?'],
  ['fr', 'Quelle couleur de chemise avec un costume gris ?'],
  ['de', 'Welche Farbe sollte das Hemd zu einem grauen Anzug haben?'],
  ['it', 'Di che colore la camicia con un abito grigio?'],
  ['pt', 'Que cor de camisa combina com terno cinza?'],
  ['zh', '灰色西装配什么颜色的衬衫？'],
  ['ja', 'グレーのスーツに合うシャツの色は？'],
  ['ko', '회색 정장에는 무슨 색 셔츠가 어울려요?'],
  ['ar', 'ما لون القميص الذي يناسب بدلة رمادية؟'],
];

describe('"what colour X goes with Y" asks the colours of X', () => {
  it.each(SHIRT_FOR_SUIT)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    // Before, the pair was rated: "Yes, the shirt and the grey suit work together for work (8.4/10)."
    expect(reply).not.toMatch(/\/10/u);
    expect(plain(reply)).toContain(reasonOf('colour-shirt-suit', language));
  });

  it('said after the suit ("I have a grey suit", "what colour shirt?"), it is the shirt beside that suit', async () => {
    const [, reply = ''] = await talk('en', 'I have a grey suit', 'what colour shirt?');
    expect(reply).toContain('lighter than the suit');
  });

  it('a piece with no situation of its own gets the rater\'s colours for it, not a verdict on the pair', async () => {
    const [reply = ''] = await talk('en', 'what colour trousers go with a navy blazer?');
    expect(reply).not.toMatch(/^(?:Yes|No)\b/u);
    expect(reply).toMatch(/go for [a-z ]+ trousers/u);
  });
});

/** Shoes asked by someone who says their height: the shoes for that body, not the fit rule's cigarette trousers. */
const PETITE: [Language, string][] = [
  ['en', 'I am short, what shoes should I wear with a midi dress?'],
  ['es', 'Soy bajita, ¿qué zapatos me pongo con un vestido midi?'],
  ['fr', 'je suis petite, quelles chaussures avec une robe midi ?'],
  ['de', 'Ich bin klein, welche Schuhe passen zu einem Midikleid?'],
  ['it', 'Sono bassa, che scarpe metto con i jeans?'],
  ['pt', 'Sou baixinha, que sapatos uso com um vestido midi?'],
  ['zh', '我个子矮，穿什么鞋显高？'],
  ['ja', '背が低いのですが、どんな靴を履けばいいですか？'],
  ['ko', '키가 작은데 어떤 신발을 신어야 해요?'],
  ['ar', 'أنا قصيرة، أي حذاء ألبس؟'],
];

describe('shoes asked with the member\'s height answer for that body', () => {
  it.each(PETITE)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply)).toContain(reasonOf('shoes-petite', language));
  });

  it('tall, heels for a wedding: any heel height, chosen by comfort and the occasion', async () => {
    const [reply = ''] = await talk('en', 'I am quite tall, which heels should I wear to a wedding?');
    expect(reply).toContain('any height of heel');
  });
});

/** Outfits for the five workdays: a small capsule with a look for each day, not "tell me more". */
const WORK_WEEK: [Language, string][] = [
  ['en', 'outfits for the working week'],
  ['es', '¿Qué me pongo de lunes a viernes en la oficina?'],
  ['fr', 'Quelles tenues pour ma semaine de travail ?'],
  ['de', 'Was soll ich die ganze Arbeitswoche anziehen?'],
  ['it', 'Cosa mi metto per la settimana lavorativa?'],
  ['pt', 'O que vestir na semana de trabalho?'],
  ['zh', '帮我搭配一周上班的衣服'],
  ['ja', '平日5日の通勤コーデを教えて'],
  ['ko', '일주일 출근룩 추천해 주세요'],
  ['ar', 'ماذا ألبس في أسبوع العمل؟'],
];

describe('the working week is planned as a small work capsule', () => {
  it.each(WORK_WEEK)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(reply).not.toBe(CHAT_LINES[language].clarify);
    expect(plain(reply)).toContain(reasonOf('capsule-work-week', language));
  });
});
