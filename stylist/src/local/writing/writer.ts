import type { ColourId } from '../colour/names';
import type { LanguagePack, PhraseKey } from '../i18n/types';
import { VISION_WORDS, type VisionKey, type VisionPartWord, type VisionWords } from '../i18n/vision';
import type { GarmentMention } from '../signals/types';
import { fill, pickIndex } from './variation';
import { nameSaysColour } from '../lexicon/garments';
import { pieceInColours, pieceName } from './piece-name';
import { phrase, type Phrase, type SlotValue } from '../grammar/types';

/** Picks variants and fills placeholders for one answer, in one language, from one seed. */
export class Writer {
  private used = new Map<PhraseKey | VisionKey, number>();

  constructor(
    readonly pack: LanguagePack, private readonly seed: string, readonly occasionName: string,
    readonly vision: VisionWords = VISION_WORDS.en,
  ) {}

  /** One sentence; asking for the same key again in the same answer moves on to the next variant. */
  say(key: PhraseKey | VisionKey, values: Readonly<Record<string, SlotValue>> = {}): string {
    return this.pack.capitalise(this.fragment(key, values));
  }

  /** Like `say`, without capitalising: for pieces placed inside another sentence. */
  fragment(key: PhraseKey | VisionKey, values: Readonly<Record<string, SlotValue>> = {}): string {
    const variants = key in this.vision.phrases ? this.vision.phrases[key as VisionKey] : this.pack.phrases[key as PhraseKey];
    const n = this.used.get(key) ?? 0;
    this.used.set(key, n + 1);
    const i = (pickIndex(this.seed, key, variants.length) + n) % variants.length;
    return fill(variants[i]!, { occasion: this.occasionName, ...values }, this.pack.grammar);
  }

  colour(id: ColourId): string {
    return this.pack.colours[id];
  }

  /** Several colours as one phrase: plural when there are two or more, so a verb can agree. */
  colours(ids: readonly ColourId[]): Phrase {
    return phrase(this.pack.list(ids.map((id) => this.colour(id))), { gender: 'm', plural: ids.length > 1 });
  }

  /**
   * A measured piece: 'burgundy skirt' when the description (or the photo) names the garment, else the language's
   * word for the part ('burgundy bottoms'). A part word may say where its colour goes
   * ('parte de arriba {colour}', 'one-colour outfit in {colour}'); the colour then agrees with the word.
   */
  piece(part: VisionPartWord, colour: ColourId, garment?: Pick<GarmentMention, 'garment'>): string {
    if (garment) {
      const named = this.pack.garments[garment.garment];
      return nameSaysColour(garment.garment, colour) ? named : this.pack.garmentIn(named, this.colour(colour));
    }
    const name = this.vision.parts[part];
    if (!name.includes('{colour}')) return this.pack.garmentIn(name, this.colour(colour));
    const grammar = this.pack.grammar;
    const bare = name.replace(/\s*\{colour\}\s*/, ' ').trim();
    return name.replace('{colour}', grammar ? grammar.colour(this.colour(colour), grammar.agreement(bare)) : this.colour(colour));
  }

  /** A piece with its indefinite article where the language has one ('a black top', 'des chaussures bordeaux'). */
  withArticle(piece: string): string {
    return this.pack.grammar?.article ? this.pack.grammar.article(piece, false) : piece;
  }

  /** 'camel coat', 'abrigo color camel', 'red sequin dress', or just the garment when no colour was named. */
  garment(m: GarmentMention): string {
    if (m.coloursListed && m.colours.length > 1) return pieceInColours(this.pack, m.garment, m.colours, m);
    return pieceName(this.pack, m.garment, m.colours[0], m);
  }
}

/** Joins sentences and keeps the text under `max` characters, cutting only between sentences. */
export function joinWithin(sentences: readonly string[], max: number, sep = ' '): string {
  let out = '';
  for (const s of sentences) {
    if (!s) continue;
    const next = out ? `${out}${sep}${s}` : s;
    if (next.length > max) break;
    out = next;
  }
  if (!out && sentences[0]) out = `${sentences[0].slice(0, max - 1)}…`;
  return out;
}
