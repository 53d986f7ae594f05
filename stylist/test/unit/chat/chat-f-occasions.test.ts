import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { SITUATIONS, type SituationId } from '../../../src/knowledge';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { talk } from '../../support/chat-talk';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ').toLowerCase();

/** A situation's reason as the member's language says it, a stretch of its first clause (the opening letter's case aside). */
function reasonOf(id: SituationId, language: Language): string {
  const why = language === 'en' ? SITUATIONS.find((s) => s.id === id)!.why : CHAT_LINES[language].situations[id]!.why;
  return plain(why.split(/[:：]/u)[0]!).slice(1, 18);
}

/** The languages that read a garden party as a plain party: the garden party's own advice (day, light colours, heels that don't sink). */
const GARDEN: [Language, string][] = [
  ['es', '¿Qué me pongo para una fiesta en un jardín?'],
  ['zh', '周末要去朋友的花园派对，穿什么？'],
  ['ja', 'ガーデンパーティーに招待されました。何を着ればいいですか？'],
  ['ko', '가든파티에 초대받았는데 뭐 입을까요?'],
  ['ar', 'ماذا أرتدي لحفلة في حديقة؟'],
];

describe('a garden party is dressed as one', () => {
  it.each(GARDEN)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply), reply).toContain(reasonOf('code-garden-party', language));
  });
});

/** A dinner with friends, or a dinner out, is smart casual: answered, not asked back, and no date unless one is said. */
const DINNER: [Language, string][] = [
  ['en', 'What should I wear to dinner with friends on Friday?'],
  ['es', '¿Qué me pongo para una cena con amigos?'],
  ['fr', 'Que porter pour un dîner au restaurant ?'],
  ['de', 'Was ziehe ich zum Abendessen mit Freunden an?'],
  ['it', 'Cosa mi metto per una cena con gli amici?'],
  ['pt', 'O que vestir para um jantar com amigos?'],
  ['zh', '周六和朋友吃饭穿什么？'],
  ['ja', '友達と食事に行くとき何を着ればいい？'],
  ['ko', '친구들과 저녁 먹으러 가는데 뭐 입을까요?'],
  ['ar', 'ماذا أرتدي لعشاء مع الأصدقاء؟'],
];

describe('a dinner with friends is smart casual', () => {
  it.each(DINNER)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(reply).not.toBe(CHAT_LINES[language].clarify);
    expect(plain(reply), reply).toContain(reasonOf('code-smart-casual', language));
  });

  it('a date said beside the restaurant is still a date', async () => {
    const [reply = ''] = await talk('fr', 'Un dîner au restaurant pour notre rendez-vous, que porter ?');
    expect(plain(reply)).not.toContain(reasonOf('code-smart-casual', 'fr'));
    expect(reply).toMatch(/rendez-vous/u);
  });
});

/** An interview at a bank, a law firm or a conservative office: black Oxfords and a plain dark tie first. */
const CONSERVATIVE: [Language, string][] = [
  ['en', 'I have a job interview at a bank'],
  ['es', 'Tengo una entrevista en un banco, ¿qué me pongo?'],
  ['fr', 'J’ai un entretien dans un cabinet d’avocats, que porter ?'],
  ['de', 'Ich habe ein Vorstellungsgespräch bei einer Bank. Was soll ich anziehen?'],
  ['it', 'Ho un colloquio in uno studio legale, cosa indosso?'],
  ['pt', 'Tenho uma entrevista num banco, o que vestir?'],
  ['zh', '我要去银行面试，穿什么？'],
  ['ja', '銀行の面接に何を着ていけばいいですか？'],
  ['ko', '은행 면접에 뭐 입고 가야 해요?'],
  ['ar', 'عندي مقابلة عمل في بنك، ماذا أرتدي؟'],
];

describe('a conservative interview', () => {
  it.each(CONSERVATIVE)('%s: %s', async (language, question) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply), reply).toContain(reasonOf('code-interview-conservative', language));
  });

  it('en: the look is black Oxfords with a tie, not brown Derbies', async () => {
    const [reply = ''] = await talk('en', 'I have a job interview at a bank');
    expect(reply).toMatch(/silk tie and black leather Oxford shoes/u);
    expect(reply).not.toMatch(/Derby/u);
  });

  it('an interview at a start-up keeps its own smart-casual look', async () => {
    const [reply = ''] = await talk('en', 'I have an interview at a start-up');
    expect(reply).not.toMatch(/black leather Oxford/u);
  });
});

/** A piece in its colour asked about at a funeral is judged there: a dark coat is right, a red one is not. */
const COAT: [Language, string, 'yes' | 'no'][] = [
  ['pt', 'Posso usar um casaco preto num funeral?', 'yes'],
  ['en', 'Can I wear a black coat to a funeral?', 'yes'],
  ['es', '¿Puedo llevar un abrigo negro a un funeral?', 'yes'],
  ['zh', '葬礼可以穿黑色大衣吗？', 'yes'],
  ['en', 'Can I wear a red coat to a funeral?', 'no'],
];

describe('a coat at a funeral', () => {
  it.each(COAT)('%s: %s → %s', async (language, question, answer) => {
    const [reply = ''] = await talk(language, question);
    expect(plain(reply).startsWith(plain(CHAT_LINES[language].answers[answer]))).toBe(true);
  });

  it.each([
    ['fr', 'Une robe rouge pour des obsèques, c’est possible ?', 'no'],
    ['ja', '葬儀に赤いドレスはダメですか？', 'wrong'],
  ] as const)('%s: %s is a funeral, answered no', async (language, question, how) => {
    const [reply = ''] = await talk(language, question);
    const opening = how === 'wrong' ? CHAT_LINES[language].wrong.yes : CHAT_LINES[language].answers.no;
    expect(plain(reply).startsWith(plain(opening)), reply).toBe(true);
  });
});
