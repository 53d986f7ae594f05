import type { Language } from '@fitrater/contracts';
import { ar } from '../languages/ar/rating';
import { ja } from '../languages/ja/rating';
import { ko } from '../languages/ko/rating';
import type { LanguagePack } from './types';
import { zh } from '../languages/zh/rating';
import { CATALOGUES, tablesOf } from '../languages/registry';

/** One pack per language; a language missing here (or a key missing in a pack) does not compile. */
export const PACKS: Record<Language, LanguagePack> = { ...tablesOf(CATALOGUES, 'rating'), zh, ja, ko, ar };

export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? PACKS.en;
}
