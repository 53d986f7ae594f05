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

const BLACK: [number, number, number] = [20, 20, 22];
const FLOOR: [number, number, number] = [150, 150, 150];
const RED: [number, number, number] = [180, 20, 40];
const SHADOW: [number, number, number] = [70, 10, 20];

/** A scene painted by `paint(x, y)`: its colour, whether it is the person, the vision's skin test and the measured parts. */
function paintScene(paint: (x: number, y: number) => { rgb: [number, number, number]; person: boolean; skin?: boolean; part?: 'top' | 'bottom' | 'footwear' }) {
  const rgb = new Uint8Array(W * H * 3);
  const person = new Uint8Array(W * H), skin = new Uint8Array(W * H);
  const parts = { top: new Uint8Array(W * H), bottom: new Uint8Array(W * H), footwear: new Uint8Array(W * H) };
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x; const p = paint(x, y);
    rgb.set(p.rgb, i * 3);
    person[i] = p.person ? 255 : 0;
    skin[i] = p.skin ? 1 : 0;
    if (p.part) parts[p.part][i] = 1;
  }
  const box = { x: 0, y: 0, w: 1, h: 1 };
  const masks: GarmentMasks = { width: W, height: H, person, skin, parts: { top: { mask: parts.top, box }, bottom: { mask: parts.bottom, box }, footwear: { mask: parts.footwear, box } } };
  return { masks, image: { rgb, width: W, height: H } };
}

describe('the wearer left out, one piece kept', () => {
  it('cuts away a neckline the vision read as the top (skin its own test missed, the colour of the wearer\'s face), keeping lace specks as fabric', () => {
    const { masks, image } = paintScene((x, y) => {
      const face = x >= 32 && x < 48 && y >= 2 && y < 18;
      const top = x >= 20 && x < 60 && y >= 20 && y < 60;
      const neckline = top && y < 36 && Math.abs(x - 40) < (36 - y) / 2 + 2;
      const lace = top && !neckline && x % 9 === 0 && y % 9 === 0;
      if (face) return { rgb: SKIN, person: true, skin: true };
      if (neckline || lace) return { rgb: SKIN, person: true, part: 'top' };
      return top ? { rgb: BLACK, person: true, part: 'top' } : { rgb: FLOOR, person: false };
    });
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    expect(at(40, 24)).toBe(0);
    expect(at(40, 30)).toBe(0);
    // Lace specks inside the fabric stay, and the fabric beside the neckline.
    expect(at(27, 45)).toBe(255);
    expect(at(25, 25)).toBe(255);
    expect(at(40, 50)).toBe(255);
  });

  it('keeps footwear below each ankle, each foot, however far the leggings of the shoes\' colour go up', () => {
    const { masks, image } = paintScene((x, y) => {
      const leftFoot = x >= 18 && x < 34 && y >= 80 && y < 92, rightFoot = x >= 46 && x < 62 && y >= 84 && y < 96;
      const leggings = (((x >= 22 && x < 32) || (x >= 48 && x < 58)) && y >= 40 && y < 90) || (x >= 22 && x < 58 && y >= 34 && y < 40);
      if (leftFoot || rightFoot) return { rgb: BLACK, person: true, part: 'footwear' };
      if (leggings) return { rgb: BLACK, person: true, part: 'bottom' };
      return { rgb: FLOOR, person: false };
    });
    // The vision measured the leggings only down to mid-shin: below, they are the shoes' colour on the person.
    for (let y = 60; y < 90; y++) for (let x = 0; x < W; x++) masks.parts.bottom!.mask[y * W + x] = 0;
    const cut = garments.personGarmentMask(masks, ['footwear'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    expect(at(26, 86)).toBe(255);
    expect(at(54, 90)).toBe(255);
    // Above each foot's own ankle: the left leg above 80, the right leg above 84 (though the left ankle is higher).
    expect(at(26, 76)).toBe(0);
    expect(at(54, 82)).toBe(0);
    expect(at(26, 70)).toBe(0);
  });

  it('fills the holes a dress encloses (a fold in shadow), keeps its one piece and drops a second patch of its colour', () => {
    const { masks, image } = paintScene((x, y) => {
      const dress = x >= 20 && x < 50 && y >= 10 && y < 80;
      const fold = x >= 28 && x < 40 && y >= 30 && y < 52;
      const patch = x >= 60 && x < 74 && y >= 50 && y < 70;
      if (dress && fold) return { rgb: SHADOW, person: false };
      if (dress) return { rgb: RED, person: true, part: 'top' };
      if (patch) return { rgb: RED, person: true, part: 'top' };
      return { rgb: FLOOR, person: false };
    });
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    expect(at(34, 40)).toBe(255);
    expect(at(66, 60)).toBe(0);
    expect(cut.box.x + cut.box.w).toBeLessThan(56 / W);
  });
});

const LAVENDER: [number, number, number] = [200, 185, 215];
const PURPLE: [number, number, number] = [120, 50, 140];
const OLIVE: [number, number, number] = [110, 115, 40];
const mix = (a: readonly number[], b: readonly number[], t: number): [number, number, number] =>
  [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * Math.max(0, Math.min(1, t)))) as [number, number, number];

/**
 * A wearer lit by two lights: the face and the shoulder in a warm one (what the vision's skin test
 * knows), an arm turning into a party's lavender one down its length; beside the arm, a dress. The
 * vision measured the arm with the dress as the top. `sleeve` paints the arm's place in another
 * colour instead (a sleeve meeting the shoulder softly).
 */
function twoLights(sleeve?: [number, number, number]) {
  return paintScene((x, y) => {
    const face = x >= 32 && x < 48 && y >= 2 && y < 14;
    const shoulder = x >= 20 && x < 36 && y >= 16 && y < 30;
    const arm = x >= 20 && x < 30 && y >= 30 && y < 62;
    const dress = x >= 30 && x < 60 && y >= 20 && y < 90;
    if (face || shoulder) return { rgb: SKIN, person: true, skin: true };
    if (arm) return { rgb: mix(SKIN, sleeve ?? LAVENDER, (y - 30) / 20), person: true, part: 'top' };
    if (dress) return { rgb: PURPLE, person: true, part: 'top' };
    return { rgb: FLOOR, person: false };
  });
}

describe('skin in another light than the face\'s', () => {
  it('cuts away an arm the vision read as the dress, lit apart from the face, because it continues the shoulder without a step', () => {
    const { masks, image } = twoLights();
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    // Down the arm, warm near the shoulder and lavender below: all of it is the wearer.
    expect(at(25, 33)).toBe(0);
    expect(at(25, 50)).toBe(0);
    expect(at(25, 60)).toBe(0);
    // The dress beside it stays whole.
    expect(at(32, 50)).toBe(255);
    expect(at(45, 60)).toBe(255);
    expect(at(58, 85)).toBe(255);
  });

  it('keeps a sleeve more vivid than the skin it meets softly (an olive one): dye, not light', () => {
    const { masks, image } = twoLights(OLIVE);
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    const at = (x: number, y: number) => cut.mask[y * W + x];
    expect(at(25, 52)).toBe(255);
    expect(at(25, 60)).toBe(255);
    expect(at(45, 60)).toBe(255);
  });

  it('keeps a white sleeve that a pale, greyed skin runs into without a step', () => {
    const { masks, image } = twoLights([236, 236, 236]);
    const cut = garments.personGarmentMask(masks, ['top'], image)!;
    expect(cut.mask[52 * W + 25]).toBe(255);
    expect(cut.mask[60 * W + 25]).toBe(255);
  });
});
