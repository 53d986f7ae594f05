import type { Language } from '@fitrater/contracts';
import type { StylingSentences } from './types';
import { CATALOGUES, tablesOf } from '../../languages/registry';

export type { StylingSentences } from './types';

/** One set per language; a language or a sentence missing does not compile. */
export const STYLING_SENTENCES: Record<Language, StylingSentences> = tablesOf(CATALOGUES, 'stylingSentences');
