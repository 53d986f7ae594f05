import { describe, expect, it } from 'vitest';
import { garments } from '../../../src';

const top = { category: 'top' as const, formality: 'smart-casual' as const, colours: ['black' as const] };
const heels = { category: 'footwear' as const, formality: 'smart-casual' as const, colours: ['black' as const] };
const bottom = (lower?: garments.LowerKind | null) => ({ category: 'bottom' as const, formality: 'smart-casual' as const, colours: ['burgundy' as const], lower });

describe('a look with an owned bottom of known kind', () => {
  it('is described and rated with the kind\'s noun: a skirt as a skirt, shorts as shorts, trousers by the formality', async () => {
    expect(garments.lookDescription([top, bottom('skirt'), heels])).toBe('black shirt, burgundy skirt, black loafers');
    expect(garments.lookDescription([top, bottom('shorts'), heels])).toContain('burgundy shorts');
    const trousers = garments.lookDescription([top, bottom(), heels]);
    expect(garments.lookDescription([top, bottom('trousers'), heels])).toBe(trousers);
    // An unknown kind has no word the rater reads: the formality's noun stands for it, as before.
    expect(garments.lookDescription([top, bottom(null), heels])).toBe(trousers);
    expect(trousers).not.toContain('skirt');
    const skirt = await garments.scoreLook([top, bottom('skirt'), heels], 'party');
    expect(skirt).toBe(await garments.scoreLook([top, bottom('skirt'), heels], 'party'));
  });

  it('keeps the kind only for a bottom: a top with a kind is named as a top', () => {
    expect(garments.lookDescription([{ ...top, lower: 'skirt' }])).toBe(garments.lookDescription([top]));
  });
});
