import { describe, expect, it } from 'vitest';
import { garments, type GarmentMasks } from '../../../src';

const W = 80, H = 100;
const NAVY: [number, number, number] = [28, 40, 90];
const WALL: [number, number, number] = [32, 44, 94];
const SKIN: [number, number, number] = [224, 172, 140];

/**
 * A synthetic reading: a navy top (x 20–59, y 20–59) on a person; the vision measured only its
 * middle (x 23–56, y 23–56) and, apart from it, a stray patch; the wall behind is nearly the top's
 * colour; a skin-coloured neck sits above the top and a lace hole in its middle.
 */
function scene() {
  const rgb = new Uint8Array(W * H * 3);
  const person = new Uint8Array(W * H), skin = new Uint8Array(W * H), top = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x;
    const onTop = x >= 20 && x < 60 && y >= 20 && y < 60;
    const neck = x >= 34 && x < 46 && y >= 10 && y < 20;
    rgb.set(onTop ? NAVY : neck ? SKIN : WALL, i * 3);
    person[i] = onTop || neck ? 255 : 0;
    skin[i] = neck ? 1 : 0;
    const measured = x >= 23 && x < 57 && y >= 23 && y < 57;
    const hole = x >= 38 && x < 41 && y >= 38 && y < 41;
    const stray = x >= 70 && x < 72 && y >= 80 && y < 82;
    top[i] = (measured && !hole) || stray ? 1 : 0;
  }
  const masks: GarmentMasks = { width: W, height: H, person, skin, parts: { top: { mask: top, box: { x: 0.25, y: 0.2, w: 0.5, h: 0.4 } } } };
  return { masks, image: { rgb, width: W, height: H } };
}

describe('a garment cut out from the vision\'s reading of it', () => {
  it('reaches the rest of the fabric on the person, never the wall of its colour or the skin; islands dropped, small holes filled', () => {
    const { masks, image } = scene();
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    // The fabric past the measured place (the top's edge) is in; the wall just outside it is not.
    expect(at(21, 21)).toBe(255);
    expect(at(58, 58)).toBe(255);
    expect(at(18, 40)).toBe(0);
    expect(at(62, 40)).toBe(0);
    // The neck (skin) and the stray patch are out; the lace hole is filled.
    expect(at(40, 15)).toBe(0);
    expect(at(71, 81)).toBe(0);
    expect(at(39, 39)).toBe(255);
    // The box is the garment's, with a small margin.
    expect(cut.box.x).toBeCloseTo(17 / W, 5);
    expect(cut.box.y).toBeCloseTo(17 / H, 5);
    expect(cut.fill).toBeGreaterThan(0.7);
  });

  it('cuts nothing when the vision measured none of the asked parts', () => {
    const { masks, image } = scene();
    expect(garments.personGarmentMask(masks, ['bottom'], image)).toBeNull();
  });
});
