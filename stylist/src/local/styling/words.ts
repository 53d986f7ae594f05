import type { Language } from '@fitrater/contracts';
import type { Garment } from '../../knowledge';
import type { ColourId } from '../colour/names';
import { packFor } from '../i18n/packs';
import { garmentName } from './garment-names';

/** The English display name of a colour ("light blue"). */
export const colourName = (id: ColourId): string => packFor('en').colours[id];

/** "a, b and c" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export { capitalise, lowerFirst } from '../grammar/text';

/** Any colour word in an English garment name ("charcoal two-piece suit", "gold hoop earrings"). */
const COLOUR_IN_NAME = new RegExp(`\\b(?:${Object.values(packFor('en').colours).join('|')})\\b`, 'i');

/** Colours a name that says "dark" already gives ("dark jeans" in navy is not "navy dark jeans"). */
const DARK_SHADES: ReadonlySet<ColourId> = new Set(['navy', 'black', 'charcoal', 'denim']);

/**
 * Whether a garment's (English) name already says its colour ("black tuxedo", "grey flannel trousers",
 * "charcoal two-piece suit", denim jeans): a second colour would read "grey charcoal suit", "jeans blu denim".
 */
const namesColour = (colour: ColourId, name: string): boolean =>
  name.toLowerCase().includes(colourName(colour)) || COLOUR_IN_NAME.test(name) || (colour === 'denim' && /\b(?:jeans|denim)\b/i.test(name))
  || (DARK_SHADES.has(colour) && /\bdark\b/i.test(name));

/** "navy" + "wool overcoat" → "navy wool overcoat", "gold" + "fine pendant necklace" → "fine gold pendant necklace"; keeps garments already named by colour ("black tuxedo"). */
export function colouredName(colour: ColourId, name: string): string {
  return namesColour(colour, name) ? name : packFor('en').garmentIn(name, colourName(colour));
}

/**
 * A garment in a colour, in `language` ("Wollmantel in Marineblau", "藏青色羊毛大衣"). Whether the
 * colour is said again is decided on the English name, so every language agrees with English.
 */
export function garmentInColour(p: { garment: Pick<Garment, 'id' | 'name'>; colour: ColourId }, language: Language): string {
  if (language === 'en') return colouredName(p.colour, p.garment.name);
  const pack = packFor(language);
  const name = garmentName(p.garment, language);
  return namesColour(p.colour, p.garment.name) ? name : pack.garmentIn(name, pack.colours[p.colour]);
}
