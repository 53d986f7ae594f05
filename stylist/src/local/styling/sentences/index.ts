import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/styling-sentences';
import { de } from '../../languages/de/styling-sentences';
import { en } from '../../languages/en/styling-sentences';
import { es } from '../../languages/es/styling-sentences';
import { fr } from '../../languages/fr/styling-sentences';
import { it } from '../../languages/it/styling-sentences';
import { ja } from '../../languages/ja/styling-sentences';
import { ko } from '../../languages/ko/styling-sentences';
import { pt } from '../../languages/pt/styling-sentences';
import type { StylingSentences } from './types';
import { zh } from '../../languages/zh/styling-sentences';

export type { StylingSentences } from './types';

/** One set per language; a language or a sentence missing does not compile. */
export const STYLING_SENTENCES: Record<Language, StylingSentences> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
