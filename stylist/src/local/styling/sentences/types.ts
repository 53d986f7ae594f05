/**
 * The sentences the generator and the combiner build around garment names, one set per
 * language (English included: it is just another table). Garment and colour names arrive
 * already in the language (garment-names/, the language pack's colours); the occasion,
 * weather and body-type notes come from the knowledge base (English) or prose/ (others).
 */
export interface OutfitSentences {
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
  honest(pieces: string, count: number): string;
  combiner: {
    builtFrom(count: number): string;
    harmony(colours: string): string;
    oneBaseOneAccent: string;
    fallback: { top: string; bottom: string; footwear: string; accessories: string };
  };
}
