import type { GarmentId } from './garments';
import type { Weather } from './words';

/**
 * What a stylist expects a garment to do in named weather: `warm` pieces are too much in the heat,
 * `summer` pieces too little in the cold or rain, `rainReady` pieces are what rain asks for.
 */
export const WARM: ReadonlySet<GarmentId> = new Set<GarmentId>(['coat', 'puffer', 'turtleneck', 'sweater', 'hoodie', 'sweatshirt', 'cardigan', 'tracksuit', 'boots', 'hikingBoots', 'snowBoots', 'leatherJacket', 'scarf', 'fleece', 'rainBoots']);
export const SUMMER: ReadonlySet<GarmentId> = new Set<GarmentId>(['shorts', 'sandals', 'flipFlops', 'tank', 'sundress', 'swimsuit', 'coverUp', 'crop', 'miniSkirt', 'sportsShorts']);
export const RAIN_READY: ReadonlySet<GarmentId> = new Set<GarmentId>(['trench', 'raincoat', 'shellJacket', 'rainJacket', 'puffer', 'hikingBoots', 'snowBoots', 'rainBoots', 'boots', 'umbrella', 'coat']);
export const COLD_READY: ReadonlySet<GarmentId> = new Set<GarmentId>(['coat', 'puffer', 'sweater', 'turtleneck', 'boots', 'hikingBoots', 'snowBoots', 'scarf', 'trench', 'hosiery', 'fleece']);

/** How many steps a garment list misses the weather by (0 = dressed for it), and the pieces at fault. */
export function weatherMismatch(weather: readonly Weather[], garments: readonly GarmentId[]): { misses: number; pieces: GarmentId[] } {
  const pieces: GarmentId[] = [];
  let misses = 0;
  const has = (set: ReadonlySet<GarmentId>) => garments.some((g) => set.has(g));
  if (weather.includes('hot')) {
    const heavy = garments.filter((g) => WARM.has(g) && g !== 'boots');
    misses += heavy.length;
    pieces.push(...heavy);
  }
  if (weather.includes('rain') || weather.includes('snow')) {
    const bare = garments.filter((g) => SUMMER.has(g));
    if (bare.length && !has(RAIN_READY)) { misses += 1 + bare.length * 0.5; pieces.push(...bare); }
  }
  if (weather.includes('cold') || weather.includes('snow')) {
    const bare = garments.filter((g) => SUMMER.has(g));
    if (bare.length && !has(COLD_READY)) { misses += 1 + bare.length * 0.5; pieces.push(...bare); }
  }
  return { misses, pieces: [...new Set(pieces)] };
}
