import type { ColourId } from '../colour/names';
import type { FinishMaterial } from '../lexicon/finish-materials';
import { compoundSaysDenim, type GermanCompound } from '../lexicon/german-compound';
import { nameSaysColour, type GarmentId } from '../lexicon/garments';
import type { LanguagePack } from '../i18n/types';
import type { AnimalPrint } from '../lexicon/animal-print';

/** What the member said of a piece beyond its garment and colour: a finish ('sequin'), a compound (Leinenhemd). */
export interface PieceWords { material?: FinishMaterial; compound?: GermanCompound; striped?: true; print?: string; animal?: AnimalPrint; canvas?: true; sandal?: true }

/** A print is how the piece wears its colours, so it stays in its name: "blue striped shirt", "robe rouge à fleurs". */
function withPrint(pack: LanguagePack, name: string, said: PieceWords): string {
  if (said.striped && pack.striped) return pack.striped(name);
  const kind = said.print === 'animal' && said.animal && pack.printed?.[said.animal] ? said.animal : said.print;
  const printed = kind && kind !== 'stripes' && kind !== 'print' ? pack.printed?.[kind as keyof NonNullable<LanguagePack['printed']>] : undefined;
  // A canvas shoe keeps its cloth: it is why the shoe soaks through in the rain ("white canvas sneakers").
  const cloth = said.canvas && pack.canvas ? pack.canvas(name) : name;
  return printed ? printed(cloth) : cloth;
}

/** The garment's name; heels said as sandals are the sandals they are ("sandales à talons"), not pumps. */
const baseName = (pack: LanguagePack, garment: GarmentId, said: PieceWords): string =>
  (garment === 'heels' && said.sandal && pack.heeledSandals) || pack.garments[garment];

/**
 * A piece as the member would name it: its garment, the finish they said ('sequin', 'velvet') and its colour,
 * in the language's order ("red sequin dress", "vestido rojo de lentejuelas", "赤いスパンコールのワンピース");
 * in German by the compound they wrote ("Leinenhemd in Weiß").
 * A name that already says its colour (jeans are denim, a Jeansrock too) does not get it twice.
 */
export function pieceName(pack: LanguagePack, garment: GarmentId, colour: ColourId | null | undefined, said: PieceWords = {}): string {
  const plain = said.compound && pack.compounded ? pack.compounded(said.compound, pack.garments[garment]) : baseName(pack, garment, said);
  const finished = said.material && pack.finished ? pack.finished(plain, said.material) : plain;
  const name = withPrint(pack, finished, said);
  const saysColour = !!colour && (nameSaysColour(garment, colour) || (colour === 'denim' && compoundSaysDenim(said.compound)));
  return colour && !saysColour ? pack.garmentIn(name, pack.colours[colour]) : name;
}

/**
 * A piece of several colours said as one list, named with all of them in the order said: "red, white and blue shirt",
 * "camisa roja, blanca y azul", "Hemd in Rot, Weiß und Blau", "红色、白色和蓝色衬衫". Each colour agrees with the garment
 * as a lone colour would (French leaves them unagreed: chemise bleu, blanc et rouge).
 */
export function pieceInColours(pack: LanguagePack, garment: GarmentId, colours: readonly ColourId[], said: PieceWords = {}): string {
  const plain = said.compound && pack.compounded ? pack.compounded(said.compound, pack.garments[garment]) : baseName(pack, garment, said);
  const finished = said.material && pack.finished ? pack.finished(plain, said.material) : plain;
  const name = withPrint(pack, finished, said);
  const g = pack.grammar;
  const agree = g && pack.listedColoursAgree !== false;
  const words = colours.filter((c) => !nameSaysColour(garment, c)).map((c) => (agree ? g.colour(pack.colours[c], g.agreement(name)) : pack.colours[c]));
  // Joined with no-break spaces: one modifier of one piece, which a reader of the phrase must not take for a list of
  // pieces (a plural verb, no article: "you're wearing red, white and blue shirt").
  return words.length ? pack.garmentIn(name, pack.listedColours?.(words) ?? pack.list(words).replace(/ /g, '\u00a0')) : name;
}
