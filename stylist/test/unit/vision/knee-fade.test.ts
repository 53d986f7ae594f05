import { describe, expect, it } from 'vitest';
import type { KeypointName, PersonDetection } from '../../../src/local/vision/types';
import { pose, seeFigure } from './figure';

/** A standing figure whose knees and ankles the pose sees at `score` (the rest clearly). */
function legsAt(score: number): PersonDetection {
  const p = pose();
  const legs: KeypointName[] = ['leftKnee', 'rightKnee', 'leftAnkle', 'rightAnkle'];
  return { ...p, keypoints: Object.fromEntries(Object.entries(p.keypoints).map(([n, k]) => [n, legs.includes(n as KeypointName) ? { ...k, score } : k])) as PersonDetection['keypoints'] };
}

describe('a lower half placed from knees just over the seen line', () => {
  const colours = { top: '#f4f4f2', bottom: '#1c2841', shoes: '#f4f4f2' };

  it('is as sure as the surest knee or ankle is over the line: hardly at 0.32, wholly from 0.4', async () => {
    const faint = await seeFigure(colours, [legsAt(0.32)]);
    const clear = await seeFigure(colours, [legsAt(0.8)]);
    expect(faint.regions.bottom?.sure).toBeLessThan(0.15);
    expect(clear.regions.bottom?.sure).toBeUndefined();
    const navy = (v: typeof faint): number => v.outfit.find((c) => c.id === 'navy')?.share ?? 0;
    expect(navy(clear)).toBeGreaterThan(0.2);
    expect(navy(faint)).toBeLessThan(navy(clear) / 3);
  });

  it('lends the outfit its colour a little more at each step of the knee score, never in one step', async () => {
    const shares: number[] = [];
    for (const s of [0.31, 0.33, 0.35, 0.37, 0.39, 0.41]) {
      const v = await seeFigure(colours, [legsAt(s)]);
      shares.push(v.outfit.find((c) => c.id === 'navy')?.share ?? 0);
    }
    const whole = shares[shares.length - 1]! - shares[0]!;
    expect(whole).toBeGreaterThan(0.2);
    for (let i = 1; i < shares.length; i++) {
      expect(shares[i]!).toBeGreaterThanOrEqual(shares[i - 1]! - 1e-9);
      expect(shares[i]! - shares[i - 1]!).toBeLessThan(whole / 2);
    }
  });
});
