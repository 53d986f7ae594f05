import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/styling-sentences';
import { ja } from '../../languages/ja/styling-sentences';
import { ko } from '../../languages/ko/styling-sentences';
import type { StylingSentences } from './types';
import { zh } from '../../languages/zh/styling-sentences';
import { CATALOGUES, tablesOf } from '../../languages/registry';

export type { StylingSentences } from './types';

/** One set per language; a language or a sentence missing does not compile. */
export const STYLING_SENTENCES: Record<Language, StylingSentences> = { ...tablesOf(CATALOGUES, 'stylingSentences'), zh, ja, ko, ar };
