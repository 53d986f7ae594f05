import type { ColourId } from '../colour/names';
import type { FinishMaterial } from '../lexicon/finish-materials';
import { nameSaysColour, type GarmentId } from '../lexicon/garments';
import type { LanguagePack } from '../i18n/types';

/**
 * A piece as the member would name it: its garment, the finish they said ('sequin', 'velvet') and its colour,
 * in the language's order ("red sequin dress", "vestido rojo de lentejuelas", "赤いスパンコールのワンピース").
 * A name that already says its colour (jeans are denim) does not get it twice.
 */
export function pieceName(pack: LanguagePack, garment: GarmentId, colour: ColourId | null | undefined, material?: FinishMaterial): string {
  const plain = pack.garments[garment];
  const name = material && pack.finished ? pack.finished(plain, material) : plain;
  return colour && !nameSaysColour(garment, colour) ? pack.garmentIn(name, pack.colours[colour]) : name;
}
