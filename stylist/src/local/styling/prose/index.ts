import type { Language } from '@fitrater/contracts';
import type { StylingProse } from './types';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { StylingProse } from './types';

const PROSE: Record<Exclude<Language, 'en'>, StylingProse> = tablesOf(TRANSLATED, 'stylingProse');

/** The prose pack of a language, or null for English (written by the engine as it stands). */
export function proseFor(language: Language): StylingProse | null {
  return language === 'en' ? null : PROSE[language];
}
