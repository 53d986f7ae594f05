import type { AnimalPrint } from '../lexicon/animal-print';
import type { RatingComponent } from '@fitrater/contracts';
import type { ColourId } from '../colour/names';
import type { GarmentId } from '../lexicon/garments';
import type { Finish, PrintKind, Weather } from '../lexicon/words';
import type { FinishMaterial } from '../lexicon/finish-materials';
import type { GermanCompound } from '../lexicon/german-compound';
import type { OccasionProfile } from '../occasion-profiles';
import type { VisionReport } from '../vision/types';

// Defined beside the colour model so vision/types.ts can use it without an import circle.
export type { PaletteColour } from '../colour/palette-colour';
import type { PaletteColour } from '../colour/palette-colour';

export const HARMONY_TYPES = [
  'monochrome', 'neutral', 'neutral-accent', 'analogous', 'complementary', 'triadic', 'clash',
] as const;
export type HarmonyType = (typeof HARMONY_TYPES)[number];

export interface Harmony {
  /** The dominant interpretation (largest weight in `mix`): the label feedback names. */
  type: HarmonyType;
  /**
   * How much each harmony type describes the palette, 0–1, summing to 1: the classification
   * averaged over soft significance (share) and achromatic (chroma) lines. Scores blend by
   * these weights, so they move smoothly when a colour's share crosses a line.
   */
  mix: Record<HarmonyType, number>;
  /**
   * The weights the score is felt by: `mix` with a clash counted as far as its smaller colour is
   * big (a badge that fights a suit is a mild clash), the rest of that weight going to the type the
   * palette reads as with that colour a mere touch. Sums to 1.
   */
  felt: Record<HarmonyType, number>;
  /** How much the palette has an accent (a non-neutral colour), 0–1, on the same soft lines as `mix`. */
  accentWeight: number;
  /** Neutral base colours, biggest first. */
  neutrals: ColourId[];
  /** Accent colours (not fashion neutrals), biggest first. */
  accents: ColourId[];
  /** OKLab lightness contrast, 0–1: twice the share-weighted spread of L (half-and-half colours: their gap). See palette.ts `lightnessSpread`. */
  lightnessContrast: number;
  /** Share-weighted OKLCH chroma (0 ≈ greys, > 0.12 vivid). */
  colourfulness: number;
  /** Share of loud, neon-leaning colours. */
  loudShare: number;
}

export interface PhotoQuality {
  width: number;
  height: number;
  /** Mean OKLab lightness 0–1. */
  brightness: number;
  /** Share of nearly black / nearly white pixels. */
  darkClip: number;
  brightClip: number;
  /** Variance of the Laplacian on a 256-px greyscale copy (0–255 scale). */
  sharpness: number;
  /** 99.9th percentile of |Laplacian|: how crisp the sharpest edges are. */
  edgeCrispness: number;
  /** Standard deviation of the luma: how much there is to be sharp about. */
  detail: number;
  dark: boolean;
  overexposed: boolean;
  blurry: boolean;
  small: boolean;
}

export interface PhotoSignals {
  quality: PhotoQuality;
  /** Centre-weighted palette of the whole frame (no person detection yet), biggest first. */
  palette: PaletteColour[];
  harmony: Harmony;
}

export type { Finish };

/** What a condition word says a piece needs: creases are pressed out, stains and wear are cleaned or the piece replaced. */
export type PieceCondition = 'creased' | 'worn';

export type { PrintKind };

/** A garment found in the description. */
export interface GarmentMention {
  garment: GarmentId;
  /** Components it covers (a dress covers top and bottom). */
  components: RatingComponent[];
  formality: number;
  colours: ColourId[];
  /** A statement finish said of this piece ('a sequin dress', 'a velvet blazer'), if any. */
  finish?: Finish;
  /** The finish's own material ('sequin', 'velvet'), so an answer can name the piece as the member did. */
  material?: FinishMaterial;
  /** A condition word said of this piece: creased (press it) or stained, dirty, worn or torn (clean or replace it). */
  condition?: PieceCondition;
  /** German: the compound the member named the piece by (Leinenhemd, Midi-Wickelkleid), so an answer gives it back whole. */
  compound?: GermanCompound;
  /** Said to be linen (a linen shirt or trousers): beachwear, whatever its cut. */
  linen?: true;
  /** A shoe said to be canvas (canvas sneakers, zapatillas de lona, 帆布鞋): it soaks through in the rain. */
  canvas?: true;
  /** Said to be cut short, tight or low (a short bodycon dress, a plunging top): a modest occasion asks it covered. */
  revealing?: true;
  /** Heels said as sandals (heeled sandals, sandalias de tacón, 高跟凉鞋): named as sandals, not pumps. */
  sandal?: true;
  /** The animal an animal print was said by (leopard, zebra, snake), named back as the member said it. */
  animal?: AnimalPrint;
  /** Character offset in the normalised description. */
  at: number;
  /** Read as dress shoes from the plain shoe word beside tailoring ("brown shoes with a navy suit"). */
  plainShoes?: true;
  /** Its colours were said as one list ("red, white and blue", 红白蓝): named with all of them, not its first. */
  coloursListed?: true;
  /** A stripe word was said of it (signals/piece-pattern.ts). */
  striped?: true;
  /** The print said of it, stripes included (signals/piece-pattern.ts): two printed pieces compete. */
  print?: PrintKind;
  /** Worn as part of national dress (leather sandals with a thobe): judged with it, at any town occasion (gulf-dress.ts). */
  nationalDress?: true;
  /** Named by the language's word for any sports shoe (ar حذاء رياضي, 运动鞋, 운동화): at a sport, its own shoe (sports-shoe-words.ts). */
  sportsShoe?: true;
}

export interface TextSignals {
  garments: GarmentMention[];
  /** Every colour word, in order (garment-bound or not). */
  colours: ColourId[];
  /** The named colours weighted by how much of the outfit their garment covers. */
  palette: PaletteColour[];
  /** Harmony of the named colours (null when no colour is named). */
  harmony: Harmony | null;
  materials: { dressy: number; sporty: number };
  patterns: number;
  /** Condition words: stained, dirty, scuffed, wrinkled, torn, worn out. */
  condition: number;
  /** Fit words: baggy, too tight, too long, sagging. */
  fitIssues: number;
  /** Weather the description names; what is worn is judged against it. */
  weather: Weather[];
  /** Garments said not to be worn ('no coat', 'without a tie'). */
  absent: GarmentId[];
  /** Jewellery pieces, counting 'three necklaces' or plurals as several. */
  jewellery: number;
  /** The wedding is the wearer's own (signals/couple.ts): white is theirs. */
  couple: boolean;
}

/**
 * What a region detector (person/garment detection, a later issue) reports for one
 * component it located in the photo. Until then no region is ever reported.
 */
export interface RegionSignals {
  palette: PaletteColour[];
  /** 0–1 how sure the detector is that this region is that garment. */
  confidence: number;
}

/** Everything measured about one rating request; scoring reads only this. */
export interface OutfitSignals {
  occasion: OccasionProfile;
  text: TextSignals | null;
  photo: PhotoSignals | null;
  regions: Partial<Record<RatingComponent, RegionSignals>>;
  /** What the vision models saw (person, regions, framing); absent when vision is off or unavailable. */
  vision?: VisionReport | null;
}
