import type { Language } from '@fitrater/contracts';
import { en } from './en';
import type { ChatLines } from './types';

/** One set of answer lines per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_LINES: Record<Language, ChatLines> = { en, es: en, fr: en, de: en, it: en, pt: en, zh: en, ja: en, ko: en, ar: en };
