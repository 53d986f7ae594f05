import type { ColourId } from '../colour/names';
import type { FinishMaterial } from '../lexicon/finish-materials';
import { compoundSaysDenim, type GermanCompound } from '../lexicon/german-compound';
import { nameSaysColour, type GarmentId } from '../lexicon/garments';
import type { LanguagePack } from '../i18n/types';

/** What the member said of a piece beyond its garment and colour: a finish ('sequin'), a compound (Leinenhemd). */
export interface PieceWords { material?: FinishMaterial; compound?: GermanCompound }

/**
 * A piece as the member would name it: its garment, the finish they said ('sequin', 'velvet') and its colour,
 * in the language's order ("red sequin dress", "vestido rojo de lentejuelas", "赤いスパンコールのワンピース");
 * in German by the compound they wrote ("Leinenhemd in Weiß").
 * A name that already says its colour (jeans are denim, a Jeansrock too) does not get it twice.
 */
export function pieceName(pack: LanguagePack, garment: GarmentId, colour: ColourId | null | undefined, said: PieceWords = {}): string {
  const plain = said.compound && pack.compounded ? pack.compounded(said.compound, pack.garments[garment]) : pack.garments[garment];
  const name = said.material && pack.finished ? pack.finished(plain, said.material) : plain;
  const saysColour = !!colour && (nameSaysColour(garment, colour) || (colour === 'denim' && compoundSaysDenim(said.compound)));
  return colour && !saysColour ? pack.garmentIn(name, pack.colours[colour]) : name;
}
