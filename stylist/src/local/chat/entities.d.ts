import type { RatingComponent, RatingOccasion } from '@fitrater/contracts';
import { type ColourId, type GarmentMention } from './rater';
/** The spec's six weather options (part 2 §9). */
export declare const WEATHERS: readonly ["hot", "warm", "cool", "rain", "cold", "mild"];
export type Weather = (typeof WEATHERS)[number];
type Occasion = Exclude<RatingOccasion, 'custom'>;
export interface Entities {
    garments: GarmentMention[];
    colours: ColourId[];
    occasion: Occasion | null;
    weather: Weather | null;
    /** A kind of garment asked for without naming one. */
    asksFor: RatingComponent | null;
}
/** Garments, colours, occasion, weather and an asked-for garment kind, in any of the ten languages. */
export declare function extractEntities(message: string): Entities;
export {};
