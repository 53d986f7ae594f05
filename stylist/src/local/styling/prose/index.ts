import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/styling-prose';
import { ja } from '../../languages/ja/styling-prose';
import { ko } from '../../languages/ko/styling-prose';
import type { StylingProse } from './types';
import { zh } from '../../languages/zh/styling-prose';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { StylingProse } from './types';

const PROSE: Record<Exclude<Language, 'en'>, StylingProse> = { ...tablesOf(TRANSLATED, 'stylingProse'), zh, ja, ko, ar };

/** The prose pack of a language, or null for English (written by the engine as it stands). */
export function proseFor(language: Language): StylingProse | null {
  return language === 'en' ? null : PROSE[language];
}
