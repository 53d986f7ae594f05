import type { RatingComponent, RatingOccasion } from '@fitrater/contracts';
import { buildOutfit, candidateColours, fitOf, rankCandidates, verdictFor, type Piece, type Ranked } from './outfits';
import { GARMENTS, OCCASION_PROFILES, type ColourId, type GarmentId } from './rater';
import type { Planner } from './plan';
import type { Understanding } from './understand';

type Occasion = Exclude<RatingOccasion, 'custom'>;

/** A kind of piece a member asks for ("which shoes", "what trousers"): where it is worn and the garments that are one. */
interface PieceKind { component: RatingComponent; garments: readonly GarmentId[] | null; colours?: readonly ColourId[] }

/** The shoe a question names by its bare kind word is no shoe to propose ("shoes"), nor are the cleats of one sport. */
const NOT_PROPOSED: readonly GarmentId[] = ['shoes', 'cleats', 'runningShoes', 'hikingBoots', 'dressSocks', 'sportsSocks', 'hosiery'];

const KINDS = {
  shoes: { component: 'footwear', garments: null },
  trousers: { component: 'bottom', garments: ['trousers', 'chinos', 'jeans', 'cargo', 'shorts'] },
  skirt: { component: 'bottom', garments: ['skirt', 'pencilSkirt', 'miniSkirt'] },
  // A jacket is worn over the shirt: it comes in the dark and earthy colours of tailoring, not a shirt's white.
  jacket: { component: 'top', garments: ['blazer', 'jacket', 'leatherJacket', 'denimJacket', 'coat', 'trench'], colours: ['navy', 'charcoal', 'camel', 'black'] },
  top: { component: 'top', garments: ['shirt', 'blouse', 'polo', 'turtleneck', 'sweater', 'tshirt'] },
  bag: { component: 'accessories', garments: ['handbag', 'clutch', 'backpack'] },
} as const satisfies Record<string, PieceKind>;
type KindId = keyof typeof KINDS;

/** The item words of the understanding that ask for one of these kinds ("what jacket" is read as the coat item). */
const ITEM_KIND: Partial<Record<NonNullable<Understanding['item']>, KindId>> = { shoes: 'shoes', coat: 'jacket', bag: 'bag' };

/**
 * The kind of piece a question asks for at an occasion ("What shoes should I wear to work?", "What trousers for
 * a date?"), or null: the question names an occasion and no piece of its own beyond the kind asked for, and it
 * is not a yes/no question about a piece the member already has in mind.
 */
export function askedPiece(u: Understanding): PieceKind | null {
  if (u.occasion === 'custom' || u.dressCode || u.weather || u.carried) return null;
  // "仕事に履く靴は？" names the item it asks for: a question mark alone does not make it a yes/no question.
  if (u.item) {
    if (!u.occasion && !u.garments.length) return null;
    // "Welche Schuhe zu Lederschuhen?": the shoe named is the kind asked for, not a piece to build on; "can I wear
    // sneakers to the office?" names the member's own shoe and is answered yes or no.
    if (u.garments.length && u.yesNo) return null;
    const named = u.garments.every((g) => !g.colours.length && GARMENTS[g.garment].components.every((c) => c === 'footwear'));
    return named && ITEM_KIND[u.item] && (u.item === 'shoes' || !u.garments.length) ? KINDS[ITEM_KIND[u.item]!] : null;
  }
  if (!u.occasion || u.yesNo) return null;
  const [only, ...more] = u.garments;
  // A colour, a material or a finish names the member's own piece; the bare kind word asks for one.
  if (!only || more.length || only.colours.length || only.material || only.finish || u.colours.length) return null;
  // Any shoe named by its kind alone ("which leather shoes", "what loafers") asks for shoes.
  if (GARMENTS[only.garment].components.every((c) => c === 'footwear')) return KINDS.shoes;
  return (Object.values(KINDS) as PieceKind[]).find((k) => k.garments?.includes(only.garment)) ?? null;
}

/** How many options a stylist names for one piece: the pick and up to two more. */
const OPTIONS = 3;

/**
 * The answer to a question about one piece for an occasion: the piece to pick first, the reason, one or two
 * other options that suit the occasion as well, and one line on what it is worn with. The options are the
 * rating engine's own ranking of that kind of piece at the occasion; only pieces right for it are named.
 */
export function pieceForOccasion(p: Planner, kind: PieceKind, occasion: Occasion): string[] {
  const among = (kind.garments ?? Object.keys(GARMENTS) as GarmentId[]).filter((g) => !NOT_PROPOSED.includes(g));
  // Each option is judged beside the rest of the look the rating engine builds for the occasion, so its colour
  // is chosen to go with something (a blazer alone has no reason to be any colour).
  const rest = restOfLook(kind, occasion);
  const ranked = rankCandidates(rest, kind.component, occasion, among);
  const right = ranked.filter((r) => fitOf(r.piece, occasion).fit === 'good');
  const options = (right.length ? right : ranked).slice(0, OPTIONS).map((r) => stylistColour(r, rest, kind, occasion)).filter(madeIn);
  const [best, ...others] = options;
  if (!best) return [p.say('fallback')];
  const [min, max] = OCCASION_PROFILES[occasion].formality;
  const level = p.words.levels[Math.max(0, Math.min(4, Math.round((min + max) / 2)))]!;
  const out = [
    p.say('piece.first', { best: p.piece(best), occasion: p.occasion(occasion) }),
    p.say(`piece.why.${kind.component}`, { level, occasion: p.occasion(occasion) }),
  ];
  if (others.length) out.push(p.say('piece.others', { others: p.pieces(others), occasion: p.occasion(occasion) }));
  // One line on the rest: the two pieces that complete the silhouette are enough.
  const partners = rest.filter((x) => !GARMENTS[x.garment].components.includes('accessories') && madeIn(x)).slice(0, 2);
  if (partners.length) out.push(p.say('style.partners', { partners: p.pieces(partners, 'indefinite'), garment: p.piece(best), occasion: p.occasion(occasion) }));
  return out;
}

/** How far below a garment's best colour another may score and still be the one said: a stylist starts from the first colour of the occasion's palette. */
const COLOUR_MARGIN = 0.3;

/** The garment in the first colour of the occasion's palette that scores about as well as its best one (brown before burgundy shoes at work). */
function stylistColour(r: Ranked, rest: readonly Piece[], kind: PieceKind, occasion: Occasion): Piece {
  for (const colour of kind.colours ?? candidateColours(kind.component, occasion)) {
    const piece = { ...r.piece, colour };
    if (madeIn(piece) && verdictFor([...rest, piece], occasion).overall >= r.score - COLOUR_MARGIN) return piece;
  }
  return r.piece;
}

/** Denim blue is the colour of denim: trousers, chinos or a blazer "in denim blue" are not how a stylist names one. */
const DENIM: readonly GarmentId[] = ['jeans', 'denimJacket', 'shorts'];
const madeIn = (piece: Piece): boolean => piece.colour !== 'denim' || DENIM.includes(piece.garment);

/** The look the rating engine builds for the occasion, without the part the asked piece takes (a jacket is worn over the top). */
function restOfLook(kind: PieceKind, occasion: Occasion): Piece[] {
  const { pieces } = buildOutfit(occasion, null);
  if (kind.component === 'accessories') return pieces;
  return pieces.filter((x) => !GARMENTS[x.garment].components.includes(kind.component) || (kind === KINDS.jacket && !KINDS.jacket.garments.includes(x.garment as never)));
}
