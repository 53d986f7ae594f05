import { describe, expect, it } from 'vitest';
import { faceSkin, type Px } from '../../../src/local/vision/region-pixels';
import type { KeypointName } from '../../../src/local/vision/types';

const W = 60; const H = 120;
const SKIN: [number, number, number] = [176, 124, 98];

/** A skin-coloured face patch 16 px across centred at `cx` (cut by the frame when near its edge), on grey. */
function photo(cx: number): { rgb: Uint8Array; width: number; height: number } {
  const rgb = new Uint8Array(W * H * 3).fill(128);
  for (let y = 12; y < 32; y++) {
    for (let x = cx - 8; x < cx + 8; x++) {
      if (x < 0 || x >= W) continue;
      rgb.set(SKIN, (y * W + x) * 3);
    }
  }
  return { rgb, width: W, height: H };
}

/** Nose and eyes of a face centred at `cx`, the eyes 5 px either side of the nose and 8 px above it. */
const face = (cx: number): Partial<Record<KeypointName, Px>> => ({
  nose: { x: cx, y: 22 }, leftEye: { x: cx + 5, y: 14 }, rightEye: { x: cx - 5, y: 14 },
});

describe('the face\'s skin colour', () => {
  it('is measured around the nose of a face inside the frame', () => {
    expect(faceSkin(photo(30), () => 1, face(30))).not.toBeNull();
  });

  it('is not measured when the frame cuts the area around the nose: what is left is the face\'s edge, in proportions a pixel of the crop changes', () => {
    // A narrow crop of a crowd whose edge runs through her face: the nose a pixel inside the frame.
    expect(faceSkin(photo(W - 1), () => 1, face(W - 1))).toBeNull();
    // Cut a little (the eye at the edge, most of the area around the nose inside): still her face.
    expect(faceSkin(photo(W - 6), () => 1, face(W - 6))).not.toBeNull();
  });
});
