/**
 * The daily motivation card: 30 messages in five categories, one per day,
 * chosen by the day of the year (local calendar). Message i belongs to
 * category i % 5, so consecutive days change category.
 */
export const MOTIVATION_CATEGORIES = ['style', 'confidence', 'inspiration', 'achievement', 'positivity'] as const;
export type MotivationCategory = (typeof MOTIVATION_CATEGORIES)[number];
export const MOTIVATION_COUNT = 30;

/** 1 on 1 January, 365 (366 in leap years) on 31 December, in the device's time zone. */
export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 1);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - start) / 86_400_000) + 1;
}

export function motivationFor(date: Date): { index: number; category: MotivationCategory } {
  const index = (dayOfYear(date) - 1) % MOTIVATION_COUNT;
  return { index, category: MOTIVATION_CATEGORIES[index % MOTIVATION_CATEGORIES.length]! };
}
