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
import type { StylingSentences } from './types';
import { zh } from './zh';

export type { StylingSentences } from './types';

/** One set per language; a language or a sentence missing does not compile. */
export const STYLING_SENTENCES: Record<Language, StylingSentences> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
