import { describe, expect, it } from 'vitest';
import { describePiece } from '../../../src/garments/piece-description';

const source = Buffer.alloc(0);

describe('a rated photo\'s lower half, named without a model', () => {
  it('by the kind the vision read', async () => {
    expect((await describePiece({ category: 'bottom', colours: ['wine'], source, lower: 'skirt' }, 'en', null)).name).toBe('wine skirt');
  });

  it('by the neutral word when the photo could not tell', async () => {
    expect((await describePiece({ category: 'bottom', colours: ['wine'], source, lower: null }, 'en', null)).name).toBe('wine bottoms');
  });

  it('a garment laid flat (no reading) keeps the formality\'s noun', async () => {
    expect((await describePiece({ category: 'bottom', colours: ['khaki'], source }, 'en', null)).name).toBe('khaki jeans');
  });
});
