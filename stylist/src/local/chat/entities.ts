import type { Language, RatingComponent, RatingOccasion } from '@fitrater/contracts';
import { findWord, normalise, readDescription, saidPlainShoes, type ColourId, type GarmentMention } from './rater';
import { COMPONENT_WORDS, OCCASION_WORDS, WEATHER_WORDS } from './understand/cues';
import { words } from './understand/word-lists';
import { temperatureWeather } from './understand/temperature';
import type { Weather } from './understand/cue-types';
import { sportsShoesAt } from '../signals/sports-shoe-words';

export { WEATHERS, type Weather } from './understand/cue-types';

/**
 * What a message names. Occasion, weather and asked-for garment words come from each language's chat cues
 * (languages/<lang>/chat-cues.ts); garments and colours from the rating engine's lexicon (readDescription), so both read
 * words the same way.
 */
export interface Entities {
  garments: GarmentMention[];
  colours: ColourId[];
  occasion: Exclude<RatingOccasion, 'custom'> | null;
  weather: Weather | null;
  /** A kind of garment asked for without naming one. */
  asksFor: RatingComponent | null;
  /** The wedding is the member's own ("I'm the bride", "my wedding"): white is theirs. */
  couple?: boolean;
}

/**
 * The key whose word comes first in the text; where two start at the same place, the longer says more ('حفلة موسيقية',
 * a concert, is more than the 'حفلة' of a party inside it).
 */
/**
 * A katakana word runs on into the next katakana: a cue said as the first part of a longer loanword names that word, not
 * itself (ビーチサンダル is a flip-flop, not the beach).
 */
const KATAKANA = /[\p{Script=Katakana}ー]/u;
const katakanaRunsOn = (text: string, end: number): boolean => KATAKANA.test(text[end - 1] ?? '') && KATAKANA.test(text[end] ?? '');

function firstMatch<K extends string>(text: string, table: Partial<Record<K, string>>, fallback?: K): K | null {
  let best: { key: K; at: number; end: number } | null = null;
  for (const [key, list] of Object.entries(table) as [K, string][]) {
    if (key === fallback) continue;
    for (const w of words(list)) {
      const hit = findWord(text, w).find((h) => !katakanaRunsOn(text, h.end));
      if (hit && (!best || hit.start < best.at || (hit.start === best.at && hit.end > best.end))) best = { key, at: hit.start, end: hit.end };
    }
  }
  return best?.key ?? (fallback && words(table[fallback] ?? '').some((w) => findWord(text, w).length) ? fallback : null);
}

/**
 * Garments, colours, occasion, weather and an asked-for garment kind, in any of the ten languages. `proposes`: the
 * message puts an outfit forward (a yes/no question, or asks an opinion: "どう", "what do you think of…").
 */
export function extractEntities(message: string, proposes = false, language?: Language): Entities {
  const text = normalise(message);
  const signals = readDescription(message, language);
  const found = signals?.garments ?? [];
  // A proposed outfit names its shoes in a colour ("does a black blazer go with black shoes?", "ネイビーのスーツと茶色の靴はどう？"):
  // they are worn, not asked for.
  const shoesWorn = proposes && found.some((g) => saidPlainShoes(g) && g.colours.length > 0) && found.some((g) => !saidPlainShoes(g));
  const asked = shoesWorn ? null : firstMatch(text, COMPONENT_WORDS);
  // A bare "shoes" in a question is the kind asked for ("what shoes with a suit"), not a worn piece.
  const garments = found.filter((g) => !(asked === 'footwear' && saidPlainShoes(g)));
  const named = new Set(garments.flatMap((g) => g.components));
  // "I'm the bride" says the occasion as plainly as the word wedding.
  // Casual is what is left when nothing else is named: "周末去海边", "週末に海に", "주말에 바다" say when, and the beach where.
  const occasion = firstMatch(text, OCCASION_WORDS, 'casual') ?? (signals?.couple ? 'wedding' : null);
  // «حذاء رياضي» said for a run is the runner's shoe, as a rating at that occasion reads it.
  sportsShoesAt(garments, occasion);
  return {
    garments,
    colours: signals?.colours ?? [],
    occasion,
    // "35度の日", "35도에": a temperature says the weather when no word for it does.
    weather: firstMatch(text, WEATHER_WORDS) ?? temperatureWeather(text),
    // "what shoes with a suit": shoes are asked for when no named garment already covers them.
    asksFor: asked && !(named.has(asked) && garments.some((g) => g.components.length === 1 && g.components[0] === asked)) ? asked : null,
    couple: signals?.couple ?? false,
  };
}
