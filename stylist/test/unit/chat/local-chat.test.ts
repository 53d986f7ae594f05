import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, LANGUAGES, type ChatPersonality, type Language } from '@fitrater/contracts';
import type { ChatInput, ChatTurn } from '../../../src/chat-types';
import { createLocalChat, writeLocalReply } from '../../../src/local/chat';
import { extractEntities } from '../../../src/local/chat/entities';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, personality: ChatPersonality = 'professional', language: Language = 'en', history: ChatTurn[] = []) =>
  writeLocalReply({ message, image: null, personality, language, history, facts: NO_FACTS });

/** "What shoes go with a navy suit for a wedding?" in the ten languages. */
const WEDDING_SHOES: Record<Language, string> = {
  en: 'What shoes with a navy suit for a wedding?',
  es: '¿Qué zapatos con un traje azul marino para una boda?',
  fr: 'Quelles chaussures avec un costume bleu marine pour un mariage ?',
  de: 'Welche Schuhe zu einem marineblauen Anzug für eine Hochzeit?',
  it: 'Quali scarpe con un abito blu navy per un matrimonio?',
  pt: 'Que sapatos com um terno azul-marinho para um casamento?',
  zh: '参加婚礼穿藏青色西装配什么鞋？',
  ja: '結婚式でネイビーのスーツに合う靴は？',
  ko: '결혼식에 네이비 정장에는 어떤 신발이 어울려요?',
  ar: 'ما الحذاء المناسب مع بدلة كحلية لحفل زفاف؟',
};

describe('the local stylist chat', () => {
  it('reads garments, colours, the occasion and the asked-for kind in all ten languages', () => {
    for (const language of LANGUAGES) {
      const e = extractEntities(WEDDING_SHOES[language]);
      expect(e.occasion, language).toBe('wedding');
      expect(e.garments.map((g) => g.garment), language).toContain('suit');
      expect(e.asksFor, language).toBe('footwear');
    }
    expect(extractEntities('navy suit and brown loafers when it is cold').weather).toBe('cold');
    expect(extractEntities('¿Qué me pongo si llueve? Hay lluvia').weather).toBe('rain');
  });

  it('answers the wedding question with dress shoes, never sneakers as the pick', async () => {
    const reply = await ask(WEDDING_SHOES.en);
    expect(reply).toMatch(/For a wedding, I’d pick brown leather Oxford shoes/);
    expect(reply).toMatch(/navy is the most flexible suit colour/i);
    expect(reply).not.toMatch(/sneakers/);
  });

  // The intents were renamed when the chat got its language-understanding layer (understand/).
  it('recognises what is asked', () => {
    const intent = (m: string, history: ChatTurn[] = []) => understand(m, false, history).intent;
    expect(intent('hello!')).toBe('greeting');
    expect(intent('thanks a lot')).toBe('thanks');
    expect(intent('what is trending this season?')).toBe('trends');
    expect(intent('what was my best rated look?')).toBe('history');
    expect(intent('does a burgundy sweater go with grey trousers?')).toBe('rateIdea');
    expect(intent('does navy go with brown?')).toBe('colour');
    expect(intent('how do I style a leather jacket?')).toBe('style');
    expect(intent('what to wear for a job interview?')).toBe('occasion');
    expect(intent('what to wear when it is cold?')).toBe('occasion');
    expect(intent(WEDDING_SHOES.en)).toBe('pairing');
    expect(intent('and with white sneakers?', [{ role: 'user', text: WEDDING_SHOES.en }])).toBe('rateIdea');
  });

  it('uses the conversation for a follow-up', async () => {
    const history: ChatTurn[] = [{ role: 'user', text: WEDDING_SHOES.en }, { role: 'assistant', text: await ask(WEDDING_SHOES.en) }];
    const reply = await ask('and with white sneakers?', 'professional', 'en', history);
    expect(reply).toMatch(/^No\. The rule: at a wedding/);
    expect(reply).toMatch(/white sneakers make a suit look underdressed/);
    // Without the context the same words are about sneakers alone.
    expect(await ask('and with white sneakers?')).not.toMatch(/suit/);
  });

  it('gives seven clearly different voices in every language', async () => {
    for (const language of LANGUAGES) {
      const replies = await Promise.all(CHAT_PERSONALITIES.map((p) => ask(WEDDING_SHOES[language], p, language)));
      expect(new Set(replies).size, language).toBe(7);
      // Different from the first words on, not just a word changed inside the same answer.
      expect(new Set(replies.map((r) => r.slice(0, 8))).size, language).toBe(7);
    }
  });

  it('writes in the user\'s language', async () => {
    expect(await ask(WEDDING_SHOES.es, 'professional', 'es')).toMatch(/boda/);
    expect(await ask(WEDDING_SHOES.fr, 'professional', 'fr')).toMatch(/mariage/);
    expect(await ask(WEDDING_SHOES.de, 'professional', 'de')).toMatch(/Hochzeit/);
    expect(await ask(WEDDING_SHOES.ja, 'professional', 'ja')).toMatch(/結婚式/);
    expect(await ask(WEDDING_SHOES.ar, 'professional', 'ar')).toMatch(/زفاف/);
  });

  it('quotes the user\'s own history', async () => {
    const facts = { ratedOutfits: 4, averageRating: 7.2, best: { score: 8.6, occasion: 'date' as const, summary: 'A standout look for a date.', createdAt: '2026-11-02T10:00:00.000Z' }, latest: { score: 6.1, occasion: 'work' as const, summary: null, createdAt: '2026-11-20T10:00:00.000Z' } };
    const reply = await writeLocalReply({ message: 'What was my best-rated look?', image: null, personality: 'coach', language: 'en', history: [], facts });
    expect(reply).toMatch(/8\.6\/10, for a date \(November 2, 2026\)/);
    expect(reply).toMatch(/4 outfits, with an average of 7\.2\/10/);
  });

  it('streams the reply word by word, and the pieces make the whole reply', async () => {
    const input: ChatInput = { message: 'What to wear for brunch?', image: null, personality: 'hype', language: 'en', history: [], facts: NO_FACTS };
    const chat = createLocalChat({ paceMs: 1 });
    const pieces: string[] = [];
    for await (const piece of chat(input)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.every((p) => p.trim().split(/\s+/).length === 1)).toBe(true);
    expect(pieces.join('')).toBe(await writeLocalReply(input));
  });
});
