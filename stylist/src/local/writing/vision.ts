import type { Language, RatingComponent } from '@fitrater/contracts';
import type { ColourId } from '../colour/names';
import { pieceColour } from '../colour/palette-colour';
import { VISION_WORDS, type VisionPartWord } from '../i18n/vision';
import { CATALOGUES } from '../languages/registry';
import type { GarmentMention, OutfitSignals, PaletteColour } from '../signals/types';
import type { VisionReport, VisionPart } from '../vision/types';
import { fill } from './variation';
import type { Writer } from './writer';

/** The garment the description names for a component, if any (its words name the piece; the photo gives its colour). */
function described(s: OutfitSignals, c: RatingComponent, onePiece: boolean): GarmentMention | undefined {
  const list = s.text?.garments ?? [];
  if (onePiece && (c === 'top' || c === 'bottom')) return list.find((m) => m.components.length > 1) ?? list.find((m) => m.components.includes(c));
  return list.find((m) => m.components.length === 1 && m.components[0] === c);
}

/**
 * The lower garment the photo showed, when the vision could tell a skirt, trousers or shorts (else
 * the part's neutral word stands). A garment the description names wins over it.
 */
function seenLower(v: VisionReport, c: VisionPart): Pick<GarmentMention, 'garment'> | undefined {
  return c === 'bottom' && !v.onePiece && v.lowerKind ? { garment: v.lowerKind } : undefined;
}

function main(v: VisionReport, part: VisionPart): PaletteColour | undefined {
  return v.regions[part]?.palette[0];
}

function piece(w: Writer, s: OutfitSignals, v: VisionReport, part: VisionPart): string | null {
  const c = main(v, part);
  if (!c) return null;
  const word: VisionPartWord = v.onePiece && (part === 'top' || part === 'bottom') ? 'onePiece' : part === 'accessories' ? 'accessory' : part;
  return w.piece(word, c.id as ColourId, described(s, part, v.onePiece) ?? seenLower(v, part));
}

/**
 * Sentences about what vision saw, most specific first: how many people, the pieces and their
 * colours, how top and bottom relate, the shoes, an accessory, the pose. `keyOnly` returns just
 * the one sentence that best sums it up (for the summary). `clashing` holds the colours the rating says fight: a
 * note that praises two of them together ("a clear, balanced contrast", "the shoes tie it together") would contradict
 * the clash said beside it, so it is not said.
 */
export function visionSentences(w: Writer, s: OutfitSignals, v: VisionReport, keyOnly = false, clashing: ReadonlySet<string> = new Set()): string[] {
  if (v.personCount === 0) return [w.say('vision.none')];
  const out: string[] = [];
  const top = piece(w, s, v, 'top'); const bottom = piece(w, s, v, 'bottom');
  const shoes = piece(w, s, v, 'footwear');
  const relation: string[] = [];
  if (v.onePiece && top) relation.push(w.say('vision.onePiece', { piece: top }));
  else if (top && bottom && v.topBottomContrast !== null) {
    // Which piece is the darker, as the contrast was measured: each piece as a whole.
    const t = pieceColour(v.regions.top?.palette ?? [])!; const b = pieceColour(v.regions.bottom?.palette ?? [])!;
    if (v.topBottomContrast >= 0.3) {
      const [dark, light] = t.L < b.L ? [top, bottom] : [bottom, top];
      relation.push(w.say('vision.anchor', { dark, light }));
    } else if (v.topBottomContrast < 0.08) relation.push(w.say('vision.tonal', { top, bottom }));
    else if (!(clashing.has(main(v, 'top')!.id) && clashing.has(main(v, 'bottom')!.id))) relation.push(w.say('vision.contrast', { top, bottom }));
  }
  if (keyOnly) return relation.length ? relation : [];
  if (v.personCount > 1) out.push(w.say('vision.several'));
  const pieces = [v.onePiece ? top : top, v.onePiece ? null : bottom, shoes].filter((x): x is string => !!x);
  if (pieces.length) out.push(w.say('vision.pieces', { pieces: w.pack.list(pieces.map((p) => w.vision.listItem?.(p) ?? w.withArticle(p))) }));
  out.push(...relation);
  const echoClashes = !!v.shoesEcho && clashing.has(main(v, 'footwear')!.id);
  if (shoes && v.shoesEcho !== null && !echoClashes) out.push(w.say(v.shoesEcho ? 'vision.shoesEcho' : 'vision.shoesApart', { shoes }));
  const acc = v.regions.accessories;
  if (acc?.palette[0] && acc.zones?.length) {
    const zone = acc.zones[0]!;
    out.push(zone === 'waist'
      ? w.pack.capitalise(fill(beltSentence(w), { piece: w.pack.garmentIn(w.pack.garments.belt, w.colour(acc.palette[0].id)) }, w.pack.grammar))
      : w.say('vision.accessory', { colour: w.colour(acc.palette[0].id), zone: w.vision.zones[zone] }));
  }
  if (v.framing.includes('seatedOrBent')) out.push(w.say('vision.seated'));
  return out;
}

/** The belt sentence in the writer's language (its vision words tell which). */
function beltSentence(w: Writer): string {
  const language = (Object.keys(VISION_WORDS) as Language[]).find((l) => VISION_WORDS[l] === w.vision) ?? 'en';
  return CATALOGUES[language].accessorySentences.belt;
}

/** A located component's description: the piece and its measured colours with shares. */
export function visionComponent(w: Writer, s: OutfitSignals, v: VisionReport, c: RatingComponent): string | null {
  const r = v.regions[c];
  if (!r || !r.palette.length) return null;
  const name = piece(w, s, v, c) ?? '';
  const colours = w.pack.list(listedShares(r.palette).map((p) => w.pack.share(w.colour(p.id), p.percent)));
  // A one-piece is named once, on the top's line; the bottom's line says it is the same piece below the waist.
  return w.say(v.onePiece && c === 'bottom' ? 'comp.seenLower' : 'comp.seen', { piece: name, colours });
}

/** A colour under this share of a piece is a seam, a shadow or a button: worth no mention beside the piece's own colours. */
const TRACE_PERCENT = 5;

/**
 * The colours a piece's line lists, with whole-number percentages: its main colour always, then up to two more
 * that cover at least `TRACE_PERCENT` of it (never "grey (0%)").
 */
export function listedShares(palette: readonly PaletteColour[]): { id: PaletteColour['id']; percent: number }[] {
  return palette.slice(0, 3)
    .map((p) => ({ id: p.id, percent: Math.round(p.share * 100) }))
    .filter((p, i) => i === 0 || p.percent >= TRACE_PERCENT);
}
