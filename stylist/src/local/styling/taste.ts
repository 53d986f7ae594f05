import { COLOUR_IDS, type ColourId } from '../colour/names';
import { readDescription } from '../signals/text';
import { sha256FirstWord } from './sha256-word';
import type { Garment } from '../../knowledge';
import type { StylingProfile } from '../../styling';

/**
 * What the generator knows of the user's taste, read once per request: colours they like
 * (said in preferences or worn in their best-rated outfits), occasions they dress well for,
 * and style words they like or avoid.
 */
export interface Taste {
  likedColours: Map<ColourId, number>;
  preferredStyles: string[];
  avoidedStyles: string[];
  /** Colours from the user's outfits rated 7 or more (for the notes). */
  bestColours: ColourId[];
}

/** Words people use for a style, mapped to what they look like in garment names and tags. */
const STYLE_WORDS: Record<string, string[]> = {
  classic: ['tailored', 'oxford', 'trench', 'loafers', 'blazer'],
  minimal: ['plain', 'fine', 'tailored', 'sheath', 'crew'],
  minimalist: ['plain', 'fine', 'tailored', 'sheath', 'crew'],
  elegant: ['silk', 'satin', 'evening', 'pumps', 'tailored'],
  edgy: ['leather', 'biker', 'combat', 'moto', 'mesh'],
  boho: ['fringe', 'maxi', 'kimono', 'suede', 'tiered'],
  bohemian: ['fringe', 'maxi', 'kimono', 'suede', 'tiered'],
  sporty: ['sneakers', 'bomber', 'track', 'runners', 'sport'],
  athleisure: ['sneakers', 'joggers', 'hoodie', 'sport'],
  romantic: ['lace', 'wrap', 'floral', 'bow', 'slip'],
  streetwear: ['hoodie', 'graphic', 'cargo', 'high-top', 'bomber', 'oversized'],
  preppy: ['polo', 'oxford', 'loafers', 'boat', 'cardigan', 'pleated', 'rugby'],
  vintage: ['retro', 'mary jane', 'band', 'polka', 'corduroy'],
  casual: ['tee', 'jeans', 'sneakers', 'sweatshirt'],
  formal: ['tailored', 'suit', 'oxford', 'pumps'],
  bold: ['statement', 'sequin', 'printed'],
  cosy: ['knit', 'cardigan', 'cable', 'sweater'],
  cozy: ['knit', 'cardigan', 'cable', 'sweater'],
  utility: ['cargo', 'field', 'utility', 'boiler'],
};

/** Colour ids named in free text (any of the ten languages the rating lexicon reads). */
export function coloursIn(text: string): ColourId[] {
  const direct = text.toLowerCase().replace(/\s+/g, '');
  const ids = new Set<ColourId>(readDescription(text)?.colours ?? []);
  for (const id of COLOUR_IDS) if (direct === id) ids.add(id);
  return [...ids];
}

export function readTaste(profile: StylingProfile): Taste {
  const liked = new Map<ColourId, number>();
  for (const c of profile.preferredColors.flatMap(coloursIn)) liked.set(c, (liked.get(c) ?? 0) + 1);
  const best = new Map<ColourId, number>();
  for (const o of profile.bestOutfits) {
    for (const c of coloursIn(o.text)) best.set(c, (best.get(c) ?? 0) + (o.overallRating - 6) / 4);
  }
  for (const [c, w] of best) liked.set(c, (liked.get(c) ?? 0) + Math.min(1, w));
  return {
    likedColours: liked,
    preferredStyles: profile.preferredStyles.map((s) => s.toLowerCase()),
    avoidedStyles: profile.avoidedStyles.map((s) => s.toLowerCase()),
    bestColours: [...best.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c),
  };
}

function styleHits(g: Garment, styles: string[]): number {
  const text = `${g.id} ${g.name} ${g.tags.join(' ')}`.toLowerCase();
  let hits = 0;
  for (const s of styles) {
    const words = STYLE_WORDS[s] ?? [s];
    if (words.some((w) => text.includes(w))) hits++;
  }
  return hits;
}

/** Preference effect on a garment: liked styles pull, avoided styles push hard. */
export function tasteScore(g: Garment, taste: Taste): number {
  return 0.6 * styleHits(g, taste.preferredStyles) - 3 * styleHits(g, taste.avoidedStyles);
}

/**
 * A stable pseudo-random number in [0, 1) for a seed and a key: variety between requests, reproducible in tests.
 * The first 32 bits of the SHA-256 of `seed:key` (sha256-word.ts: the same digest, cheaper to get; a plan ranks
 * every colour story of the occasion with it).
 */
export function jitter(seed: string, key: string): number {
  return sha256FirstWord(seed, key) / 2 ** 32;
}
