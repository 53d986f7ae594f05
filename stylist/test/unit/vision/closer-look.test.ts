import { describe, expect, it } from 'vitest';
import { closerLook, closerSquare, mixed, samePersonIn, type RawPhoto } from '../../../src/local/vision/closer-look';
import { KEYPOINTS, type Keypoint, type KeypointName, type PersonDetection } from '../../../src/local/vision/types';

const W = 400; const H = 300;

/** A grey photo with a person drawn as a green block filling `box` and a red dot (the nose) at `nose`, both normalised. */
function photo(box: PersonDetection['box'], nose: { x: number; y: number }): RawPhoto {
  const rgb = Buffer.alloc(W * H * 3, 120);
  const paint = (x0: number, y0: number, x1: number, y1: number, c: [number, number, number]): void => {
    for (let y = Math.max(0, y0); y < Math.min(H, y1); y++) for (let x = Math.max(0, x0); x < Math.min(W, x1); x++) rgb.set(c, (y * W + x) * 3);
  };
  paint(Math.round(box[0] * W), Math.round(box[1] * H), Math.round((box[0] + box[2]) * W), Math.round((box[1] + box[3]) * H), [0, 200, 0]);
  paint(Math.round(nose.x * W) - 1, Math.round(nose.y * H) - 1, Math.round(nose.x * W) + 2, Math.round(nose.y * H) + 2, [255, 0, 0]);
  return { rgb, width: W, height: H };
}

const everywhere = (x: number, y: number, score = 0.8): Record<KeypointName, Keypoint> =>
  Object.fromEntries(KEYPOINTS.map((k) => [k, { x, y, score }])) as Record<KeypointName, Keypoint>;

/** A stand-in pose model: the green block's bounds are the person's box, the red dot's centre every keypoint. */
async function drawnPose(square: RawPhoto): Promise<PersonDetection[]> {
  let gx0 = Infinity; let gy0 = Infinity; let gx1 = -Infinity; let gy1 = -Infinity; let rx = 0; let ry = 0; let rn = 0;
  for (let y = 0; y < square.height; y++) {
    for (let x = 0; x < square.width; x++) {
      const o = (y * square.width + x) * 3;
      const [r, g] = [square.rgb[o]!, square.rgb[o + 1]!];
      if (r > 200 && g < 60) { rx += x + 0.5; ry += y + 0.5; rn++; }
      if (g > 150 || (r > 200 && g < 60)) { gx0 = Math.min(gx0, x); gy0 = Math.min(gy0, y); gx1 = Math.max(gx1, x + 1); gy1 = Math.max(gy1, y + 1); }
    }
  }
  if (!rn) return [];
  const s = square.width;
  return [{ score: 0.5, box: [gx0 / s, gy0 / s, (gx1 - gx0) / s, (gy1 - gy0) / s], keypoints: everywhere(rx / rn / s, ry / rn / square.height) }];
}

const person = (box: PersonDetection['box'], nose: { x: number; y: number }): PersonDetection => ({ score: 0.2, box, keypoints: everywhere(nose.x, nose.y, 0.4) });

describe('the closer look at a small person', () => {
  it('reads the person again on a square around them and puts the keypoints back where they are on the photo', async () => {
    const box: PersonDetection['box'] = [0.45, 0.3, 0.08, 0.5]; const nose = { x: 0.49, y: 0.35 };
    const kp = await closerLook(photo(box, nose), person(box, nose), drawnPose);
    expect(kp).not.toBeNull();
    expect(kp!.nose.x).toBeCloseTo(nose.x, 2);
    expect(kp!.nose.y).toBeCloseTo(nose.y, 2);
    expect(kp!.nose.score).toBe(0.8);
  });

  it('at the frame\'s edge, the square is padded and the keypoints still land on the person', async () => {
    const box: PersonDetection['box'] = [0.9, 0.05, 0.08, 0.45]; const nose = { x: 0.95, y: 0.1 };
    const sq = closerSquare(person(box, nose), W, H)!;
    expect(sq.left + sq.side).toBeGreaterThan(W);
    const kp = await closerLook(photo(box, nose), person(box, nose), drawnPose);
    expect(kp!.nose.x).toBeCloseTo(nose.x, 2);
    expect(kp!.nose.y).toBeCloseTo(nose.y, 2);
  });

  it('a person who fills the photo is not looked at again', async () => {
    // A seated person with arms out, as wide as three quarters of a landscape photo.
    const box: PersonDetection['box'] = [0.1, 0.03, 0.75, 0.94];
    let calls = 0;
    const kp = await closerLook(photo(box, { x: 0.45, y: 0.15 }), person(box, { x: 0.45, y: 0.15 }), async (sq) => { calls++; return drawnPose(sq); });
    expect(kp).toBeNull();
    expect(calls).toBe(0);
  });

  it('only the same person counts: someone else found in the square is not taken for them', () => {
    const me = person([0.45, 0.3, 0.08, 0.5], { x: 0.49, y: 0.35 });
    const sq = closerSquare(me, W, H)!;
    // In the square's own coordinates: a neighbour at its left edge, beside the box looked at.
    const neighbour: PersonDetection = { score: 0.6, box: [0, 0.1, 0.2, 0.8], keypoints: everywhere(0.1, 0.2) };
    expect(samePersonIn([neighbour], sq, me, W, H)).toBeNull();
    const same: PersonDetection = { score: 0.6, box: [0.4, 0.1, 0.2, 0.8], keypoints: everywhere(0.5, 0.15) };
    expect(samePersonIn([neighbour, same], sq, me, W, H)!.nose.x).toBeCloseTo((sq.left + 0.5 * sq.side) / W, 4);
  });

  it('counts the closer reading more the smaller the person, without a step', () => {
    // A standing person box 0.9 of the photo's height down to 0.3: the square's share of the photo falls smoothly.
    let last = -1;
    for (let h = 0.9; h >= 0.3; h -= 0.005) {
      const w = closerSquare(person([0.45, 0.05, 0.1, h], { x: 0.5, y: 0.1 }), 300, 400)?.weight ?? 0;
      expect(w).toBeGreaterThanOrEqual(last);
      if (last >= 0) expect(w - last).toBeLessThan(0.05);
      last = w;
    }
    expect(last).toBe(1);
    expect(closerSquare(person([0.45, 0.05, 0.1, 0.75], { x: 0.5, y: 0.1 }), 300, 400)).toBeNull();
  });

  it('a person who nearly fills the photo gets keypoints between the two readings', () => {
    const first = everywhere(0.5, 0.2, 0.3); const closer = everywhere(0.5, 0.3, 0.7);
    const kp = mixed(first, closer, 0.25);
    expect(kp.nose.y).toBeCloseTo(0.225, 4);
    expect(kp.nose.score).toBeCloseTo(0.4, 4);
    expect(mixed(first, closer, 1)).toBe(closer);
  });
});
