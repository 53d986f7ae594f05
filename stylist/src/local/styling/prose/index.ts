import type { Language } from '@fitrater/contracts';
import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import type { StylingProse } from './types';
import { zh } from './zh';

export type { StylingProse } from './types';

const PROSE: Record<Exclude<Language, 'en'>, StylingProse> = { es, fr, de, it, pt, zh, ja, ko, ar };

/** The prose pack of a language, or null for English (written by the engine as it stands). */
export function proseFor(language: Language): StylingProse | null {
  return language === 'en' ? null : PROSE[language];
}
