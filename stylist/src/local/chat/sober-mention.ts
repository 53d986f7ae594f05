import { soberColour } from '../styling/sober';
import type { GarmentMention } from './rater';

/** A named piece as the funeral's sober rule reads it: no statement finish, and every colour said of it sober for its part. */
export function soberMention(m: GarmentMention): boolean {
  if (m.finish) return false;
  const slot = m.components.includes('top') && m.components.includes('bottom') ? 'dress' : m.components.includes('accessories') ? 'acc' : m.components.includes('top') ? 'top' : 'bottom';
  return m.colours.every((c) => soberColour(slot, c));
}
