import { describe, expect, it } from 'vitest';
import { maskCoverage, maskCovers } from '../../../src/local/vision/analyse';
import { KEYPOINTS, type Detections, type Keypoint, type KeypointName } from '../../../src/local/vision/types';

const SIDE = 256;

/** One person whose box is the middle half of a 256 × 256 frame, and a mask that calls `share` of the box's width person (its left columns). */
function detections(share: number | null): Detections {
  const keypoints = Object.fromEntries(KEYPOINTS.map((k) => [k, { x: 0.5, y: 0.5, score: 0 }])) as Record<KeypointName, Keypoint>;
  const box: [number, number, number, number] = [0.25, 0.25, 0.5, 0.5];
  let mask: Float32Array | null = null;
  if (share !== null) {
    mask = new Float32Array(SIDE * SIDE);
    const x1 = SIDE * (0.25 + 0.5 * share);
    for (let y = SIDE * 0.25; y < SIDE * 0.75; y++) for (let x = SIDE * 0.25; x < x1; x++) mask[y * SIDE + x] = 0.9;
  }
  return { persons: [{ score: 0.8, box, keypoints }], mask, maskWidth: SIDE, maskHeight: SIDE, explicit: null };
}

describe("the share of the rated person's box the person mask covers", () => {
  it('is measured over the box, and the mask is used from a fifth of it', () => {
    const most = detections(0.5); const little = detections(0.15);
    expect(maskCoverage(most, 0, SIDE, SIDE)).toBeCloseTo(0.5, 1);
    expect(maskCoverage(little, 0, SIDE, SIDE)).toBeCloseTo(0.15, 1);
    expect(maskCovers(most, 0, SIDE, SIDE)).toBe(true);
    expect(maskCovers(little, 0, SIDE, SIDE)).toBe(false);
  });

  it('is nothing without a mask', () => {
    expect(maskCoverage(detections(null), 0, SIDE, SIDE)).toBe(0);
    expect(maskCovers(detections(null), 0, SIDE, SIDE)).toBe(false);
  });
});
