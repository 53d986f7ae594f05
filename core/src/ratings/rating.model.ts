import type { Language, NewBadge, RatingComponents, RatingOccasion, RatingStage, RatingStatus } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class RatingModel extends BaseModel {
  static override tableName = 'ratings';
  static override jsonAttributes = ['components', 'newBadges'];
  id!: string;
  userId!: string;
  requestKey!: string;
  status!: RatingStatus;
  stage!: RatingStage;
  occasion!: RatingOccasion;
  customOccasion!: string | null;
  description!: string | null;
  language!: Language;
  imageKey!: string | null;
  imageType!: string | null;
  preparedImageKey!: string | null;
  cardKey!: string | null;
  contentHash!: string;
  usagePeriod!: string | null;
  overallRating!: number | null;
  emoji!: string | null;
  summary!: string | null;
  feedback!: string | null;
  components!: RatingComponents | null;
  confidence!: number | null;
  engine!: string | null;
  engineMs!: number | null;
  /** The model's own score when the final one blends it with the built-in engine's (openai engine). */
  modelRating!: number | null;
  /** Why the built-in engine answered in the configured model's place (null when it did not). */
  engineFallback!: string | null;
  dayStreak!: number;
  isNewDay!: boolean;
  newBadges!: NewBadge[];
  errorCode!: string | null;
  errorMessage!: string | null;
  createdAt!: Date;
  completedAt!: Date | null;
}

export class UsageCounterModel extends BaseModel {
  static override tableName = 'usage_counters';
  static override idColumn = ['userId', 'period'];
  userId!: string;
  period!: string;
  used!: number;
}

export class UserBadgeModel extends BaseModel {
  static override tableName = 'user_badges';
  static override idColumn = ['userId', 'badgeId'];
  userId!: string;
  badgeId!: string;
  ratingId!: string | null;
  unlockedAt!: Date;
}

export class RatingCacheModel extends BaseModel {
  static override tableName = 'rating_cache';
  static override idColumn = ['contentHash', 'engine'];
  static override jsonAttributes = ['answer'];
  contentHash!: string;
  engine!: string;
  answer!: unknown;
  modelRating!: number | null;
  createdAt!: Date;
}
