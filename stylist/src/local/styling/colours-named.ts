import type { Language } from '@fitrater/contracts';
import { colourHex } from '../colour/names';
import { packFor } from '../i18n/packs';
import { coloursIn } from './taste';

/** The colours a text names (any language the rating lexicon reads), each with its fabric hex and its name in `language`. */
export function coloursNamed(text: string, language: Language = 'en'): { colour: string; hex: string; name: string }[] {
  const names = packFor(language).colours;
  return coloursIn(text).map((id) => ({ colour: id, hex: colourHex(id), name: names[id] }));
}
