import type { ChatPersonality, Language } from '@fitrater/contracts';
import { findWord, packFor } from './rater';
import { INTENT_CUES } from './understand/cues';
import { readText } from './understand/text';
import { words } from './understand/word-lists';
import { chillCase } from './voice';
import { CHAT_WORDS } from './words';

/** The greeting a text opens with, as the cues read it ('hi', 'buenos dias', 'السلام عليكم'), or null. */
export function openingGreeting(text: string): string | null {
  const read = readText(text);
  const heard = words(INTENT_CUES.greeting).filter((w) => findWord(read, w).some((hit) => hit.start === 0));
  return heard.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * A reply to a message that opens with a greeting opens with a hello, as a person answering "Hi! What should I wear to
 * a garden party?" says hello before the advice. A reply that already greets (the greet lines, a voice whose opening is
 * a hello) is not greeted twice; a greeting with a fixed answer of its own gets that answer («وعليكم السلام!»).
 */
export function greetedBack(message: string, reply: string, language: Language, personality: ChatPersonality): string {
  const heard = openingGreeting(message);
  if (!heard) return reply;
  const chat = CHAT_WORDS[language] ?? CHAT_WORDS.en;
  const said = (text: string) => (personality === 'chill' ? chillCase(text, language) : text);
  const own = said(chat.hello);
  if (reply.startsWith(own)) return said(chat.helloTo?.[heard] ?? chat.hello) + reply.slice(own.length);
  if (openingGreeting(reply)) return reply;
  // One exclamation an answer: a voice that already exclaims (hype's "…the strongest move here!") is greeted calmly.
  const hello = said(chat.helloTo?.[heard] ?? chat.hello);
  return `${/[!！]/u.test(reply) ? calm(hello) : hello}${packFor(language).sentenceGap}${reply}`;
}

/** A hello said without its exclamation: 'Hi.', 'Hola.', 'こんにちは。', 'أهلًا وسهلًا.'. */
function calm(hello: string): string {
  return hello.replace(/^¡/u, '').replace(/[\s\u00a0\u202f]*[!！]$/u, (mark) => (mark.endsWith('！') ? '。' : '.'));
}
