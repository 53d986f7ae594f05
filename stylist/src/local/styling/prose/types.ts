import type { BodyType, RatingComponent, StylingOccasionId, WeatherId } from '@fitrater/contracts';

/**
 * The local styling engine's prose in one language other than English (English stays in the
 * knowledge base and the writers). Garment names are in garment-names/, the sentences around them in sentences/.
 */
export interface StylingProse {
  occasions: Record<StylingOccasionId, string>;
  weather: Record<WeatherId, string>;
  bodyTypes: Record<BodyType, string>;
  generalBody: string;
  /** The cold-weather note for sport and training, where a warm coat and knitwear are the wrong advice. */
  activeCold: string;
  noWeather: string;
  /** "The colours are a X and Y base with Z as the one accent…" / "…a calm X and Y palette…" (colour names from the language pack). */
  accentPalette(base: string, second: string, accent: string): string;
  calmPalette(base: string, second: string): string;
  advice: {
    parts: Record<RatingComponent, string>;
    keep(description: string, score: string): string;
    keepRecommendation(part: string): string;
    low(score: string, description: string): string;
    tryThis(replacement: string): string;
    notVisible: string;
    /** A piece for a part that was not shown; `part` tells an accessory from a piece of the outfit itself. */
    ifYouAdd(replacement: string, part: RatingComponent): string;
    scored(score: string): string;
    allKept: string;
    /** Every part kept, yet the outfit scored below a keep: what holds it back is how the pieces go together (colours, a penalty). */
    keptButTogether: string;
    keepSome(count: number): string;
    startFresh: string;
  };
}
