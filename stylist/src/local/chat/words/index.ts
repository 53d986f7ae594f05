import type { Language } from '@fitrater/contracts';
import { en } from './en';
import type { ChatWords } from './types';

/** One word set per language; a language missing here does not compile. */
export const CHAT_WORDS: Record<Language, ChatWords> = { en, es: en, fr: en, de: en, it: en, pt: en, zh: en, ja: en, ko: en, ar: en };
