import type { GarmentCategory, GarmentColour, GarmentFormality, MaskStroke, SeenGarment } from '@fitrater/contracts';

/** A seen piece as the member is shaping it before it goes into the closet. */
export interface PieceDraft {
  piece: SeenGarment['piece'];
  name: string;
  category: GarmentCategory;
  colours: GarmentColour[];
  formality: GarmentFormality;
  /** Brush strokes of the cut-out fixer, applied once the item exists. */
  strokes: MaskStroke[];
  discarded: boolean;
}

export function draftOf(seen: SeenGarment): PieceDraft {
  return { piece: seen.piece, name: '', category: seen.category, colours: [...seen.colours], formality: seen.formality, strokes: [], discarded: false };
}

/** The pieces still to confirm: seen, not yet in the closet. */
export const toConfirm = (garments: readonly SeenGarment[]) => garments.filter((g) => g.closetItemId === null);
