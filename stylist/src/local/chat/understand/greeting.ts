import { findWord } from '../rater';
import { INTENT_CUES } from './cues';
import { readText } from './text';
import { words } from './word-lists';

/** Whether a message opens with a hello ("Hi! what should I wear…", "Ciao! Cosa porto…", "你好！面试穿什么？"). */
export const opensWithGreeting = (message: string): boolean => {
  const text = readText(message);
  return words(INTENT_CUES.greeting).some((w) => findWord(text, w).some((hit) => hit.start === 0));
};

/**
 * A question that opens with a hello is greeted back, once in a conversation, before it is answered: a stylist returns
 * the hello and then answers; a greeting alone is answered by the greeting itself, and a hello said again later is not
 * returned a second time.
 */
export const greetsBack = (message: string, earlier: readonly string[]): boolean => opensWithGreeting(message) && !earlier.some(opensWithGreeting);
