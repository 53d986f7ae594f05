import { describe, expect, it } from 'vitest';
import { footFromMask } from '../../../src/local/vision/feet-from-mask';

const W = 100; const H = 120;
/** A mask made of filled rectangles [x0, y0, x1, y1). */
function mask(...rects: [number, number, number, number][]): (x: number, y: number) => number {
  const m = new Float32Array(W * H);
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y < Math.min(H, y1); y++) for (let x = x0; x < x1; x++) m[y * W + x] = 1;
  return (x, y) => m[y * W + x]!;
}
const rowsOf = (s: { box: { y0: number; y1: number } }): number => s.box.y1 - s.box.y0;

describe('a shoe read from the person mask below the ankle', () => {
  it('ends where the mask ends (the sole on the floor), not at a fixed box: a heel above the frame\'s edge is whole', () => {
    // Shins 30-38 and 58-66 down to y 90, shoes to y 100; the frame goes on to 120.
    const weight = mask([30, 40, 38, 90], [28, 90, 42, 100], [58, 40, 66, 90], [56, 90, 70, 100]);
    const foot = footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 90 }, shin: 40, other: { x: 62, y: 90 } })!;
    expect(foot.cut).toBe(false);
    expect(foot.shape.box.y1).toBe(100);
    expect(foot.shape.inside(35, 95)).toBe(true);
    expect(foot.shape.inside(35, 101)).toBe(false);
  });

  it('leggings or tights showing between the feet are not the shoe', () => {
    // A dark band of tights joins the two feet at y 88-100.
    const weight = mask([30, 40, 38, 90], [28, 90, 42, 100], [58, 40, 66, 90], [56, 90, 70, 100], [38, 88, 58, 100]);
    const foot = footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 90 }, shin: 40, other: { x: 62, y: 90 } })!;
    // A shoe's width around the ankle (a quarter of the shin each side), and never past the midpoint between the feet.
    expect(foot.shape.box.x1).toBeLessThanOrEqual(45);
    expect(foot.shape.inside(41, 95)).toBe(true);
    expect(foot.shape.inside(46, 95)).toBe(false);
    const close = footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 90 }, shin: 80, other: { x: 50, y: 90 } })!;
    expect(close.shape.box.x1).toBeLessThanOrEqual(43);
  });

  it('a foot that runs into the frame\'s bottom edge is cut', () => {
    const weight = mask([30, 40, 38, 120]);
    const foot = footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 110 }, shin: 40 })!;
    expect(foot.cut).toBe(true);
  });

  it('a mask that ends at the ankle lost the foot: no shoe from the mask', () => {
    const weight = mask([30, 40, 38, 90]);
    expect(footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 90 }, shin: 40 })).toBeNull();
  });

  it('the floor beside the foot, not joined to it, never enters', () => {
    const weight = mask([30, 40, 38, 90], [28, 90, 42, 100], [44, 96, 48, 100]);
    const foot = footFromMask({ width: W, height: H, weight, ankle: { x: 34, y: 90 }, shin: 40 })!;
    expect(foot.shape.inside(45, 98)).toBe(false);
    expect(rowsOf(foot.shape)).toBe(100 - 88);
  });
});
