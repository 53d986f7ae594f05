import type { RatingOccasion } from '@fitrater/contracts';
import type { GarmentId } from '../lexicon/garments';

/**
 * The kit each sport is played in: pieces a coach would send you out in. Worn for its own sport
 * it scores like a well-cut suit at an interview, whatever its formality.
 */
export const SPORT_KIT: Partial<Record<RatingOccasion, readonly GarmentId[]>> = {
  workout: ['sportsKit', 'leggings', 'sportsTop', 'sportsShorts', 'joggers', 'runningShoes', 'tank', 'tshirt', 'sportsSocks', 'sportsGear', 'tracksuit'],
  sports: ['sportsKit', 'tracksuit', 'sportsTop', 'sportsShorts', 'leggings', 'joggers', 'runningShoes', 'cleats', 'sportsSocks', 'runningJacket', 'windbreaker', 'sportsGear', 'cap'],
  football: ['sportsKit', 'sportsTop', 'sportsShorts', 'sportsSocks', 'cleats', 'sportsGear', 'tracksuit'],
  basketball: ['sportsKit', 'sportsTop', 'sportsShorts', 'cleats', 'sportsSocks', 'sportsGear', 'tank'],
  tennis: ['polo', 'tshirt', 'tennisSkirt', 'sportsShorts', 'cleats', 'runningShoes', 'sportsSocks', 'sportsTop', 'cap', 'sportsGear'],
  running: ['sportsKit', 'sportsTop', 'sportsShorts', 'leggings', 'runningShoes', 'runningJacket', 'windbreaker', 'sportsSocks', 'cap', 'sunglasses', 'sportsGear', 'tank'],
  hiking: ['hikingBoots', 'hikingTrousers', 'cargo', 'puffer', 'fleece', 'shellJacket', 'rainJacket', 'windbreaker', 'raincoat', 'backpack', 'hat', 'cap', 'sportsSocks', 'dressSocks', 'leggings', 'sunglasses', 'sportsTop'],
};

export const isKit = (occasion: RatingOccasion | null, garment: GarmentId): boolean =>
  occasion !== null && (SPORT_KIT[occasion]?.includes(garment) ?? false);
