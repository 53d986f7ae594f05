/**
 * History milestone labels (spec part 1 §4), first rule that applies wins:
 * 1. the oldest outfit: 'Your first outfit!'
 * 2. the highest-rated outfit, when it scored at least 8: 'Your highest-rated
 *    look this month' if it is from this month, else 'Your all-time best look'
 * 3. this month and at least 8.5: 'This month's style star'
 * 4. at least 8.5: 'Your top style of {month}'
 * 5. older than 14 days: 'Throwback style'
 * 6. otherwise no label.
 * Ties: the oldest is the earliest (then the smallest id); the highest-rated
 * is the most recent of the outfits sharing the top score (the record you hold now).
 * "This month" is the calendar month of the device's time zone.
 */
export interface MilestoneOutfit {
  id: string;
  createdAt: string | Date;
  score: number | null;
}

export interface MilestoneFacts {
  oldestId: string | null;
  bestId: string | null;
}

export type Milestone =
  | { key: 'first' }
  | { key: 'bestThisMonth' }
  | { key: 'bestAllTime' }
  | { key: 'starThisMonth' }
  | { key: 'topOfMonth'; month: Date }
  | { key: 'throwback' };

const DAY_MS = 86_400_000;
const time = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).getTime();

/** The oldest and the best outfit of the whole history (not of one page or one filter). */
export function milestoneFacts(outfits: readonly MilestoneOutfit[]): MilestoneFacts {
  let oldest: MilestoneOutfit | null = null;
  let best: MilestoneOutfit | null = null;
  for (const outfit of outfits) {
    const t = time(outfit.createdAt);
    if (!oldest || t < time(oldest.createdAt) || (t === time(oldest.createdAt) && outfit.id < oldest.id)) oldest = outfit;
    if (outfit.score === null) continue;
    if (!best || outfit.score > best.score! || (outfit.score === best.score && t > time(best.createdAt))) best = outfit;
  }
  return { oldestId: oldest?.id ?? null, bestId: best?.id ?? null };
}

function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

export function milestoneFor(outfit: MilestoneOutfit, facts: MilestoneFacts, now: Date = new Date()): Milestone | null {
  const created = new Date(time(outfit.createdAt));
  const thisMonth = sameMonth(created, now);
  const score = outfit.score ?? -1;
  if (outfit.id === facts.oldestId) return { key: 'first' };
  if (outfit.id === facts.bestId && score >= 8) return { key: thisMonth ? 'bestThisMonth' : 'bestAllTime' };
  if (thisMonth && score >= 8.5) return { key: 'starThisMonth' };
  if (score >= 8.5) return { key: 'topOfMonth', month: new Date(created.getFullYear(), created.getMonth(), 1) };
  if (now.getTime() - created.getTime() > 14 * DAY_MS) return { key: 'throwback' };
  return null;
}
