import type { Language } from '@fitrater/contracts';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import type { ChatLines } from './types';
import { zh } from './zh';

/** One set of answer lines per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_LINES: Record<Language, ChatLines> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
