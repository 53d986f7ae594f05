import type {
  ClosetItemSource, GarmentCategory, LowerKind, GarmentColour, GarmentExtractStage, GarmentExtractStatus, GarmentFormality, GarmentPiece, GarmentSeason,
  StylingOccasionId,
} from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';
import type { garments } from '@fitrater/stylist';

/** One piece the engine cut out of a rated photo, kept until the member confirms it (files under garments/<ratingId>/<piece>/). */
export interface ExtractedPiece {
  piece: GarmentPiece;
  category: GarmentCategory;
  colours: GarmentColour[];
  formality: GarmentFormality;
  seasons: GarmentSeason[];
  occasions: StylingOccasionId[];
  confidence: number;
  /** The default name, in the member's language when it was cut out. */
  name: string;
  /**
   * A lower half: the kind of garment the vision read (null when it could not tell), so a name made
   * again after the member corrects the colour or formality still says skirt, shorts or the neutral word.
   */
  lower?: garments.LowerKind | null;
}

export class GarmentExtractionModel extends BaseModel {
  static override tableName = 'garment_extractions';
  static override idColumn = 'ratingId';
  static override jsonAttributes = ['garments'];
  ratingId!: string;
  userId!: string;
  status!: GarmentExtractStatus;
  stage!: GarmentExtractStage;
  garments!: ExtractedPiece[];
  errorCode!: string | null;
  errorMessage!: string | null;
  engineMs!: number | null;
  createdAt!: Date;
  completedAt!: Date | null;
  /** The row's key by the name a tracked job reads (tracked-job.ts): one extraction per rated photo. */
  get id(): string {
    return this.ratingId;
  }
}

export class ClosetItemModel extends BaseModel {
  static override tableName = 'closet_items';
  id!: string;
  userId!: string;
  name!: string;
  category!: GarmentCategory;
  colours!: GarmentColour[];
  formality!: GarmentFormality;
  /** A bottom's kind (skirt, trousers, shorts); null when unknown or not a bottom. */
  lowerKind!: LowerKind | null;
  seasons!: GarmentSeason[];
  occasions!: StylingOccasionId[];
  price!: number | null;
  source!: ClosetItemSource;
  sourceRatingId!: string | null;
  sourcePiece!: GarmentPiece | null;
  imageKey!: string;
  sourceImageKey!: string;
  originalMaskKey!: string;
  maskKey!: string;
  imageVersion!: number;
  timesWorn!: number;
  /** YYYY-MM-DD (pg dates are read as strings). */
  lastWornOn!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class ClosetWearModel extends BaseModel {
  static override tableName = 'closet_wears';
  id!: string;
  userId!: string;
  wornOn!: string;
  ratingId!: string | null;
  stylingRequestId!: string | null;
  lookKey!: string;
  createdAt!: Date;
}
