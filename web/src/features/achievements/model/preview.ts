/**
 * The profile's Achievement Badges: the first six, then '+N more badges'.
 * Unlocked badges come first (most recently unlocked first), then the locked
 * ones closest to done, so the six shown are the ones worth seeing.
 */
export interface BadgeLike {
  id: string;
  isUnlocked: boolean;
  unlockedAt: string | null;
  progress: number;
  maxProgress: number;
}

export const PREVIEW_COUNT = 6;

export function orderBadges<T extends BadgeLike>(badges: readonly T[]): T[] {
  const share = (b: BadgeLike) => (b.maxProgress > 0 ? b.progress / b.maxProgress : 0);
  return [...badges].sort((a, b) => {
    if (a.isUnlocked !== b.isUnlocked) return a.isUnlocked ? -1 : 1;
    if (a.isUnlocked) return (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
    return share(b) - share(a);
  });
}

export function badgePreview<T extends BadgeLike>(badges: readonly T[], count = PREVIEW_COUNT): { shown: T[]; more: number } {
  const ordered = orderBadges(badges);
  return { shown: ordered.slice(0, count), more: Math.max(0, ordered.length - count) };
}
