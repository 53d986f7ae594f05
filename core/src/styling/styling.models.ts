import type { BodyType, BudgetRange, Lifestyle, SizeFit, StylingKind, StylingStage, StylingStatus, WeatherId } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class StylingRequestModel extends BaseModel {
  static override tableName = 'styling_requests';
  static override jsonAttributes = ['input', 'result'];
  id!: string;
  userId!: string;
  kind!: StylingKind;
  status!: StylingStatus;
  stage!: StylingStage;
  occasion!: string | null;
  weather!: WeatherId | null;
  bodyType!: BodyType | null;
  outfitId!: string | null;
  input!: Record<string, unknown>;
  result!: unknown;
  engine!: string | null;
  engineMs!: number | null;
  errorCode!: string | null;
  errorMessage!: string | null;
  createdAt!: Date;
  completedAt!: Date | null;
}

export class StylePreferencesModel extends BaseModel {
  static override tableName = 'style_preferences';
  static override idColumn = 'userId';
  static override jsonAttributes = ['preferredStyles', 'preferredColors', 'brandPreferences', 'avoidedStyles'];
  userId!: string;
  preferredStyles!: string[];
  preferredColors!: string[];
  bodyType!: 'pear' | 'apple' | 'hourglass' | 'rectangle' | 'athletic' | null;
  lifestyle!: Lifestyle | null;
  budgetRange!: BudgetRange | null;
  sustainabilityPref!: boolean;
  brandPreferences!: string[];
  avoidedStyles!: string[];
  sizeFit!: SizeFit | null;
  updatedAt!: Date;
}
