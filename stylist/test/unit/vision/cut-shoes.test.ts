import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/local/vision/analyse';
import type { PersonDetection } from '../../../src/local/vision/types';
import { drawFigure, maskOf, pose } from './figure';

const H = 512;

/** The drawn figure (red shoes from y 436 to 458, ankles at 436) with the photo cut at row `rows`. */
async function cutAt(rows: number): Promise<ReturnType<typeof analyse>> {
  const full = await drawFigure({ top: '#1c2841', bottom: '#1c2841', shoes: '#cf1f2b' });
  const img = { rgb: full.rgb.subarray(0, full.width * rows * 3), width: full.width, height: rows };
  const p = pose();
  // The same keypoints, normalised to the cut photo's height.
  const person: PersonDetection = {
    ...p,
    box: [p.box[0], (p.box[1] * H) / rows, p.box[2], Math.min(1 - (p.box[1] * H) / rows, (p.box[3] * H) / rows)],
    keypoints: Object.fromEntries(Object.entries(p.keypoints).map(([k, v]) => [k, { ...v, y: (v.y * H) / rows }])) as PersonDetection['keypoints'],
  };
  return analyse(img, { persons: [person], explicit: null, ...maskOf(img) });
}

describe('shoes the frame cuts at the sole', () => {
  it('are seen and named when most of each shoe shows below the ankle', async () => {
    const r = await cutAt(456);
    expect(r.regions.footwear?.palette[0]?.id).toBe('red');
    expect(r.framing).toContain('feetCut');
  });

  it('are left unseen when the frame cuts just below the ankle', async () => {
    const r = await cutAt(440);
    expect(r.regions.footwear).toBeUndefined();
  });

  it('count in the outfit as far as they show, with no step', async () => {
    const weights: number[] = [];
    for (let rows = 443; rows <= 459; rows++) {
      const r = await cutAt(rows);
      weights.push(r.outfit.find((c) => c.id === 'red')?.share ?? 0);
    }
    for (let i = 1; i < weights.length; i++) {
      expect(weights[i]!).toBeGreaterThanOrEqual(weights[i - 1]! - 0.005);
      // One row more of shoe moves its colour a little (a whole shoe is about a fifth of this outfit).
      expect(weights[i]! - weights[i - 1]!).toBeLessThan(0.05);
    }
  });

  it('are whole when the frame ends below them', async () => {
    const r = await cutAt(500);
    expect(r.regions.footwear?.palette[0]?.id).toBe('red');
    expect(r.regions.footwear?.sure).toBeUndefined();
  });
});
