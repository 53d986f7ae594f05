import { describe, expect, it } from 'vitest';
import type { Oklab } from '../../../src/local/colour/oklab';
import { lowerKind } from '../../../src/local/vision/lower-kind';

// A standing figure drawn on a 100 × 200 mask: hips at y 60, knees at y 120, ankles at y 180, torso 50 px.
const W = 100; const H = 200;
const WINE: Oklab = { L: 0.4, a: 0.12, b: 0.03 };
const NAVY: Oklab = { L: 0.3, a: -0.01, b: -0.08 };
const BLACK: Oklab = { L: 0.15, a: 0, b: 0 };
const SKIN: Oklab = { L: 0.75, a: 0.04, b: 0.06 };

type Paint = [x0: number, y0: number, x1: number, y1: number, colour: Oklab, fabric: boolean];

function figure(...paints: Paint[]) {
  const on = new Uint8Array(W * H); const fab = new Uint8Array(W * H);
  const col: Oklab[] = new Array<Oklab>(W * H).fill({ L: 0.9, a: 0, b: 0 });
  for (const [x0, y0, x1, y1, c, f] of paints) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) { on[y * W + x] = 1; fab[y * W + x] = f ? 1 : 0; col[y * W + x] = c; }
  }
  return {
    width: W, height: H, torso: 50,
    weight: (x: number, y: number) => on[y * W + x]!, fabric: (x: number, y: number) => fab[y * W + x] === 1, lab: (x: number, y: number) => col[y * W + x]!,
    leftHip: { x: 60, y: 60 }, rightHip: { x: 40, y: 60 }, leftKnee: { x: 60, y: 120 }, rightKnee: { x: 40, y: 120 },
    leftAnkle: { x: 60, y: 180 }, rightAnkle: { x: 40, y: 180 },
  };
}
/** Two legs from the crotch (y 70) down, with background between them. */
const legs = (y0: number, y1: number, c: Oklab, fabric: boolean): Paint[] => [[32, y0, 48, y1, c, fabric], [52, y0, 68, y1, c, fabric]];
const hips = (c: Oklab): Paint => [32, 45, 68, 70, c, true];

describe('a skirt, trousers or shorts from the mask below the crotch', () => {
  it('a pencil skirt: one band of fabric across both legs down to the knee, bare legs below', () => {
    expect(lowerKind(figure([32, 45, 68, 120, WINE, true], ...legs(120, 180, SKIN, false)))).toBe('skirt');
  });

  it('trousers: each leg its own tube of one fabric, background between them', () => {
    expect(lowerKind(figure(hips(NAVY), ...legs(70, 180, NAVY, true)))).toBe('trousers');
  });

  it('trousers whose legs touch at the thighs and part below the knee are still trousers', () => {
    expect(lowerKind(figure([32, 45, 68, 130, NAVY, true], ...legs(130, 180, NAVY, true)))).toBe('trousers');
  });

  it('shorts: the legs parted above the hem, bare legs below', () => {
    expect(lowerKind(figure(hips(NAVY), ...legs(70, 110, NAVY, true), ...legs(110, 180, SKIN, false)))).toBe('shorts');
  });

  it('a long skirt whose outline widens toward the hem', () => {
    const flare: Paint[] = [];
    for (let y = 45; y < 180; y++) { const w = 18 + Math.round(((y - 45) / 135) * 14); flare.push([50 - w, y, 50 + w, y + 1, WINE, true]); }
    expect(lowerKind(figure(...flare))).toBe('skirt');
  });

  it('legs held together to the ankles cannot be told from a column skirt: no name', () => {
    expect(lowerKind(figure([32, 45, 68, 180, NAVY, true]))).toBeNull();
  });

  it('a skirt over dark tights is not taken for trousers: the fabric changes colour at the hem', () => {
    expect(lowerKind(figure([32, 45, 68, 120, WINE, true], ...legs(120, 180, BLACK, true)))).toBeNull();
  });

  it('a seated person (knees level with the hips) cannot say', () => {
    const f = figure([32, 45, 68, 120, WINE, true], ...legs(120, 180, SKIN, false));
    expect(lowerKind({ ...f, leftKnee: { x: 60, y: 70 }, rightKnee: { x: 40, y: 70 } })).toBeNull();
  });
});

describe('the gap between the legs where the mask takes it in', () => {
  const GREY: Oklab = { L: 0.6, a: 0, b: 0 };
  const WHITE: Oklab = { L: 0.95, a: 0, b: 0.01 };

  it('shorts over a floor the mask fills between the legs: the floor colour between them parts the legs', () => {
    // The mask covers the whole figure; only the colours show the grey floor between the white legs.
    expect(lowerKind(figure([32, 45, 68, 70, WHITE, true], [32, 70, 68, 180, GREY, true], ...legs(70, 110, WHITE, true), ...legs(110, 180, SKIN, false)))).toBe('shorts');
  });

  it('a skirt of one colour across the legs does not part them', () => {
    expect(lowerKind(figure([32, 45, 68, 110, WHITE, true], [32, 110, 68, 180, GREY, true], ...legs(110, 180, SKIN, false)))).toBe('skirt');
  });
});
