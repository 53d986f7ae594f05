/**
 * The rating engine's knowledge the chat answers from, imported in one place: the same lexicons,
 * occasion profiles, fit and colour scoring as a rating, so chat never contradicts one.
 */
export { readDescription } from '../../../../core/src/stylist/local/signals/text';
export { judge, type Verdict } from '../../../../core/src/stylist/local/scoring/verdict';
export { garmentFit, type Fit } from '../../../../core/src/stylist/local/scoring/fit';
export { occasionProfile, OCCASION_PROFILES, type OccasionProfile } from '../../../../core/src/stylist/local/occasions';
export { GARMENTS, GARMENT_IDS, type GarmentId } from '../../../../core/src/stylist/local/lexicon/garments';
export { findWord, normalise } from '../../../../core/src/stylist/local/lexicon/normalise';
export { COLOUR_IDS, FASHION_NEUTRALS, LOUD_COLOURS, type ColourId } from '../../../../core/src/stylist/local/colour/names';
export { PACKS, packFor } from '../../../../core/src/stylist/local/i18n/packs';
export type { LanguagePack } from '../../../../core/src/stylist/local/i18n/types';
export type { GarmentMention, TextSignals } from '../../../../core/src/stylist/local/signals/types';
export { measure, write, type LocalStylistOptions } from '../../../../core/src/stylist/local/engine';
export { fill, pickIndex } from '../../../../core/src/stylist/local/writing/variation';
export { StylistRefusedError, type PreparedImage } from '../../../../core/src/stylist/stylist';
export { Writer } from '../../../../core/src/stylist/local/writing/writer';
export { VISION_WORDS } from '../../../../core/src/stylist/local/i18n/vision';
