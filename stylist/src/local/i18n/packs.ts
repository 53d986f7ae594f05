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
import type { LanguagePack } from './types';
import { zh } from './zh';

/** One pack per language; a language missing here (or a key missing in a pack) does not compile. */
export const PACKS: Record<Language, LanguagePack> = { en, es, fr, de, it, pt, zh, ja, ko, ar };

export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? en;
}
