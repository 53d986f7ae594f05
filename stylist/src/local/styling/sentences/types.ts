import type { BudgetRange, StylingOccasionId } from '@fitrater/contracts';

/**
 * The sentences the generator, the combiner and the trend insights build around garment and
 * trend names, one set per language (English included: it is just another table). Garment and colour names arrive
 * already in the language (garment-names/, the language pack's colours); the occasion,
 * weather and body-type notes come from the knowledge base (English) or prose/ (others).
 */
export interface StylingSentences {
  /** The top worn under the outer layer ("Cream silk blouse under a navy wool overcoat"). */
  under(top: string, outer: string): string;
  /** A dress needs no separate bottom; tights named when the weather needs them. */
  dressBase(dress: string, tights: string | null): string;
  /** A skirt or short bottom worn with tights. */
  withTights(bottom: string, tights: string): string;
  minimalAccessories: string;
  likedColours(colours: string): string;
  styles(preferred: string, avoided: string | null): string;
  /** In the rain: what keeps the feet dry and what keeps the rain off (the outer layer, or else the umbrella). */
  rainFeet(shoes: string, rainproofOuter: string | null): string;
  /** In the cold: legs and feet covered. */
  coldCovered(shoes: string, tights: string | null): string;
  /** The pieces that had to bend a warmth rule, said honestly. */
  honest(pieces: readonly string[], list: (items: readonly string[]) => string): string;
  combiner: {
    builtFrom(count: number): string;
    harmony(colours: string): string;
    oneBaseOneAccent: string;
    fallback: { top: string; bottom: string; footwear: string; accessories: string };
  };
  insights: {
    /** Occasion names as the web shows them (contracts/src/i18n/<lang>/web/styling.json), for "wear it first at…". */
    occasions: Record<StylingOccasionId, string>;
    budget: Record<BudgetRange, string>;
    anyBudget: string;
    matchesStyle(styles: string): string;
    coloursYouLike: string;
    suitsYourOccasions: string;
    leansAvoided(styles: string): string;
    /** "For you: a; b." */
    forYou(reasons: readonly string[]): string;
    tryOnePieceFirst: string;
    startWith(isColour: boolean): string;
    wearFirstAt(occasion: string): string;
    wearFirstEveryday: string;
    balance: string;
    fitFirst: string;
    secondHand: string;
    oneThreeWays: string;
    /** Budget pieces: English names the trend's first tag, the others the trend's name. */
    lookFor(trendName: string, tag: string, budget: string): string;
    accessoriesCarry: string;
  };
}
