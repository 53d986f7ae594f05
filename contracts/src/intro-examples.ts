import type { RatingOccasion } from './occasions';

/**
 * The outfits the intro shows as examples, with the scores FitRater's built-in engine gives them from
 * these descriptions (no photo). A stylist test rates them again, so the intro never shows a number
 * the product did not produce.
 */
export interface IntroExample {
  /** What the engine was given, in English (the intro names the pieces in each language). */
  description: string;
  occasion: RatingOccasion;
  overall: number;
  components: { top: number; bottom: number; footwear: number; accessories: number | null };
}

export const INTRO_EXAMPLES = {
  before: {
    description: 'grey hoodie, baggy black joggers, worn white sneakers', occasion: 'date',
    overall: 4, components: { top: 6.1, bottom: 3.3, footwear: 6.7, accessories: null },
  },
  after: {
    description: 'white linen shirt, dark slim jeans, brown suede chelsea boots, brown leather belt', occasion: 'date',
    overall: 8.8, components: { top: 8.7, bottom: 8.3, footwear: 8.7, accessories: 8.7 },
  },
  work: {
    description: 'white shirt, navy chinos, brown loafers', occasion: 'work',
    overall: 8.9, components: { top: 8.8, bottom: 8.5, footwear: 8.5, accessories: null },
  },
} as const satisfies Record<string, IntroExample>;
