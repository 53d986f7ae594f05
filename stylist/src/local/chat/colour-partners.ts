import type { Language } from '@fitrater/contracts';
import { storiesFor } from '../styling/palette';
import type { ContentAnswer } from './knowledge-answer';
import { eraSaid, fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import { rankCandidates, toPiece, type Piece } from './outfits';
import { GARMENTS, packFor, type ColourId } from './rater';
import type { Understanding } from './understand';
import { pieceName } from '../writing/piece-name';
import { garmentWords } from '../../knowledge/eras';

const PARTNERS_SAID = 4;

/**
 * The colours that pair with one colour, best first: every colour story the rating engine does not
 * punish (palette.ts) that holds this colour, each partner ranked by the scores of all the stories it
 * shares with it. Summed, not the best one: a stylist names the partners that work in many outfits
 * (navy, white with camel), and many colours tie at the top score. The answer is the rater's own colour
 * judgement, so the chat never recommends a pair a rating would mark down.
 */
export function colourPartners(colour: ColourId): ColourId[] {
  const total = new Map<ColourId, number>();
  for (const s of storiesFor('casual-weekend')) {
    const inStory = [s.base, s.second, ...(s.accent ? [s.accent] : [])];
    if (!inStory.includes(colour)) continue;
    for (const c of inStory) if (c !== colour) total.set(c, (total.get(c) ?? 0) + s.score);
  }
  return [...total.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c).slice(0, PARTNERS_SAID);
}

/**
 * "What colour goes with camel trousers?": the colours that pair with the one named, said first in every
 * voice, and one outfit built on it: the piece asked about (or, for a bare colour, the bottom a rating
 * likes best in it) with the other garment kinds in the first partner colour the rater scores well.
 */
export function colourPartnersAnswer(u: Understanding, language: Language, lines: ChatLines): ContentAnswer | null {
  const asked = u.garments.find((g) => g.colours.length === 1);
  const colour = asked?.colours[0] ?? (u.colours.length === 1 ? u.colours[0] : undefined);
  if (!colour || u.yesNo || u.doubleDenim) return null;
  const partners = colourPartners(colour);
  if (!partners.length) return null;
  const pack = packFor(language);
  const base: Piece = asked ? toPiece(asked) : { garment: rankCandidates([], 'bottom', 'casual')[0]!.piece.garment, colour };
  const covered = new Set(GARMENTS[base.garment].components);
  const outfit: Piece[] = [];
  for (const c of (['top', 'bottom', 'footwear'] as const).filter((x) => !covered.has(x))) {
    const garment = rankCandidates([base, ...outfit], c, 'casual')[0]?.piece;
    if (!garment) continue;
    // The first piece wears the partner colour the answer leads with; shoes keep the colour the rater chose.
    outfit.push(outfit.length === 0 ? { garment: garment.garment, colour: partners[0]! } : garment);
  }
  const name = (p: Piece) => pieceName(pack, p.garment, p.colour, p);
  const picks = outfit.map(name);
  const withAsked = fillIn(lines.colourPartners, { colour: pack.colours[colour], colours: pack.list(partners.map((c) => pack.colours[c])) }, pack);
  return {
    situation: null,
    family: 'colour',
    occasion: null,
    verdict: withAsked,
    applied: null,
    picks,
    pickParts: outfit.map((p) => GARMENTS[p.garment].components),
    avoid: [],
    why: lines.families.colour.why,
    avoidWhy: null,
    exception: lines.families.colour.exception,
    era: eraSaid(lines, { pieces: [base, ...outfit].map((p) => garmentWords(p.garment, p.colour)) }, 'funnyFace'),
    next: picks[0] ? fillIn(lines.nextTry, { item: picks[0] }, pack) : lines.nextGeneral,
  };
}
