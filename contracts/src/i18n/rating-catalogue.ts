import type { Language } from '../languages';
import type { RatingCopy } from './types';
import { en } from './en/rating';
import { es } from './es/rating';
import { fr } from './fr/rating';
import { de } from './de/rating';
import { it } from './it/rating';
import { pt } from './pt/rating';
import { zh } from './zh/rating';
import { ja } from './ja/rating';
import { ko } from './ko/rating';
import { ar } from './ar/rating';

/**
 * Every language's rating words. One folder per language (i18n/<lang>/); a language missing here, or a field missing
 * in its file, does not compile.
 */
export const RATING_COPY: Record<Language, RatingCopy> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
