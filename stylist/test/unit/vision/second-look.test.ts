import { describe, expect, it } from 'vitest';
import { bodyFillsBox, bodyInMask } from '../../../src/local/vision/inference';

const SIZE = 256;
/** A mask grid with a filled rectangle (grid cells, inclusive-exclusive). */
function mask(x0: number, y0: number, x1: number, y1: number, m: Float32Array = new Float32Array(SIZE * SIZE)): Float32Array {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * SIZE + x] = 0.9;
  return m;
}

/** A box in grid cells ([x, y, w, h] of the 0–1 photo): where a part of a drawn figure lies. */
const cells = (box: readonly number[], x0: number, y0: number, x1: number, y1: number): [number, number, number, number] => [
  Math.round((box[0]! + box[2]! * x0) * SIZE), Math.round((box[1]! + box[3]! * y0) * SIZE),
  Math.round((box[0]! + box[2]! * x1) * SIZE), Math.round((box[1]! + box[3]! * y1) * SIZE),
];

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

describe('a shape read into objects is not a person', () => {
  const whole: [number, number, number, number] = [0, 0, 1, 1];
  const box: [number, number, number, number] = [0.4, 0.1, 0.2, 0.8];

  it('a standing figure (head, torso, two legs with a gap) fills its box', () => {
    const m = mask(...cells(box, 0.4, 0, 0.6, 0.12));
    mask(...cells(box, 0.2, 0.12, 0.8, 0.55), m);
    mask(...cells(box, 0.27, 0.55, 0.48, 1), m);
    mask(...cells(box, 0.52, 0.55, 0.73, 1), m);
    expect(bodyInMask(m, box, whole)).toBeGreaterThan(0.85);
    expect(bodyFillsBox(m, box, whole)).toBe(true);
  });

  it('a head-and-shoulders blob at the top of the box with nothing under it (a figurine on bottles) does not', () => {
    const m = mask(...cells(box, 0.2, 0, 0.8, 0.4));
    // About as much of the middle as the figurine on a bar shelf measured (0.41): over the old line of 0.35.
    expect(bodyInMask(m, box, whole)).toBeGreaterThan(0.35);
    expect(bodyFillsBox(m, box, whole)).toBe(false);
  });
});
