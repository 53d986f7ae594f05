import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToOklab } from '../../../src/local/colour/oklab';
import { readGarments } from '../../../src/local/vision/garments';
import { faceSkinTest, skinModel } from '../../../src/local/vision/skin';
import type { Detections } from '../../../src/local/vision/types';
import { maskOf, pose } from './figure';

const W = 384; const H = 512;
/** A face read in shade, and the same face a hair apart, as two copies of one photo measure it. */
const FACE = '#503126'; const FACE_AGAIN = '#4e3128';
/** A pool cue's even brown, on the face test's edge: skin beside the one face, not beside the other. */
const CUE = '#5a2812';

/** A drawn person in a grey top, a cue's broad butt held across the chest (geometry of figure.ts). */
async function draw(face: string): Promise<{ rgb: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#e9e6e1"/>
    <rect x="160" y="20" width="64" height="30" rx="14" fill="#d9c07a"/>
    <ellipse cx="192" cy="64" rx="28" ry="34" fill="${face}"/>
    <rect x="180" y="92" width="24" height="18" fill="${face}"/>
    <rect x="142" y="104" width="100" height="150" fill="#8d8b88"/>
    <rect x="122" y="106" width="22" height="128" fill="${face}"/><rect x="240" y="106" width="22" height="128" fill="${face}"/>
    <rect x="100" y="160" width="184" height="14" fill="${CUE}"/>
    <rect x="146" y="250" width="44" height="188" fill="#1c2841"/><rect x="194" y="250" width="44" height="188" fill="#1c2841"/>
    <rect x="146" y="436" width="46" height="22" rx="6" fill="#151515"/><rect x="192" y="436" width="46" height="22" rx="6" fill="#151515"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

/** Share of the top's sample weight that is the cue's colour. */
async function cueShare(face: string): Promise<number> {
  const img = await draw(face);
  const det: Detections = { persons: [pose()], explicit: null, ...maskOf(img) };
  const reading = readGarments(img, det, 0, true);
  const top = reading.garments.top!;
  const cue = hexToOklab(CUE);
  const near = (c: { L: number; a: number; b: number }): boolean => Math.hypot(c.L - cue.L, c.a - cue.a, c.b - cue.b) < 0.02;
  const total = top.pixels.weight.reduce((s, w) => s + w, 0);
  return top.pixels.lab.reduce((s, c, k) => s + (near(c) ? top.pixels.weight[k]! : 0), 0) / total;
}

describe('a colour on the skin test\'s edge', () => {
  it('is told skin by the one face and not by the other (the hard line the garment no longer follows)', () => {
    const cue = hexToOklab(CUE);
    expect(skinModel(null)(cue)).toBe(false);
    expect(faceSkinTest(hexToOklab(FACE))(cue)).toBe(true);
    expect(faceSkinTest(hexToOklab(FACE_AGAIN))(cue)).toBe(false);
  });

  it('counts in the garment about as much beside either face, never all or nothing', async () => {
    const [one, other] = [await cueShare(FACE), await cueShare(FACE_AGAIN)];
    // The cue covers about a tenth of the top: with the hard line, none of it beside the one face
    // and all of it beside the other; now part of it beside either.
    expect(one).toBeGreaterThan(0.03);
    expect(other).toBeGreaterThan(0.03);
    expect(Math.abs(one - other)).toBeLessThan(0.04);
  });
});
