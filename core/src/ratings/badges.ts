import { ACHIEVEMENTS, OCCASION_GROUPS, occasionGroupOf, type Achievement, type AchievementDefinition, type NewBadge, type RatingOccasion } from '@fitrater/contracts';

/** Facts about a user's history that badges measure. */
export interface BadgeFacts {
  ratings: number;
  /** Longest streak reached so far (badges stay once earned). */
  streak: number;
  /** Best score ×10, integer. */
  bestScore: number;
  occasions: RatingOccasion[];
  /** Weekly challenges won (the rotation awards that badge itself). */
  challengeWins?: number;
}

export function progressOf(def: AchievementDefinition, facts: BadgeFacts): number {
  switch (def.metric) {
    case 'ratings':
      return Math.min(def.target, facts.ratings);
    case 'streak':
      return Math.min(def.target, facts.streak);
    case 'bestScore':
      return Math.min(def.target, facts.bestScore);
    case 'occasionGroups':
      return Math.min(def.target, new Set(facts.occasions.map(occasionGroupOf)).size);
    case 'challengeWins':
      return Math.min(def.target, facts.challengeWins ?? 0);
  }
}

export function earnedBadges(facts: BadgeFacts): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((def) => progressOf(def, facts) >= def.target);
}

export function toNewBadge(def: AchievementDefinition): NewBadge {
  return { badgeId: def.id, badgeIcon: def.emoji, badgeName: def.title, badgeDescription: def.description };
}

export function achievementList(facts: BadgeFacts, unlocked: Map<string, Date>): Achievement[] {
  return ACHIEVEMENTS.map((def) => {
    const at = unlocked.get(def.id) ?? null;
    return {
      id: def.id,
      title: def.title,
      description: def.description,
      icon: def.icon,
      emoji: def.emoji,
      rarity: def.rarity,
      isUnlocked: at !== null,
      unlockedAt: at?.toISOString() ?? null,
      progress: at ? def.target : progressOf(def, facts),
      maxProgress: def.target,
    };
  });
}

export const OCCASION_GROUP_COUNT = Object.keys(OCCASION_GROUPS).length;
