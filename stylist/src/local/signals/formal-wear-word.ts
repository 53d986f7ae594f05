import type { Language } from '@fitrater/contracts';
import { GARMENTS, type GarmentId } from '../lexicon/garments';
import type { GarmentMention } from './types';

/**
 * Chinese and Japanese 礼服 and Korean 예복 name formal wear for either sex: a woman's 礼服 in Chinese is the evening gown
 * (黑色礼服 at a gala), in Japanese the black formal dress of a ceremony; a man's is the dinner suit or the dark
 * ceremonial suit (예복 is the groom's). Each language's table reads the word as the wearer it is said of most (zh the
 * gown, ja and ko the suit); the rest of the outfit says whose it is: a bow tie makes it the dinner suit, a tie, a dress
 * shirt or lace-ups a man's suit, heels, a clutch or tights a woman's dress.
 */
const FORMAL_WEAR: Partial<Record<Language, { word: string; hers: GarmentId }>> = {
  zh: { word: '礼服', hers: 'gown' },
  ja: { word: '礼服', hers: 'dress' },
  ko: { word: '예복', hers: 'dress' },
};
const HERS: ReadonlySet<GarmentId> = new Set(['heels', 'clutch', 'hosiery', 'handbag']);
const HIS: ReadonlySet<GarmentId> = new Set(['tie', 'shirt', 'oxfords', 'pocketSquare', 'waistcoat']);

export function formalWearOfItsWearer(patterns: readonly string[], mentions: GarmentMention[], language?: Language): void {
  const own = language ? FORMAL_WEAR[language] : undefined;
  if (!own) return;
  const hers = mentions.some((m) => HERS.has(m.garment));
  const bowTie = mentions.some((m) => m.garment === 'bowTie');
  const his = !hers && mentions.some((m) => HIS.has(m.garment));
  mentions.forEach((m, i) => {
    if (patterns[i] !== own.word || m.finish) return;
    const id: GarmentId | null = bowTie ? 'tuxedo' : hers ? own.hers : his ? 'suit' : null;
    if (!id || id === m.garment) return;
    m.garment = id;
    m.components = [...GARMENTS[id].components];
    m.formality = GARMENTS[id].formality;
  });
}
