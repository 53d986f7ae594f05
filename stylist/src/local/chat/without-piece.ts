import type { Language } from '@fitrater/contracts';
import { garment, type KnowledgeGarmentId } from '../../knowledge/garments';
import type { SituationPiece } from '../../knowledge/chat-situations';
import type { ColourId } from '../colour/names';
import { garmentInColour } from '../styling/words';
import { extractEntities } from './entities';
import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import type { GarmentMention, LanguagePack } from './rater';

/**
 * The piece that does the job of one the member does not own, at the same occasion: a fine cardigan gives a shirt the
 * finish a blazer would, a waterproof mac keeps tailoring dry as a trench does, a blazer and trousers stand in for a
 * suit, loafers for heels or Oxfords. A tie has no stand-in: the collar is worn open.
 */
const STAND_INS: Readonly<Record<string, readonly (readonly [KnowledgeGarmentId, ColourId])[]>> = {
  blazer: [['cardigan', 'navy']], jacket: [['cardigan', 'navy']], waistcoat: [['cardigan', 'navy']],
  trench: [['mac', 'navy']], coat: [['mac', 'navy']],
  suit: [['navy-blazer', 'navy'], ['tailored-trousers', 'grey']],
  heels: [['loafers', 'black']], oxfords: [['loafers', 'brown']],
  tie: [],
};

/** The pieces that do the job of a lexicon garment the member does not own (none for a tie, or a piece without one). */
export function standInsFor(read: string): SituationPiece[] {
  return (STAND_INS[read] ?? []).map(([id, colour]) => ({ garment: garment(id), colour }));
}

/** Whether a knowledge garment is one of the pieces the member said they do not own. */
export function isDenied(g: { id: string; name: string }, without: readonly GarmentMention[]): boolean {
  const read = lexiconOf(g.id, g.name);
  return !!read && without.some((w) => w.garment === read);
}

/** "Without a blazer, a navy cardigan will do the same job here.", or null where the language has no name for the piece. */
export function withoutLine(read: string, stand: SituationPiece, language: Language, lines: ChatLines, pack: LanguagePack): string | null {
  const item = pack.garments[read as keyof typeof pack.garments] ?? '';
  return item ? fillIn(lines.withoutPiece, { item, alt: garmentInColour(stand, language) }, pack) : null;
}

/** The rating lexicon's garment a knowledge garment is read as (its English name read back), once per garment. */
const READ = new Map<string, string | null>();
function lexiconOf(id: string, name: string): string | null {
  if (!READ.has(id)) READ.set(id, extractEntities(name, false, 'en').garments[0]?.garment ?? null);
  return READ.get(id)!;
}

/**
 * An answer that does without the pieces the member said they do not own ("I don't own a trench coat"): each such pick
 * gives way to the piece that does its job, a whole look keeping its size, and a sentence says the stand-in. The piece
 * denied is never described or scored as worn.
 */
export function withoutPieces(a: ContentAnswer, without: readonly GarmentMention[], language: Language, lines: ChatLines, pack: LanguagePack): ContentAnswer {
  const denied = new Set<string>(without.map((g) => g.garment));
  if (!denied.size) return a;
  const pieces = a.pickPieces ?? [];
  const out: SituationPiece[] = [];
  const sizes = a.lookSizes ? [...a.lookSizes] : null;
  let replaced: { from: string; to: SituationPiece } | null = null;
  let at = 0;
  let look = 0;
  for (const p of pieces) {
    while (sizes && look < sizes.length - 1 && at >= sizes.slice(0, look + 1).reduce((x, y) => x + y, 0)) look++;
    at++;
    const read = lexiconOf(p.garment.id, p.garment.name);
    if (!read || !denied.has(read)) {
      // A stand-in already said (the mac a trench gave way to) is not said twice.
      if (out.some((o) => o.garment.id === p.garment.id && o.colour === p.colour)) { if (sizes) sizes[look] = sizes[look]! - 1; } else out.push(p);
      continue;
    }
    const stand = standInsFor(read).filter((s) => !out.some((o) => o.garment.id === s.garment.id));
    out.push(...stand);
    if (sizes) sizes[look] = sizes[look]! - 1 + stand.length;
    if (stand[0] && !replaced) replaced = { from: read, to: stand[0] };
  }
  // Asked "I don't own a trench coat" when no pick was one: the stand-in is still said, the look unchanged.
  const first = without[0]!;
  const stand = replaced?.to ?? standInsFor(first.garment)[0] ?? null;
  const line = stand ? withoutLine(replaced?.from ?? first.garment, stand, language, lines, pack) : null;
  const kept = sizes ? sizes.filter((n) => n > 0) : null;
  return {
    ...a,
    picks: out.map((p) => garmentInColour(p, language)),
    pickPieces: out,
    ...(kept ? { lookSizes: kept } : {}),
    verdict: [line, a.verdict].filter(Boolean).join(' ') || null,
  };
}
