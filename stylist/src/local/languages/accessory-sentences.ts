import type { Language } from '@fitrater/contracts';
import { accessorySentences as en } from './en/accessory-sentences';
import { accessorySentences as es } from './es/accessory-sentences';
import { accessorySentences as fr } from './fr/accessory-sentences';
import { accessorySentences as de } from './de/accessory-sentences';
import { accessorySentences as it } from './it/accessory-sentences';
import { accessorySentences as pt } from './pt/accessory-sentences';
import { accessorySentences as zh } from './zh/accessory-sentences';
import { accessorySentences as ja } from './ja/accessory-sentences';
import { accessorySentences as ko } from './ko/accessory-sentences';
import { accessorySentences as ar } from './ar/accessory-sentences';

/** Sentences for accessories vision places by itself (a belt at the waist), per language. */
export const ACCESSORY_SENTENCES: Record<Language, { belt: string }> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
