import type { Language } from '@fitrater/contracts';
import type { VisionWords } from './vision-types';
import { CATALOGUES, tablesOf } from '../languages/registry';

export { VISION_KEYS } from './vision-types';
export type { VisionKey, VisionPartWord, VisionWords, VisionZoneWord } from './vision-types';

/** What the photo showed, said in each language; one file per language in languages/<lang>/vision.ts. */
export const VISION_WORDS: Record<Language, VisionWords> = tablesOf(CATALOGUES, 'vision');
