/** UTC calendar day, 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return utcDay(date);
}

export interface StreakUpdate {
  dayStreak: number;
  /** True when this rating is the first of its day: the results screen says 'Streak Extended!'. */
  isNewDay: boolean;
  lastRatingDay: string;
}

/** The day streak after a rating on `today`: same day keeps it, the next day extends it, a gap restarts it. */
export function nextStreak(current: { dayStreak: number; lastRatingDay: string | null }, today: string): StreakUpdate {
  if (current.lastRatingDay === today) return { dayStreak: Math.max(1, current.dayStreak), isNewDay: false, lastRatingDay: today };
  const extends_ = current.lastRatingDay !== null && current.lastRatingDay === dayBefore(today);
  return { dayStreak: extends_ ? current.dayStreak + 1 : 1, isNewDay: true, lastRatingDay: today };
}

/** The streak as seen today: a streak whose last day is before yesterday has lapsed. */
export function liveStreak(current: { dayStreak: number; lastRatingDay: string | null }, today: string): number {
  if (!current.lastRatingDay) return 0;
  return current.lastRatingDay === today || current.lastRatingDay === dayBefore(today) ? current.dayStreak : 0;
}
