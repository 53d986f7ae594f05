import type { EraId } from './chat-situation-data';

/**
 * What each reference from fashion history (the vintage voice's opening line) shows, so that it is only said beside an
 * outfit that has it: Kate Moss's wellies and denim shorts open an answer about a festival, never one about socks with
 * sandals. `pieces` is read over English garment names (the knowledge base's names, the lexicon's ids in words, a
 * colour before them); `topics` are what a question is about when it names no piece its reference shows.
 */
export interface EraSubject {
  pieces?: RegExp;
  topics?: readonly string[];
}

/** A dress of any kind, not the dress socks, shoes, shirt or trousers that take its word. */
const DRESS = String.raw`\bdress(?:es)?\b(?! (?:socks?|shoes?|shirts?|trousers)\b)|\bgowns?\b|\blbd\b`;

export const ERA_SUBJECTS: Readonly<Record<EraId, EraSubject>> = {
  // Brown suede shoes with his suits, a silk tie through the belt loops.
  astaire: { pieces: /\b(?:suits?|ties?|belts?|suede)\b/u },
  // Penny loafers, chinos and an oxford shirt on campus.
  ivy: { pieces: /\b(?:loafers?|chinos?|oxford shirts?)\b/u },
  // A black turtleneck, slim black trousers and loafers.
  funnyFace: { pieces: /\b(?:turtlenecks?|loafers?)\b|\bblack (?:[\p{L}-]+ )*trousers\b/u },
  // One dark dress and pearls.
  tiffany: { pieces: new RegExp(`${DRESS}|\\bpearls?\\b`, 'u') },
  // The little black dress.
  chanel: { pieces: new RegExp(DRESS, 'u') },
  // An officer's rain coat made a civilian classic.
  bogart: { pieces: /\b(?:trench(?: coats?)?|macs?|raincoats?|rain coats?)\b/u },
  // A denim tuxedo jacket for a man turned away in jeans.
  crosby: { pieces: /\b(?:denim|jeans)\b/u, topics: ['doubleDenim', 'fabric:denim'] },
  // Chinos, a Harrington jacket and suede desert boots.
  mcqueen: { pieces: /\b(?:chinos?|harrington|desert boots?|chukkas?|chukka boots?)\b/u },
  // Brown suede shoes with a suit, Fair Isle knits and bold checks.
  windsor: { pieces: /\b(?:suits?|suede|fair isle|checks?|checked|tweed)\b/u },
  // The dinner jacket's American name.
  tuxedoPark: { pieces: /\b(?:tuxedos?|dinner jackets?)\b/u, topics: ['dressCode:blackTie'] },
  // The Hermès bag that took her name.
  kelly: { pieces: /\b(?:bags?|handbags?|totes?|clutch(?:es)?)\b/u, topics: ['family:bag'] },
  // The capsule wardrobe and Seven Easy Pieces.
  capsule: { topics: ['family:capsule'] },
  // Soft, unstructured jackets.
  armani: { pieces: /\b(?:blazers?|suits?|suit jackets?)\b/u },
  // A grey suit as the reference for fit.
  grant: { pieces: /\b(?:grey|charcoal|lightgrey) (?:[\p{L}-]+ )*suits?\b/u, topics: ['family:fit'] },
  // Wellies and denim shorts at a festival.
  moss: { pieces: /\b(?:rubber boots?|wellies|wellingtons?|denim shorts)\b/u, topics: ['dressCode:festival', 'occasion:concert-festival'] },
  // Brushing wool and resting it between wears.
  savileRow: { topics: ['fabric:wool'] },
};

/** An outfit as the eras read it: its pieces' English names and what the question is about. */
export interface EraOutfit {
  pieces: readonly string[];
  topics?: readonly string[];
}

/** A lexicon garment id in words, with its colour first where it has one: 'dressSocks' → 'dress socks', 'grey suit'. */
export function garmentWords(id: string, colour?: string | null): string {
  const words = id.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ').toLowerCase();
  return colour ? `${colour} ${words}` : words;
}

/** Whether an era's reference shows something the outfit has. */
export function eraShows(era: EraId, outfit: EraOutfit): boolean {
  const subject = ERA_SUBJECTS[era];
  return (!!subject.pieces && outfit.pieces.some((p) => subject.pieces!.test(p.toLowerCase())))
    || (!!subject.topics && (outfit.topics ?? []).some((t) => subject.topics!.includes(t)));
}

/**
 * The reference to open with: the preferred one when it shows something the outfit has, else the first that does,
 * else none (a history line about other clothes is no reference at all).
 */
export function eraAbout(outfit: EraOutfit, preferred?: EraId | null): EraId | null {
  if (preferred && eraShows(preferred, outfit)) return preferred;
  return (Object.keys(ERA_SUBJECTS) as EraId[]).find((era) => eraShows(era, outfit)) ?? null;
}
