import type { Language } from '@fitrater/contracts';
import type { Garment } from '../../../knowledge';
import type { GarmentNames } from './types';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { GarmentNames } from './types';

/** The knowledge base's garments in every language but English (English is the name in garment-data.ts). */
export const GARMENT_NAMES: Record<Exclude<Language, 'en'>, GarmentNames> = tablesOf(TRANSLATED, 'garmentNames');

/** A garment's name in `language`. */
export function garmentName(garment: Pick<Garment, 'id' | 'name'>, language: Language): string {
  return language === 'en' ? garment.name : GARMENT_NAMES[language][garment.id];
}
