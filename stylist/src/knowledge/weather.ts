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
  advice: string;
}

export const WEATHER_RULES: Record<WeatherId, WeatherRule> = {
  'sunny-warm': { warmth: [0, 1], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: null, noOuter: false, advice: 'Choose breathable natural fibres (cotton, linen) in lighter colours that reflect the sun, and add sunglasses.' },
  'cool-breezy': { warmth: [1, 3], coverLegs: false, closedShoes: true, rainproof: false, outerWarmth: 2, noOuter: false, advice: 'Layer a light jacket you can take off, and keep feet in closed shoes: the wind cools faster than you expect.' },
  rainy: { warmth: [1, 3], coverLegs: false, closedShoes: true, rainproof: true, outerWarmth: 2, noOuter: false, advice: 'Rain calls for a water-resistant outer layer and footwear that won’t soak through; suede and canvas stay at home.' },
  'cold-winter': { warmth: [2, 4], coverLegs: true, closedShoes: true, rainproof: false, outerWarmth: 3, noOuter: false, advice: 'In the cold, cover legs and feet fully, wear a warm coat, and layer knitwear so you can adjust indoors.' },
  'hot-humid': { warmth: [0, 0.5], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: null, noOuter: true, advice: 'Humidity makes every layer feel heavier: loose, airy linen and cotton, no jacket, and colours that hide warmth well.' },
  'mild-spring': { warmth: [1, 2], coverLegs: false, closedShoes: false, rainproof: false, outerWarmth: 1, noOuter: false, advice: 'Mild days suit one light layer, such as a trench or a cardigan, over an outfit that works without it.' },
};

/**
 * Cold weather for sport and training: a runner or a player warms up within minutes, so the advice is thin technical
 * layers that come off, not the coat and knitwear of a day in town.
 */
export const ACTIVE_COLD_ADVICE = 'In the cold, dress for the effort with a thermal long-sleeve base layer, full-length tights or track pants and a light windproof jacket, plus gloves and a hat you can take off once you warm up.';

/** With no weather given the generator assumes a mild day. */
export const DEFAULT_WEATHER: WeatherId = 'mild-spring';
