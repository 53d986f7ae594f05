import type { BodyWord } from './cue-types';

/**
 * A height said as a number ("1,58 m", "158 cm", "5'2\"", "5 ft 2", "1米58", "158センチ", "키 158") says the body better
 * than the words around it: German "ich bin 1,58 m groß" and English "I'm 5'2 tall" use the tall word to state a
 * height, and both speakers are petite. Petite clothing is cut for women under 163 cm (5'4"); from 178 cm (5'10") a
 * frame is tall to a stylist whoever wears it. Between, the number says neither, and the words decide.
 */
const PETITE_BELOW_CM = 163;
const TALL_FROM_CM = 178;

const METRES = /(?<![\d.,])([12])[.,](\d{2})\s*(?:m|mt|metros?|mètres?|metri|meter|米|미터|م)(?![a-z])/iu;
const METRE_CN = /(?<!\d)([12])\s*(?:米|m)\s*(\d{2})(?!\d)/u;
/** Metres without the unit after a word that states a height ("mido 1,55", "je fais 1.60", "tenho 1,70"). */
const STATED_METRES = /(?:mido|mesure|je fais|misuro|meço|meco|tenho|altura|estatura|taille|altezza|größe|grösse|height|身高|身長)\s*(?:de\s*|:\s*)?([12])[.,](\d{2})(?!\d)/iu;
const CENTIMETRES = /(?<!\d)(1[3-9]\d|2[0-2]\d)\s*(?:cm|センチ|㎝|厘米|公分|센티|سم)/iu;
const FEET = /(?<!\d)([4-6])\s*(?:'|’|ft|feet|foot)\s*(\d{1,2})?/iu;
const KOREAN_HEIGHT = /키\s*(?:가|는)?\s*(1[3-9]\d|2[0-2]\d)(?!\d)/u;

/** Centimetres of a height said in the message, or null. */
export function heightCm(message: string): number | null {
  const m = METRES.exec(message) ?? METRE_CN.exec(message) ?? STATED_METRES.exec(message);
  if (m) return Number(m[1]) * 100 + Number(m[2]!.padEnd(2, '0'));
  const cm = CENTIMETRES.exec(message) ?? KOREAN_HEIGHT.exec(message);
  if (cm) return Number(cm[1]);
  const ft = FEET.exec(message);
  if (ft) return Math.round((Number(ft[1]) * 12 + Number(ft[2] ?? 0)) * 2.54);
  return null;
}

/** The body a height says: petite, tall, or null when it says neither (or no height is said). */
export function bodyOfHeight(message: string): BodyWord | null {
  const cm = heightCm(message);
  if (cm === null) return null;
  return cm < PETITE_BELOW_CM ? 'petite' : cm >= TALL_FROM_CM ? 'tall' : null;
}

/** Whether a message states a height as a number (then the words around it only state it). */
export const saysHeight = (message: string): boolean => heightCm(message) !== null;
