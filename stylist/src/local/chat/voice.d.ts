import type { ChatPersonality, Language } from '@fitrater/contracts';
import { type LanguagePack } from './rater';
import type { ChatWords } from './words/types';
/**
 * The personality's voice around the content: its own opening and closing lines in the user's
 * language, and a way of speaking (brutal keeps it short, coach numbers the steps, hype shouts,
 * chill stays lower-case where the script has case).
 */
export declare function voiced(personality: ChatPersonality, language: Language, pack: LanguagePack, words: ChatWords, seed: string, content: readonly string[]): string;
/** Word by word (with its trailing space); in Chinese and Japanese, two characters at a time. */
export declare function pieces(text: string, language: Language): string[];
