import { describe, expect, it } from 'vitest';
import type { MaskStroke } from '@fitrater/contracts';
import { dabsBetween, extendStroke, strokeDabs, toImagePoint } from './brush';

describe('the cut-out brush', () => {
  it('fills a long segment with dabs no further apart than a third of the radius, ending where the finger is', () => {
    const dabs = dabsBetween({ x: 0, y: 0 }, { x: 90, y: 0 }, 30);
    expect(dabs).toHaveLength(9);
    expect(dabs.at(-1)).toEqual({ x: 90, y: 0 });
    for (let i = 1; i < dabs.length; i++) expect(dabs[i]!.x - dabs[i - 1]!.x).toBeLessThanOrEqual(10);
  });

  it('leaves one dab for a tap', () => {
    expect(dabsBetween({ x: 5, y: 5 }, { x: 5, y: 5 }, 12)).toEqual([{ x: 5, y: 5 }]);
  });

  it('maps a touch to a share of the image, kept inside it', () => {
    expect(toImagePoint(110, 60, { left: 10, top: 10, width: 200, height: 100 })).toEqual([0.5, 0.5]);
    expect(toImagePoint(-40, 300, { left: 10, top: 10, width: 200, height: 100 })).toEqual([0, 1]);
  });

  it('skips samples too close to the last point and refuses points past the cap', () => {
    const stroke: MaskStroke = { mode: 'remove', radius: 0.06, points: [[0.1, 0.1]] };
    expect(extendStroke(stroke, [0.105, 0.1], 1, 3)).toBe(true);
    expect(stroke.points).toHaveLength(1);
    expect(extendStroke(stroke, [0.3, 0.1], 1, 3)).toBe(true);
    expect(extendStroke(stroke, [0.5, 0.1], 1, 3)).toBe(true);
    expect(extendStroke(stroke, [0.7, 0.1], 1, 3)).toBe(false);
    expect(stroke.points).toHaveLength(3);
  });

  it('draws a stroke as dabs in canvas pixels', () => {
    const dabs = strokeDabs({ mode: 'add', radius: 0.1, points: [[0, 0], [0.5, 0]] }, 200, 100);
    expect(dabs[0]).toEqual({ x: 0, y: 0 });
    expect(dabs.at(-1)).toEqual({ x: 100, y: 0 });
  });
});
