import type { Language } from '@fitrater/contracts';
import { GARMENTS } from '../lexicon/garments';
import type { GarmentMention } from './types';

/**
 * Sapatilhas are ballet flats in Brazil and trainers in Portugal. The app's Portuguese is Brazil's (its own names say
 * sapatilhas for ballet flats and tênis for trainers), so that is the reading by default; a description that shows it was
 * written in Portugal by its own words (calças de ganga, fato, camisola, desporto, ténis with its acute accent) reads them
 * as Portugal does: "calças de ganga e sapatilhas brancas" is jeans and white trainers.
 */
const PORTUGAL = /\b(?:ganga|fato|fatos|camisola|camisolas|desporto|casaco de malha)\b|ténis/u;
const SAPATILHAS: ReadonlySet<string> = new Set(['sapatilhas', 'sapatilha']);

export function sapatilhasOfPortugal(description: string, mentions: GarmentMention[], patterns: readonly string[], language?: Language): void {
  if (language !== 'pt' || !PORTUGAL.test(description.toLowerCase())) return;
  for (const [i, m] of mentions.entries()) {
    if (m.garment !== 'flats' || !SAPATILHAS.has(patterns[i] ?? '')) continue;
    m.garment = 'sneakers';
    m.formality = GARMENTS.sneakers.formality;
  }
}
