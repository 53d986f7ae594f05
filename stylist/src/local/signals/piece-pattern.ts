import { GARMENTS, type GarmentId } from '../lexicon/garments';
import type { ColourId } from '../colour/names';
import type { GarmentMention, PrintKind } from './types';
import { animalOf } from './reading-words';

interface Span { entry: { kind: string; pattern: string; print?: PrintKind | null }; start: number; end: number }

/**
 * A print word goes to the nearest piece it is said of, as a finish does ("a red, white and blue striped shirt", "camisa
 * de rayas roja, blanca y azul", 红白蓝条纹衬衫, "a striped shirt with a floral blazer"): the print is how that piece wears
 * its colours, and an answer naming the piece names its stripes too. Stripes are also kept as `striped`, which the names use.
 */
export function patternedPieces<T extends Span>(hits: readonly T[], garmentHits: readonly T[], mentions: GarmentMention[], gap: (a: T, b: T) => number): void {
  for (const h of hits) {
    // The kind is the word's own, from the language tables (languages/<lang>/lexicon.ts `prints`).
    const print = h.entry.kind === 'pattern' ? h.entry.print ?? null : null;
    if (!print) continue;
    let best = -1; let bestGap = 40;
    garmentHits.forEach((g, i) => { const d = gap(h, g); if (d < bestGap) { bestGap = d; best = i; } });
    if (best < 0) continue;
    const m = mentions[best]!;
    m.print ??= print;
    if (print === 'stripes') m.striped = true;
    // Leopard, zebra or snake is what the member said, and the name gives it back ("leopard-print skirt").
    const animal = print === 'animal' && m.print === 'animal' ? animalOf(h.entry.pattern) : null;
    if (animal) m.animal ??= animal;
  }
}

/** Shirts whose level is the cloth's: a plain one is the dress shirt, a striped or checked one the office's. */
const SHIRTS: ReadonlySet<GarmentId> = new Set(['shirt', 'blouse']);
/**
 * Stripes and checks are business cloth: a patterned shirt sits this far below the same shirt plain, even under a suit
 * or a tuxedo (black tie's shirt is plain white). At the office it is still squarely in range.
 */
const PRINTED_SHIRT_STEP = 0.3;

/**
 * Camouflage is the print of field and military wear: a camo piece is casual whatever its cut, at the level of the cargo
 * trousers it is usually printed on, and plain camo trousers ("pantalon camouflage", 迷彩裤) are those cargo trousers, not
 * the dress trousers the plain word names.
 */
const CAMO_LEVEL = GARMENTS.cargo.formality;

/**
 * Lowers a patterned shirt's level below the plain shirt's, and a camo piece's to casual wear; run after a shirt takes
 * its tailoring's level.
 */
export function printedShirtsStepDown(mentions: GarmentMention[]): void {
  for (const m of mentions) {
    if (m.print && SHIRTS.has(m.garment)) m.formality = Math.max(0, m.formality - PRINTED_SHIRT_STEP);
    if (m.print === 'camo' && m.garment === 'trousers') Object.assign(m, { garment: 'cargo', components: [...GARMENTS.cargo.components] });
    if (m.print === 'camo') m.formality = Math.min(m.formality, CAMO_LEVEL);
  }
}

/**
 * Animal prints (leopard, zebra, snake) and camouflage are statement prints: one is the piece that speaks (at a party it
 * is the accent a plain black look wants), and a quiet occasion (a funeral, a service, an interview) does not take one.
 */
export const STATEMENT_PRINTS: ReadonlySet<PrintKind> = new Set(['animal', 'camo']);
/** The worn pieces (not a bag, a scarf or a belt) that wear a statement print. */
export function statementPrinted(mentions: readonly GarmentMention[]): GarmentMention[] {
  return mentions.filter((m) => m.print && STATEMENT_PRINTS.has(m.print) && !(m.components.length === 1 && m.components[0] === 'accessories'));
}

/** The clothing pieces (not shoes, not accessories: a patterned tie or scarf is how a print is usually echoed) that wear a print. */
export function printedClothes(mentions: readonly GarmentMention[]): GarmentMention[] {
  return mentions.filter((m) => m.print && (m.components.includes('top') || m.components.includes('bottom')));
}

/**
 * The colours a print is made of when no colour was said of it: camouflage is olive, khaki and brown to any eye (a white
 * tee over camo cargo trousers is a white and olive look, not a tonal white one). Other prints come in any colours.
 */
const PRINT_COLOURS: Partial<Record<PrintKind, readonly ColourId[]>> = { camo: ['olive', 'khaki', 'brown'] };

/** The colours this piece's print brings to the palette; none for a plain piece or a print of no fixed colours. */
export function printColours(m: GarmentMention): readonly ColourId[] {
  return (m.print && PRINT_COLOURS[m.print]) ?? [];
}
