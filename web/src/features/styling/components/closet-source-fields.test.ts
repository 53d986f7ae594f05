import { describe, expect, it } from 'vitest';
import { closetAsk } from './closet-source-fields';

describe('what "from my closet" asks for', () => {
  it('asks nothing extra when the member did not pick the closet, locks or not', () => {
    expect(closetAsk({ fromCloset: false, sideBySide: true }, ['a'])).toEqual({});
  });

  it('asks for the closet, three looks side by side and the locked pieces', () => {
    expect(closetAsk({ fromCloset: true, sideBySide: true }, ['a', 'b'])).toEqual({ source: 'closet', options: 3, lockedItemIds: ['a', 'b'] });
    expect(closetAsk({ fromCloset: true, sideBySide: false })).toEqual({ source: 'closet' });
  });
});
