/**
 * The rating engine's knowledge the chat answers from, imported in one place: the same lexicons,
 * occasion profiles, fit and colour scoring as a rating, so chat never contradicts one.
 */
export { readDescription, saidPlainShoes } from '../signals/text';
export { judge, type Verdict } from '../scoring/verdict';
export { garmentFit, type Fit } from '../scoring/fit';
export { occasionProfile, OCCASION_PROFILES, type OccasionProfile } from '../occasions';
export { GARMENTS, GARMENT_IDS, type GarmentId } from '../lexicon/garments';
export { findWord, normalise } from '../lexicon/normalise';
export { COLOUR_IDS, FASHION_NEUTRALS, LOUD_COLOURS, type ColourId } from '../colour/names';
export { PACKS, packFor } from '../i18n/packs';
export type { LanguagePack } from '../i18n/types';
export type { GarmentMention, TextSignals } from '../signals/types';
export { measure, write, type LocalStylistOptions } from '../engine';
export { fill, pickIndex } from '../writing/variation';
export { StylistRefusedError, type PreparedImage } from '../../stylist';
export { Writer } from '../writing/writer';
export { harmonySentence } from '../writing/compose';
export { VISION_WORDS } from '../i18n/vision';
