import type { Language } from '@fitrater/contracts';
import type { StylingProse } from './types';
import { CATALOGUES, tablesOf } from '../../languages/registry';

export type { AdviceOccasion, StylingProse } from './types';

const PROSE: Record<Language, StylingProse> = tablesOf(CATALOGUES, 'stylingProse');

/** The styling prose of a language (languages/<lang>/styling-prose.ts). */
export function proseFor(language: Language): StylingProse {
  return PROSE[language];
}
