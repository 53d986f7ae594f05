import { describe, expect, it } from 'vitest';
import { isClosetKey, itemsPageKey } from './closet-items';

describe('closet cache keys', () => {
  it('writes the filters in one order, so the same filters share one cache entry', () => {
    expect(itemsPageKey({ occasion: 'brunch', category: 'top' }, null, 24)).toBe('/api/closet/items?category=top&occasion=brunch&limit=24');
    expect(itemsPageKey({}, 'abc', 10)).toBe('/api/closet/items?cursor=abc&limit=10');
  });

  it('knows every closet read, infinite pages included, and nothing else', () => {
    expect(isClosetKey('/api/closet/items?limit=24')).toBe(true);
    expect(isClosetKey('$inf$/api/closet/items?limit=24')).toBe(true);
    expect(isClosetKey('/api/closet/items/0b1c')).toBe(true);
    expect(isClosetKey('/api/closet/analytics')).toBe(true);
    expect(isClosetKey('/api/closet/folders')).toBe(false);
    expect(isClosetKey(['/api/closet/items'])).toBe(false);
  });
});
