import type { ColourId } from '../colour/names';
import { names } from '../i18n/names-en';

/** The English display name of a colour ("light blue"). */
export const colourName = (id: ColourId): string => names.colours[id];

/** "a, b and c" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "navy" + "wool overcoat" → "navy wool overcoat"; keeps garments already named by colour ("black tuxedo"). */
export function colouredName(colour: ColourId, name: string): string {
  const said = colourName(colour);
  return name.toLowerCase().includes(said) || /\b(white|black)\b/.test(name) ? name : `${said} ${name}`;
}
