import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/local/vision/analyse';
import type { Detections } from '../../../src/local/vision/types';
import { drawFigure, maskOf, pose } from './figure';

/**
 * A red scarf at the neck, with the person mask over the neck at `sure` (the rest of the body at
 * 1): near 1 where the model sees the person, near one half where it cannot tell her from what is
 * behind her (a neck at the frame's edge).
 */
async function scarfWithMask(sure: number): Promise<ReturnType<typeof analyse>> {
  const img = await drawFigure({ top: '#f4f4f2', bottom: '#1c2841', scarf: '#cf1f2b' });
  const m = maskOf(img);
  const mask = m.mask!;
  for (let y = 85; y < 122; y++) for (let x = 160; x < 224; x++) if (mask[y * img.width + x]! > 0) mask[y * img.width + x] = sure;
  const det: Detections = { persons: [pose()], explicit: null, ...m };
  return analyse(img, det);
}

describe('an accessory is read only where the mask is sure the pixels are the person', () => {
  it('a scarf where the mask is sure is an accessory', async () => {
    const v = await scarfWithMask(0.95);
    expect(v.regions.accessories?.zones).toContain('neck');
    expect(v.regions.accessories?.palette[0]?.id).toBe('red');
  });

  it('the same colour where the mask hovers around one half is no accessory, and lends the outfit no colour', async () => {
    // The line at 0.4 counted these pixels as hers; a copy of the photo with the mask a little
    // lower there did not, and the accessory came and went between the two.
    const v = await scarfWithMask(0.45);
    expect(v.regions.accessories).toBeUndefined();
    expect(v.outfit.map((c) => c.id)).not.toContain('red');
  });
});
