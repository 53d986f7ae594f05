import { describe, expect, it } from 'vitest';
import { estimateLight } from '../../../src/local/vision/illuminant';
import type { Detections, WorkImage } from '../../../src/local/vision/types';
import { pose } from './figure';

const W = 90; const H = 90;

/**
 * A room (the mask is empty): a pale lilac wall, a band of warm lamp-lit surfaces a little
 * brighter, and a few highlights brighter still, at `highlight` in their brightest channel: just
 * under the clipping line in one copy of the photo and just over it in the other. The white
 * patch (the brightest 5 % of the scene) is the warm band with some wall, or the warm band with
 * the highlights.
 */
function room(highlight: number): WorkImage {
  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const colour = y < 3 && x < 45 ? [highlight, highlight - 28, highlight - 40]
        : y >= 3 && y < 6 ? [226, 190, 185]
          : [200, 172, 212];
      rgb.set(colour, (y * W + x) * 3);
    }
  }
  return { rgb, width: W, height: H };
}

const det: Detections = { persons: [pose()], explicit: null };

describe("the scene's white is read the same whichever side of clipping its brightest pixels fall", () => {
  it('highlights a few levels under or over the clipping line move the light little', () => {
    const over = estimateLight(room(252), det, 0, null);
    const under = estimateLight(room(248), det, 0, null);
    // Both copies see a tinted light and take some of it out.
    expect(over.strength).toBeGreaterThan(0.3);
    // A hard line counted the highlights wholly in one copy and not at all in the other: the white
    // turned from magenta to warm, the two witnesses disagreed, and no light was taken out.
    expect(Math.hypot(over.cast.a - under.cast.a, over.cast.b - under.cast.b)).toBeLessThan(0.005);
    expect(Math.abs(over.strength - under.strength)).toBeLessThan(0.1);
  });

  it('a highlight well under the line still counts wholly', () => {
    // The brightest surfaces are the white's witness; only those squeezed against the top fade.
    const bright = estimateLight(room(232), det, 0, null);
    const none = estimateLight(room(200), det, 0, null);
    expect(Math.hypot(bright.cast.a - none.cast.a, bright.cast.b - none.cast.b)).toBeGreaterThan(0.02);
  });
});
