import type { GarmentCategory, GarmentColour, Language } from '@fitrater/contracts';
import { garments, type GarmentDescriber } from '@fitrater/stylist';
import type { ExtractedPiece } from './garment.models';

export type PieceDescription = Omit<ExtractedPiece, 'piece' | 'confidence'>;

/**
 * A cut garment's fields: the model's description when one is given and usable (AI_PROVIDER=openai,
 * schema-checked, asked at most twice by the describer), otherwise the built-in reading (the
 * vision's or the outline's category and the cut-out's colours; a photo's lower half is named by the
 * kind of garment the vision read, or by the neutral word for it when the photo could not tell). Used for the pieces of a rated
 * photo and for a single garment's photo alike.
 */
export async function describePiece(
  p: { category: GarmentCategory; colours: GarmentColour[]; source: Buffer; lower?: garments.LowerKind | null }, language: Language, describe: GarmentDescriber | null | undefined,
): Promise<PieceDescription> {
  const said = describe ? await describe({ image: { bytes: p.source, mimeType: 'image/jpeg' }, category: p.category, language }).catch(() => null) : null;
  if (said) {
    const fill = garments.prefill(said.category, said.colours);
    return { ...fill, formality: said.formality, occasions: garments.occasionsFor(said.formality), colours: said.colours, name: said.name };
  }
  const fill = garments.prefill(p.category, p.colours);
  return { ...fill, colours: p.colours, name: garments.itemName(fill.category, fill.formality, p.colours, language, p.lower) };
}
