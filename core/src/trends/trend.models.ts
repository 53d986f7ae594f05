import type { Language, TrendCategory, TrendLevel, TrendSeason } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class TrendModel extends BaseModel {
  static override tableName = 'trends';
  static override jsonAttributes = ['tags', 'colors', 'occasions'];
  id!: string;
  slug!: string;
  name!: string;
  description!: string;
  category!: TrendCategory;
  season!: TrendSeason;
  trendLevel!: TrendLevel;
  confidenceScore!: number;
  tags!: string[];
  colors!: string[];
  occasions!: string[];
  source!: string;
  active!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}

export class TrendInsightModel extends BaseModel {
  static override tableName = 'trend_insights';
  static override jsonAttributes = ['howToWear', 'shoppingTips', 'budgetFriendlyOptions'];
  id!: string;
  userId!: string;
  trendId!: string;
  relevanceScore!: number;
  personalizedDescription!: string;
  howToWear!: string[];
  shoppingTips!: string[];
  budgetFriendlyOptions!: string[];
  /** The language the texts above are written in. */
  language!: Language;
  isBookmarked!: boolean;
  createdAt!: Date;
}
