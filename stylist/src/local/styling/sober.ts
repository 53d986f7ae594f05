import type { Garment } from '../../knowledge';
import type { ColourId } from '../colour/names';

/** The colours of mourning: dark neutrals, with a white or ivory shirt under them. */
const DARK: ReadonlySet<ColourId> = new Set(['black', 'charcoal', 'navy', 'grey']);
const UNDER_DARK: ReadonlySet<ColourId> = new Set(['white', 'ivory']);
/** Small accessories may also be metal or pearl. */
const DISCREET: ReadonlySet<ColourId> = new Set([...DARK, ...UNDER_DARK, 'silver', 'gold']);
/** Shine draws the eye where nothing should: patent leather, satin, sequins, metallics. */
const SHINE = /patent|satin|sequin|metallic|glitter/u;
/** Shoulders stay covered. */
const BARE_SHOULDERS = /sleeveless|camisole|tank|strap|halter|bandeau|off-shoulder/u;

/**
 * Whether a piece in a colour is sober enough for a funeral, as a stylist dresses one: a main piece dark (a white or
 * ivory top under it is fine), legs covered, no statement piece and nothing that shines; small accessories discreet.
 */
export function soberPiece(g: Garment, colour: ColourId): boolean {
  if (g.tags.includes('statement') || g.tags.includes('evening') || SHINE.test(g.name)) return false;
  if (g.coverage === 'bare' || ((g.slot === 'top' || g.slot === 'dress') && BARE_SHOULDERS.test(g.name))) return false;
  return soberColour(g.slot, colour);
}

/** Whether a colour is sober on a piece in a slot: dark, a white or ivory top under dark pieces, discreet small accessories. */
export function soberColour(slot: Garment['slot'], colour: ColourId): boolean {
  if (slot === 'acc') return DISCREET.has(colour);
  if (slot === 'top') return DARK.has(colour) || UNDER_DARK.has(colour);
  return DARK.has(colour);
}
