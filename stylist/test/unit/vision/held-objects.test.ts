import { describe, expect, it } from 'vitest';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';
import { garmentPalette } from '../../../src/local/vision/garment-colour';
import { handZones, unlikeness, withoutHeld, type HandZone } from '../../../src/local/vision/held-objects';
import { readGarments } from '../../../src/local/vision/garments';
import type { Detections, PersonDetection } from '../../../src/local/vision/types';
import { drawFigure, maskOf, pose } from './figure';

const W = 384; const H = 512;
const CREAM = hexToOklab('#efe6d6'); const RED = hexToOklab('#b3202a');
const palette = (lab: Oklab[], weight: number[]): readonly { lab: Oklab }[] => garmentPalette(lab, weight);

/** Samples on a 40 × 40 grid of a garment: cream, with a red patch (an eighth of it) in its lower left corner. */
function garment(): { lab: Oklab[]; weight: number[]; at: number[] } {
  const lab: Oklab[] = []; const weight: number[] = []; const at: number[] = [];
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < 40; x++) {
      lab.push(x < 20 && y >= 30 ? RED : CREAM); weight.push(1); at.push(y * 40 + x);
    }
  }
  return { lab, weight, at };
}

const redWeight = (g: ReturnType<typeof garment>, w: number[]): number => w.reduce((s, v, k) => s + (g.lab[k] === RED ? v : 0), 0);
const creamWeight = (g: ReturnType<typeof garment>, w: number[]): number => w.reduce((s, v, k) => s + (g.lab[k] === CREAM ? v : 0), 0);

describe('what a hand holds is not the garment\'s colour', () => {
  const zone = (presence: number): HandZone => ({ centre: { x: 8, y: 34 }, radius: 14, presence });

  it('a colour in the hand\'s reach unlike the garment elsewhere is taken out; the garment under the hand stays', () => {
    const g = garment();
    const w = withoutHeld(g.lab, g.weight, g.at, 40, [zone(1)], palette, hexToOklab('#c99b7a'));
    expect(redWeight(g, w)).toBe(0);
    // Every cream sample keeps its weight, in the hand's reach or not.
    expect(creamWeight(g, w)).toBe(creamWeight(g, g.weight));
  });

  it('as far as the wrist is present: half a hand takes out half of what it holds', () => {
    const g = garment();
    const full = redWeight(g, g.weight);
    expect(redWeight(g, withoutHeld(g.lab, g.weight, g.at, 40, [zone(0.5)], palette))).toBeCloseTo(full / 2, 6);
    expect(redWeight(g, withoutHeld(g.lab, g.weight, g.at, 40, [zone(0)], palette))).toBe(full);
  });

  it('a few scattered pixels unlike the garment are no object', () => {
    const g = garment();
    // Only four red samples: a glint, a stray pixel of something behind.
    const lab = g.lab.map((c, k) => (c === RED && k % 50 !== 0 ? CREAM : c));
    expect(lab.filter((c) => c === RED).length).toBeLessThan(10);
    expect(withoutHeld(lab, g.weight, g.at, 40, [zone(1)], palette)).toEqual(g.weight);
  });

  it('the garment\'s own shade under the hand, and a greyish shadow, stay', () => {
    const burgundy = hexToOklab('#7a1a2e');
    // The burgundy in a fold at a third of the light: less a-b than the lit fabric, the same once lit.
    const k = Math.cbrt(1 / 3);
    const fold = { L: burgundy.L * k, a: burgundy.a * k, b: burgundy.b * k };
    expect(unlikeness(fold, burgundy)).toBeLessThan(1e-9);
    // A red held before a black top is not the top lit up.
    expect(unlikeness(RED, hexToOklab('#1a1a1e'))).toBeGreaterThan(0.09);
    const lab: Oklab[] = []; const weight: number[] = []; const at: number[] = [];
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < 40; x++) {
        const inReach = x < 10 && y >= 30;
        // Under the hand: the burgundy's fold and a near-black greyish shadow.
        lab.push(inReach ? (x % 2 ? fold : { L: 0.2, a: 0.012, b: 0.002 }) : burgundy); weight.push(1); at.push(y * 40 + x);
      }
    }
    expect(withoutHeld(lab, weight, at, 40, [zone(1)], palette)).toEqual(weight);
  });

  it('the hand\'s own edge over the fabric, part skin and part garment, stays', () => {
    const green = hexToOklab('#1f6b3a'); const skin = hexToOklab('#c99b7a');
    // Two thirds finger, a third green fabric: a warm colour unlike the green.
    const edge = { L: green.L + (skin.L - green.L) * 0.65, a: green.a + (skin.a - green.a) * 0.65, b: green.b + (skin.b - green.b) * 0.65 };
    const lab: Oklab[] = []; const weight: number[] = []; const at: number[] = [];
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < 40; x++) { lab.push(x < 10 && y >= 30 ? edge : green); weight.push(1); at.push(y * 40 + x); }
    }
    // Without the wearer's skin to compare, the blend is unlike the navy and taken out.
    expect(withoutHeld(lab, weight, at, 40, [zone(1)], palette).reduce((s, w) => s + w, 0)).toBeLessThan(1600);
    expect(withoutHeld(lab, weight, at, 40, [zone(1)], palette, skin)).toEqual(weight);
  });

  it('a red patch out of the hand\'s reach is the garment\'s own colour', () => {
    const g = garment();
    const far: HandZone = { centre: { x: 34, y: 4 }, radius: 6, presence: 1 };
    expect(redWeight(g, withoutHeld(g.lab, g.weight, g.at, 40, [far], palette))).toBe(redWeight(g, g.weight));
  });

  it('a hand\'s zone grows with how surely the pose places its wrist', () => {
    const p = pose();
    const at = (score: number): number => {
      const me: PersonDetection = { ...p, keypoints: { ...p.keypoints, leftWrist: { ...p.keypoints.leftWrist, score } } };
      return handZones(me, W, H, 84).find((z) => z.centre.x > W / 2)?.presence ?? 0;
    };
    expect(at(0.05)).toBe(0);
    expect(at(0.15)).toBeGreaterThan(0);
    expect(at(0.15)).toBeLessThan(1);
    expect(at(0.3)).toBe(1);
    for (let s = 0.05; s < 0.3; s += 0.01) expect(at(s + 0.01)).toBeGreaterThanOrEqual(at(s));
  });

  it('a drawn red glass held before a cream top is not in the top\'s colours', async () => {
    // The left hand in front of the torso, holding a red glass.
    const glass = '<rect x="188" y="200" width="40" height="50" fill="#b3202a"/>';
    const img = await drawFigure({ top: '#efe6d6', bottom: '#1c2841', extra: glass });
    const reading = (wristScore: number): string[] => {
      const p = pose();
      const kp = { ...p.keypoints, leftElbow: { x: 262 / W, y: 160 / H, score: 0.8 }, leftWrist: { x: 222 / W, y: 205 / H, score: wristScore } };
      const det: Detections = { persons: [{ ...p, keypoints: kp }], explicit: null, ...maskOf(img) };
      return readGarments(img, det, 0, true).garments.top!.palette.map((c) => c.id);
    };
    // Without a hand there the glass reads as a red part of the top.
    expect(reading(0.02)).toContain('red');
    expect(reading(0.8)).not.toContain('red');
    expect(reading(0.8)[0]).toBe(reading(0.02)[0]);
  });
});
