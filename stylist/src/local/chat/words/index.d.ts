import type { Language } from '@fitrater/contracts';
import type { ChatWords } from './types';
/** One word set per language; a language missing here (or a key missing in one) does not compile. */
export declare const CHAT_WORDS: Record<Language, ChatWords>;
