import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { knowledgeAnswer } from '../../../src/local/chat/knowledge-answer';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { garmentInColour } from '../../../src/local/styling/words';
import { garment } from '../../../src/knowledge';
import type { ColourId } from '../../../src/local/colour/names';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
type Turn = { role: 'user' | 'assistant'; text: string };
const ask = (message: string, language: Language, history: Turn[] = [], personality: ChatPersonality = 'professional') =>
  writeLocalReply({ message, image: null, personality, language, history, facts: NO_FACTS });
/** A piece as the reply names it; German declines the colour before the noun ('einen marineblauen Zweiteiler'), so its noun is read. */
const name = (id: string, colour: ColourId, language: Language) => {
  const named = garmentInColour({ garment: garment(id), colour }, language);
  return language === 'de' && /^\p{Ll}+(?:er|es|e) /u.test(named) ? named.replace(/^\p{Ll}+(?:er|es|e) /u, '') : named;
};
/** The words the second look opens with, before its pieces ('Or, for another look:'). */
const secondLook = (language: Language) => CHAT_LINES[language].picksOr.split('{')[0]!.trim();
const count = (text: string, part: string) => text.split(part).length - 1;

/** "What should I wear to a job interview?", then "and if it rains?", as members write them. */
const INTERVIEW: [Language, string, string][] = [
  ['en', 'What should I wear to a job interview?', 'and if it is raining?'],
  ['es', '¿Qué me pongo para una entrevista de trabajo?', '¿y si llueve?'],
  ['fr', 'Que porter pour un entretien d’embauche ?', 'et s’il pleut ?'],
  ['de', 'Was soll ich zum Vorstellungsgespräch anziehen?', 'und wenn es regnet?'],
  ['it', 'Cosa mi metto per un colloquio di lavoro?', 'e se piove?'],
  ['pt', 'O que vestir para uma entrevista de emprego?', 'e se chover?'],
  ['zh', '面试穿什么？', '如果下雨呢？'],
  ['ja', '面接には何を着ればいい？', '雨なら？'],
  ['ko', '면접에 뭘 입어야 해요?', '비가 오면요?'],
  ['ar', 'ماذا أرتدي لمقابلة عمل؟', 'وإذا أمطرت؟'],
];

const STARTUP: [Language, string][] = [
  ['en', 'What should I wear to a job interview at a tech startup?'],
  ['es', '¿Qué me pongo para una entrevista de trabajo en una startup?'],
  ['fr', 'Que porter pour un entretien dans une start-up ?'],
  ['de', 'Was soll ich zum Vorstellungsgespräch bei einem Startup anziehen?'],
  ['it', 'Cosa mi metto per un colloquio in una startup?'],
  ['pt', 'O que vestir para uma entrevista numa startup?'],
  ['zh', '去创业公司面试穿什么？'],
  ['ja', 'スタートアップの面接には何を着ればいい？'],
  ['ko', '스타트업 면접에 뭘 입어야 해요?'],
  ['ar', 'ماذا أرتدي لمقابلة عمل في شركة ناشئة؟'],
];

/** A wedding question, and who the member is. */
const WEDDING: [Language, string, string, 'man' | 'woman'][] = [
  ['en', 'I have a wedding in October, what should I wear?', 'I am a man', 'man'],
  ['es', 'Tengo una boda en octubre, ¿qué me pongo?', 'Soy mujer', 'woman'],
  ['fr', 'J’ai un mariage en octobre, que porter ?', 'Je suis un homme', 'man'],
  ['de', 'Ich habe im Oktober eine Hochzeit, was soll ich anziehen?', 'Ich bin eine Frau', 'woman'],
  ['it', 'Ho un matrimonio a ottobre, cosa mi metto?', 'Sono un uomo', 'man'],
  ['pt', 'Tenho um casamento em outubro, o que visto?', 'Sou mulher', 'woman'],
  ['zh', '我十月要参加婚礼，穿什么？', '我是男生', 'man'],
  ['ja', '10月に結婚式があります。何を着ればいい？', '男です', 'man'],
  ['ko', '10월에 결혼식이 있어요. 뭘 입어야 해요?', '남자예요', 'man'],
  ['ar', 'عندي حفل زفاف في أكتوبر، ماذا أرتدي؟', 'أنا رجل', 'man'],
];

describe('a dress code is answered in whole looks', () => {
  it.each(INTERVIEW)('%s: the interview looks are a suit with its shirt and shoes, and a trouser suit with its blouse and pumps', async (language, message) => {
    const reply = await ask(message, language);
    expect(count(reply, secondLook(language)), reply).toBe(1);
    const suit = reply.indexOf(name('navy-suit', 'navy', language));
    const or = reply.indexOf(secondLook(language));
    // The shirt and the shoes are said with the suit, before the second look; the pumps with the trouser suit, after it.
    expect(suit, reply).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf(name('dress-shirt', 'white', language)), reply).toBeGreaterThan(suit);
    expect(reply.indexOf(name('dress-shirt', 'white', language)), reply).toBeLessThan(or);
    expect(reply.indexOf(name('derby-shoes', 'brown', language)), reply).toBeLessThan(or);
    expect(reply.indexOf(name('pumps', 'black', language)), reply).toBeGreaterThan(or);
  });

  it.each(STARTUP)('%s: an interview at a start-up is answered smart casual first', async (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.casualWorkplace).toBe(true);
    expect(knowledgeAnswer(u, language, CHAT_LINES[language])?.situation).toBe('code-interview-startup');
    const reply = await ask(message, language);
    expect(reply).toContain(name('navy-blazer', 'navy', language));
    expect(reply).not.toContain(name('navy-suit', 'navy', language));
  });
});

describe('looks respect who the member says they are', () => {
  it.each(WEDDING)('%s: "%s %s" gets only the looks for a %s', async (language, question, who, wearer) => {
    const u = understand(`${question} ${who}`, false, [], language);
    expect(u.wearer).toBe(wearer);
    const reply = await ask(`${question} ${who}`, language);
    const dress = name('wrap-dress', 'burgundy', language);
    const suit = name('navy-suit', 'navy', language);
    expect(reply.includes(dress), reply).toBe(wearer === 'woman');
    expect(reply.includes(suit), reply).toBe(wearer === 'man');
  });

  it.each(WEDDING)('%s: unsaid, both looks are offered', async (language, question) => {
    const reply = await ask(question, language);
    expect(reply).toContain(name('wrap-dress', 'burgundy', language));
    expect(reply).toContain(name('navy-suit', 'navy', language));
  });

  it('said earlier in the conversation, it still holds', () => {
    const history: Turn[] = [{ role: 'user', text: 'I am a woman' }, { role: 'assistant', text: 'Hello!' }];
    expect(understand('What should I wear to a wedding?', false, history, 'en').wearer).toBe('woman');
  });

  it('a word that holds a garment\'s letters is not that garment (أكتوبر holds توب, top)', () => {
    expect(understand('عندي حفل زفاف في أكتوبر، ماذا أرتدي؟', false, [], 'ar').garments).toEqual([]);
  });
});

describe('a weather follow-up keeps the look and adds what the weather asks for', () => {
  it.each(INTERVIEW)('%s: "%s" then "%s"', async (language, first, then) => {
    const before = await ask(first, language);
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: before }];
    const u = understand(then, false, history, language);
    expect(u.addsWeather, then).toBe(true);
    const reply = await ask(then, language, history);
    // The same suit, in shoes that keep dry, with a trench and an umbrella added.
    expect(reply).toContain(name('navy-suit', 'navy', language));
    expect(reply).toContain(name('waterproof-brogues', 'brown', language));
    expect(reply).toContain(name('trench-coat', 'beige', language));
    expect(reply).toContain(name('umbrella', 'black', language));
    expect(reply).not.toContain(name('derby-shoes', 'brown', language));
    expect(count(reply, secondLook(language)), reply).toBe(1);
  });

  it('the weather is said as a reason of its own, not as the rule\'s exception', async () => {
    const first = 'What should I wear to a job interview?';
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: await ask(first, 'en') }];
    const reply = await ask('and if it is raining?', 'en', history);
    expect(reply).not.toMatch(/The exception: rain/);
    expect(reply).toMatch(/If it rains, add a beige trench coat and a compact black umbrella\./);
    expect(reply).not.toMatch(/navy pussy-bow blouse|navy structured leather tote/);
  });

  it.each(['brutal', 'hype', 'coach', 'vintage', 'chill', 'sassy'] as const)('the %s voice says what the rain adds too', async (personality) => {
    const first = 'What should I wear to a job interview?';
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: await ask(first, 'en', [], personality) }];
    expect((await ask('and if it is raining?', 'en', history, personality)).toLowerCase()).toContain('if it rains, add a beige trench coat');
  });

  it('a Japanese condition in たら refers back too: "寒かったら？" after the wedding look adds the overcoat to it', async () => {
    const first = '男です。結婚式に何を着ればいい？';
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: await ask(first, 'ja') }];
    const reply = await ask('寒かったら？', 'ja', history);
    expect(reply).toContain(name('navy-suit', 'navy', 'ja'));
    expect(reply).toContain(name('wool-overcoat', 'camel', 'ja'));
  });
});

describe('a cold follow-up adds the overcoat once, in words that do not repeat the weather reason after it', () => {
  it.each([
    ['en', 'I am a man. What should I wear to a wedding?', 'and if it is cold?'],
    ['de', 'Ich bin ein Mann. Was soll ich zu einer Hochzeit anziehen?', 'und wenn es kalt ist?'],
    ['ko', '남자예요. 결혼식에 뭘 입어야 해요?', '추우면요?'],
    ['zh', '我是男生。婚礼穿什么？', '如果冷呢？'],
  ] as const)('%s: "%s" then "%s"', async (language, first, then) => {
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: await ask(first, language) }];
    const reply = await ask(then, language, history);
    expect(reply).toContain(name('navy-suit', 'navy', language));
    expect(reply).toContain(name('wool-overcoat', 'camel', language));
    const opener = CHAT_LINES[language].weatherAdd.cold.split(/[,，、{]/u)[0]!;
    expect(count(reply, opener), reply).toBe(1);
  });
});

describe('a piece worn with the first in its look is not offered instead of it', () => {
  it.each(['chill', 'coach'] as const)('%s: the blouse goes under the blazer, not in its place', async (personality) => {
    const reply = await ask('Je suis une femme. Que porter pour un entretien dans une start-up ?', 'fr', [], personality);
    expect(reply).toContain(name('oversized-blazer', 'camel', 'fr'));
    expect(reply).not.toMatch(/ou sinon|fonctionne aussi/);
  });
});
