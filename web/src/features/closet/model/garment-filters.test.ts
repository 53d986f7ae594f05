import { describe, expect, it } from 'vitest';
import { chipsOf, filtersFrom } from './garment-filters';

describe('closet filters', () => {
  it('reads known values from the address and drops the rest', () => {
    expect(filtersFrom(new URLSearchParams('view=garments&category=footwear&colour=mauve&season=monsoon&occasion=date-night'))).toEqual({
      category: 'footwear', colour: 'mauve', occasion: 'date-night',
    });
  });

  it('shows values the closet holds, in catalogue order, and keeps the picked one at zero', () => {
    expect(chipsOf('season', { winter: 2, spring: 1 }, 'summer')).toEqual([
      { value: 'spring', count: 1 }, { value: 'summer', count: 0 }, { value: 'winter', count: 2 },
    ]);
  });
});
