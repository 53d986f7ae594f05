import { describe, expect, it } from 'vitest';
import { bodyInMask } from '../../../src/local/vision/inference';

const SIZE = 256;
/** A mask grid with a filled rectangle (grid cells, inclusive-exclusive). */
function mask(x0: number, y0: number, x1: number, y1: number): Float32Array {
  const m = new Float32Array(SIZE * SIZE);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * SIZE + x] = 0.9;
  return m;
}

describe('the second look keeps a person only when the mask sees a body in their box', () => {
  const whole: [number, number, number, number] = [0, 0, 1, 1];

  it('a body filling the middle of the box: all of it; an empty mask: none of it', () => {
    expect(bodyInMask(mask(64, 0, 192, 256), [0.2, 0.05, 0.6, 0.9], whole)).toBe(1);
    expect(bodyInMask(new Float32Array(SIZE * SIZE), [0.2, 0.05, 0.6, 0.9], whole)).toBe(0);
  });

  it('a body beside the box does not count for it', () => {
    expect(bodyInMask(mask(0, 0, 40, 256), [0.5, 0.05, 0.4, 0.9], whole)).toBe(0);
  });

  it('reads the box where the mask grid lies on the photo (a square around a narrow person)', () => {
    // The grid covers x from -0.5 to 1.5 of the photo; the person's middle is the grid's middle quarter.
    const area: [number, number, number, number] = [-0.5, 0, 2, 1];
    expect(bodyInMask(mask(96, 0, 160, 256), [0.25, 0.05, 0.5, 0.9], area)).toBe(1);
    expect(bodyInMask(mask(0, 0, 64, 256), [0.25, 0.05, 0.5, 0.9], area)).toBe(0);
  });
});
