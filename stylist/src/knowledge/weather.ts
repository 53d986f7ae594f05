import type { WeatherId } from '@fitrater/contracts';

/**
 * What each weather asks of an outfit. Warmth is the garment scale of garment-data.ts
 * (0 for heat … 4 for frost); the generator keeps every main piece inside the band.
 */
export interface WeatherRule {
  /** Warmth band of tops, bottoms and dresses. */
  warmth: readonly [number, number];
  /** Legs must be fully covered (trousers, maxi, or tights under a skirt). */
  coverLegs: boolean;
  /** Feet must be in closed shoes. */
  closedShoes: boolean;
  /** Footwear and outer layer must be rain-proof (or the outfit carries an umbrella). */
  rainproof: boolean;
  /** A coat or jacket is needed over the top; warmth it must have at least. */
  outerWarmth: number | null;
  /** No outer layer: it is too hot to carry one. */
  noOuter: boolean;
  /** Light colours lead: dark cloth takes in the sun's heat, and the advice for this weather says so. */
  lightColours: boolean;
}

export const WEATHER_RULES: Record<WeatherId, WeatherRule> = {
  'sunny-warm': { warmth: [0, 1], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: null, noOuter: false, lightColours: true },
  'cool-breezy': { warmth: [1, 3], coverLegs: false, closedShoes: true, rainproof: false, outerWarmth: 2, noOuter: false, lightColours: false },
  rainy: { warmth: [1, 3], coverLegs: false, closedShoes: true, rainproof: true, outerWarmth: 2, noOuter: false, lightColours: false },
  'cold-winter': { warmth: [2, 4], coverLegs: true, closedShoes: true, rainproof: false, outerWarmth: 3, noOuter: false, lightColours: false },
  'hot-humid': { warmth: [0, 0.5], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: null, noOuter: true, lightColours: true },
  'mild-spring': { warmth: [1, 2], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: 1, noOuter: false, lightColours: false },
};

/** With no weather given the generator assumes a mild day. */
export const DEFAULT_WEATHER: WeatherId = 'mild-spring';
