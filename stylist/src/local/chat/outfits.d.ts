import type { RatingComponent, RatingOccasion } from '@fitrater/contracts';
import { type ColourId, type GarmentId, type GarmentMention, type Verdict } from './rater';
type Occasion = Exclude<RatingOccasion, 'custom'>;
export interface Piece {
    garment: GarmentId;
    colour: ColourId | null;
}
/** Written in English for the rating engine's own reader (the English names are in its lexicon). */
export declare function describe(pieces: readonly Piece[]): string;
/** The rating engine's verdict on an outfit described by its pieces, for an occasion. */
export declare function verdictFor(pieces: readonly Piece[], occasion: Occasion): Verdict;
export declare const toPiece: (m: GarmentMention) => Piece;
export declare function mentionOf(p: Piece): GarmentMention;
export interface Ranked {
    piece: Piece;
    score: number;
    verdict: Verdict;
}
/** Every candidate for one garment kind, judged together with `base`, best first (one colour per garment). */
export declare function rankCandidates(base: readonly Piece[], component: RatingComponent, occasion: Occasion): Ranked[];
/** How a garment sits with an occasion, as the rating engine sees it. */
export declare function fitOf(p: Piece, occasion: Occasion): import("../../../../core/src/stylist/local/scoring/fit").GarmentFit;
/** A full look for an occasion: each piece chosen with the ones before it, as a rating would score them. */
export declare function buildOutfit(occasion: Occasion, weatherLayer: GarmentId | null): {
    pieces: Piece[];
    accessory: Piece | null;
    verdict: Verdict;
};
/** Occasions a garment is right for, best first. */
export declare function occasionsFor(p: Piece): Occasion[];
export {};
