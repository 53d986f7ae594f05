/** Why points were taken off, each stated in the feedback. */
export type PenaltyReason = 'condition' | 'fit' | 'weather' | 'overload' | 'sportMix' | 'coverage' | 'patternClash' | 'printAtBlackTie' | 'loudPrint' | 'denimOnTrail' | 'openShoesOnTrail' | 'canvasInRain' | ShoeColourMiss | BlackTieMiss;

/** Leather shoes in the colour the rest does not take (shoe-colour.ts). */
export type ShoeColourMiss = 'colourUnderBlack' | 'blackUnderEarth';

/** A lounge suit where black tie asks for a dinner suit (black-tie.ts): with a tie (or none said), or with an open collar. */
export type BlackTieMiss = 'loungeSuitAtBlackTie' | 'openCollarAtBlackTie';

/** One sentence per reason, in a language (languages/<lang>/penalties.ts), added to the feedback when points were taken off for it. */
export type PenaltyWords = Record<PenaltyReason, string>;
