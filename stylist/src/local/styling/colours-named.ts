import type { Language } from '@fitrater/contracts';
import { COLOUR_IDS, colourHex, type ColourId } from '../colour/names';
import { PACKS, packFor } from '../i18n/packs';
import { coloursIn } from './taste';

/** The colours a text names (any language the rating lexicon reads), each with its fabric hex and its name in `language`. */
export function coloursNamed(text: string, language: Language = 'en'): { colour: string; hex: string; name: string }[] {
  const names = packFor(language).colours;
  return coloursIn(text).map((id) => ({ colour: id, hex: colourHex(id), name: names[id] }));
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Every language's display name of every colour (lower case), English first so a name two
 * languages share keeps its English meaning. Exact names come first because the free-text
 * lexicon does not read single-character names (Japanese 黒, 白, 赤).
 */
const BY_NAME: ReadonlyMap<string, ColourId> = (() => {
  const map = new Map<string, ColourId>();
  for (const pack of Object.values(PACKS)) {
    for (const id of COLOUR_IDS) {
      const key = pack.colours[id].toLowerCase();
      if (!map.has(key)) map.set(key, id);
    }
  }
  return map;
})();

/**
 * The swatch for one colour name as a model or a person wrote it, in any of the ten languages:
 * a #rrggbb it already is, a known colour's fabric hex, or null when the name is no colour we know.
 */
export function colourSwatch(name: string): string | null {
  const text = name.trim();
  if (HEX.test(text)) return text.toLowerCase();
  const id = BY_NAME.get(text.toLowerCase()) ?? coloursIn(text)[0];
  return id ? colourHex(id) : null;
}
