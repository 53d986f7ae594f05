import { describe, expect, it } from 'vitest';
import { labImage } from '../../../src/local/vision/pixel-lab';
import { torsoBreak, type WaistInput } from '../../../src/local/vision/waist';

const W = 120; const H = 120;

/** A body column (x 20–100) in a red top down to y 55 and blue trousers below: a crop top's hem at 55. */
function photo(): WaistInput['lab'] {
  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) rgb.set(x >= 20 && x < 100 ? (y < 55 ? [170, 30, 40] : [30, 60, 150]) : [230, 230, 225], (y * W + x) * 3);
  }
  return labImage({ rgb, width: W, height: H }, () => false);
}

const input = (shoulders: { x: number; y: number }, hips: { x: number; y: number }): WaistInput => ({
  lab: photo(), weight: (x) => (x >= 20 && x < 100 ? 1 : 0), shoulders, hips, shoulderW: 40,
  x0: Math.min(shoulders.x, hips.x) - 10, x1: Math.max(shoulders.x, hips.x) + 10, forearms: [],
});

describe('the torso break is read across an upright torso only', () => {
  it('standing: the top ends where the colour changes', () => {
    const brk = torsoBreak(input({ x: 60, y: 20 }, { x: 60, y: 80 }));
    expect(brk?.y).toBeGreaterThan(48);
    expect(brk?.y).toBeLessThan(58);
  });

  it('bent over (shoulders to hips tilted past 45°): horizontal bands run along the torso, so no break is read', () => {
    expect(torsoBreak(input({ x: 30, y: 30 }, { x: 90, y: 70 }))).toBeNull();
  });
});
