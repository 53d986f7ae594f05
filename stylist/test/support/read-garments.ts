import type { Language } from '@fitrater/contracts';
import { readDescription } from '../../src/local/signals/text';

/** The pieces a description is read as, each with its colours: 'skirt:denim', 'boots:brown', 'jeans'. */
export const readGarments = (description: string, language?: Language): string[] =>
  readDescription(description, language)!.garments.map((g) => `${g.garment}${g.colours.length ? `:${g.colours.join('/')}` : ''}`);
