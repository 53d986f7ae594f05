import type { Language } from '@fitrater/contracts';
import type { Garment } from '../../../knowledge';
import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import type { GarmentNames } from './types';
import { zh } from './zh';

export type { GarmentNames } from './types';

/** The knowledge base's garments in every language but English (English is the name in garment-data.ts). */
export const GARMENT_NAMES: Record<Exclude<Language, 'en'>, GarmentNames> = { es, fr, de, it, pt, zh, ja, ko, ar };

/** A garment's name in `language`. */
export function garmentName(garment: Pick<Garment, 'id' | 'name'>, language: Language): string {
  return language === 'en' ? garment.name : GARMENT_NAMES[language][garment.id];
}
