/** Why points were taken off, each stated in the feedback. */
export type PenaltyReason = 'condition' | 'fit' | 'weather' | 'overload' | 'sportMix' | 'coverage' | ShoeColourMiss;

/** Leather shoes in the colour the rest does not take (shoe-colour.ts). */
export type ShoeColourMiss = 'colourUnderBlack' | 'blackUnderEarth';

/** One sentence per reason, in a language (languages/<lang>/penalties.ts), added to the feedback when points were taken off for it. */
export type PenaltyWords = Record<PenaltyReason, string>;
