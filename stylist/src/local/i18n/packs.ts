import type { Language } from '@fitrater/contracts';
import { ar } from '../languages/ar/rating';
import { de } from '../languages/de/rating';
import { en } from '../languages/en/rating';
import { es } from '../languages/es/rating';
import { fr } from '../languages/fr/rating';
import { it } from '../languages/it/rating';
import { ja } from '../languages/ja/rating';
import { ko } from '../languages/ko/rating';
import { pt } from '../languages/pt/rating';
import type { LanguagePack } from './types';
import { zh } from '../languages/zh/rating';

/** One pack per language; a language missing here (or a key missing in a pack) does not compile. */
export const PACKS: Record<Language, LanguagePack> = { en, es, fr, de, it, pt, zh, ja, ko, ar };

export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? en;
}
