import type { LookSlot } from '@fitrater/contracts';

/**
 * The closet's sentences in one language (stylist/src/local/languages/<lang>/closet.ts).
 * `{colour}`, `{garment}`, `{slot}`, `{item}`, `{delta}` and `{suggestion}` are filled in by closet-sentences.ts.
 */
export interface ClosetWords {
  /** A default item name from a colour and a garment noun, in the language's word order. */
  itemName: string;
  /** An item name when no colour is known. */
  itemNameNoColour: string;
  /** The slots of a look, as a heading ("Shoes"). */
  slots: Record<LookSlot, string>;
  /** A slot nothing owned could fill, and what to look for: `{@suggestion}` takes its indefinite article, `{suggestion:을}` its particle (grammar/realise.ts). */
  lookFor: string;
  /** One swap suggestion: "Shoes → your tan loafers: +1.3". */
  swap: string;
}
