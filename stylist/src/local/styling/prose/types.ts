import type { BodyType, RatingComponent, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import type { StandInOccasion } from '../../../knowledge';

/**
 * The occasion a piece of advice is for: the styling occasion its replacements were planned for, and the rating's own
 * occasion, which the advice names instead where the planned one only stands in for it (church planned as a meeting).
 */
export interface AdviceOccasion {
  planned: StylingOccasionId;
  asked: string;
  standIn: boolean;
}

/**
 * The local styling engine's prose in one language (languages/<lang>/styling-prose.ts, English included): the
 * occasion, weather and body-type notes, the palette sentence and the per-rating advice. Garment names are in
 * garment-names/, the sentences around them in sentences/.
 */
export interface StylingProse {
  occasions: Record<StylingOccasionId, string>;
  /** What is said of a rate-form occasion a premium occasion stands in for ('Church asks for quiet polish…'). */
  standIns: Record<StandInOccasion, string>;
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
    /**
     * How a sentence names the member's own piece when the rating did not describe it ('your top'); the part's name
     * (`parts`) where absent.
     */
    ownPart?: Record<RatingComponent, string>;
    /** The replacement named when the occasion's plans offer none for a part; the part's name where absent. */
    noPick?: string;
    keep(description: string, score: string): string;
    keepRecommendation(part: string): string;
    /** A piece that scored low; a language may name the occasion it falls short of. */
    low(score: string, description: string, occasion?: AdviceOccasion): string;
    tryThis(replacement: string, occasion?: AdviceOccasion): string;
    notVisible: string;
    /** A piece for a part that was not shown; `part` tells an accessory from a piece of the outfit itself. */
    ifYouAdd(replacement: string, part: RatingComponent, occasion?: AdviceOccasion): string;
    scored(score: string): string;
    allKept: string;
    /** Every part kept, yet the outfit scored below a keep: what holds it back is how the pieces go together (colours, a penalty). */
    keptButTogether: string;
    keepSome(count: number): string;
    startFresh: string;
  };
}
