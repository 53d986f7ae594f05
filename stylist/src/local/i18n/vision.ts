import type { Language } from '@fitrater/contracts';
import { ar } from '../languages/ar/vision';
import { de } from '../languages/de/vision';
import { en } from '../languages/en/vision';
import { es } from '../languages/es/vision';
import { fr } from '../languages/fr/vision';
import { it } from '../languages/it/vision';
import { ja } from '../languages/ja/vision';
import { ko } from '../languages/ko/vision';
import { pt } from '../languages/pt/vision';
import { zh } from '../languages/zh/vision';
import type { VisionWords } from './vision-types';

export { VISION_KEYS } from './vision-types';
export type { VisionKey, VisionPartWord, VisionWords, VisionZoneWord } from './vision-types';

/** What the photo showed, said in each language; one file per language in languages/<lang>/vision.ts. */
export const VISION_WORDS: Record<Language, VisionWords> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
