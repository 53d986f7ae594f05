import type {
  AddressForm, BodyType, BudgetRange, Combination, GeneratedOutfit, Language, OutfitAdvice, RatingComponents, StylingOccasionId,
  TrendDraft, TrendSeason, WeatherId,
} from '@fitrater/contracts';
import type { StylistCallOptions } from './stylist';

/**
 * The styling capabilities of a stylist engine (generate, combine, suggest, trends). Each takes
 * a typed input and returns an answer the caller checks against its contracts schema before
 * storing it. Both engines implement all four; the job code does not know which one runs.
 */

/** One of the user's rated outfits as the engines see it. */
export interface RatedOutfit {
  ratingId: string;
  overallRating: number;
  occasion: string;
  /** The user's description, or null. */
  description: string | null;
  components: RatingComponents | null;
  /** The rating's summary as the member read it (the advice must not contradict it); absent from older callers. */
  summary?: string | null;
  /** Description and component descriptions together (what colour and garment words are read from). */
  text: string;
}

/** What the engines know of the user (never anything secret: no e-mail, no ids beyond rating ids). */
export interface StylingProfile {
  preferredStyles: string[];
  avoidedStyles: string[];
  preferredColors: string[];
  budgetRange: BudgetRange | null;
  lifestyle: string | null;
  /** The user's outfits rated 7 or more, best first. */
  bestOutfits: RatedOutfit[];
}

export interface GenerateInput {
  occasion: StylingOccasionId;
  weather: WeatherId | null;
  bodyType: BodyType | null;
  profile: StylingProfile;
  language: Language;
  /** How to address the member where the language marks gender (Arabic); neutral when absent. */
  addressForm?: AddressForm;
  /** Varies the answer between requests (the request id); the same seed gives the same outfit. */
  seed: string;
}

export interface CombineInput {
  occasion: StylingOccasionId;
  /** Outfits rated 7 or more, at least two, best first. */
  outfits: RatedOutfit[];
  profile: StylingProfile;
  language: Language;
  addressForm?: AddressForm;
  seed: string;
}

export interface SuggestInput {
  /** The rating to improve (its own measured components), or a free description (POST /api/suggestions). */
  outfit: RatedOutfit | null;
  description: string | null;
  occasion: string;
  profile: StylingProfile;
  language: Language;
  addressForm?: AddressForm;
  seed: string;
}

export interface TrendsInput {
  season: Exclude<TrendSeason, 'year-round'>;
  timeframe: 'current' | 'next_season';
  now: Date;
  language: Language;
}

export interface StylingEngine {
  readonly name: 'local' | 'openai';
  generate(input: GenerateInput, options?: StylistCallOptions): Promise<GeneratedOutfit>;
  combine(input: CombineInput, options?: StylistCallOptions): Promise<Combination>;
  suggest(input: SuggestInput, options?: StylistCallOptions): Promise<OutfitAdvice>;
  /** New trends for the season; the local engine reads its dated catalogue. */
  trends(input: TrendsInput, options?: StylistCallOptions): Promise<TrendDraft[]>;
}
