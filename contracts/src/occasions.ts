/** The rate form's 24 occasions (spec part 1 §5). */
export const RATING_OCCASIONS = [
  'casual', 'work', 'date', 'party', 'formal', 'workout', 'sports', 'football', 'basketball', 'tennis',
  'running', 'beach', 'hiking', 'wedding', 'graduation', 'interview', 'brunch', 'shopping', 'concert',
  'travel', 'vacation', 'church', 'school', 'custom',
] as const;
export type RatingOccasion = (typeof RATING_OCCASIONS)[number];

/** Premium styling's 12 occasions (spec part 2 §9). */
export const STYLING_OCCASIONS = [
  'Business Meeting', 'Casual Weekend', 'Date Night', 'Wedding Guest', 'Job Interview', 'Brunch',
  'Evening Party', 'Travel', 'Gym/Workout', 'Beach/Pool', 'Formal Dinner', 'Concert/Festival',
] as const;
export type StylingOccasion = (typeof STYLING_OCCASIONS)[number];

export const DEFAULT_OCCASION: RatingOccasion = 'casual';

export function isRatingOccasion(value: unknown): value is RatingOccasion {
  return typeof value === 'string' && (RATING_OCCASIONS as readonly string[]).includes(value);
}
