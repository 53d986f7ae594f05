import { describe, expect, it } from 'vitest';
import { labImage } from '../../../src/local/vision/pixel-lab';
import { torsoBreak, type WaistInput } from '../../../src/local/vision/waist';

const W = 120; const H = 120;
const RED = [170, 30, 40]; const BLUE = [30, 60, 150]; const BLACK = [20, 20, 22]; const WALL = [230, 230, 225];

/**
 * A body column (x 20–100): a red top down to y 62, blue trousers below; and, when `held`, a
 * black phone in a hand across most of the waist from y 50 to 62 (x 32–88).
 */
function photo(held: boolean): WaistInput['lab'] {
  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const body = x >= 20 && x < 100;
      const c = !body ? WALL : held && y >= 50 && y < 62 && x >= 32 && x < 88 ? BLACK : y < 62 ? RED : BLUE;
      rgb.set(c, (y * W + x) * 3);
    }
  }
  return labImage({ rgb, width: W, height: H }, () => false);
}

const input = (held: boolean): WaistInput => ({
  lab: photo(held), weight: (x) => (x >= 20 && x < 100 ? 1 : 0), shoulders: { x: 60, y: 20 }, hips: { x: 60, y: 80 }, shoulderW: 40,
  x0: 40, x1: 80, forearms: [],
});

describe('the torso break is where the fabric below holds down to the hips', () => {
  it('without anything held, the top ends where the trousers start', () => {
    const brk = torsoBreak(input(false));
    expect(brk?.y).toBeGreaterThan(55);
    expect(brk?.y).toBeLessThan(66);
  });

  it('a phone held across the waist for two bands is not the garment below the top', () => {
    // Its two bands are alike and unlike the chest, but the trousers below them are a third fabric:
    // the break stays where the trousers start, not at the phone.
    const brk = torsoBreak(input(true));
    expect(brk?.y).toBeGreaterThan(55);
    expect(brk?.y).toBeLessThan(66);
  });
});
