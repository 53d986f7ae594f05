import type { Language } from '@fitrater/contracts';
import type { LanguagePack } from './types';
import { CATALOGUES, tablesOf } from '../languages/registry';

/** One pack per language; a language missing here (or a key missing in a pack) does not compile. */
export const PACKS: Record<Language, LanguagePack> = tablesOf(CATALOGUES, 'rating');

export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? PACKS.en;
}
