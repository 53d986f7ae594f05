import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';
import { analyse } from '../../../src/local/vision/analyse';
import type { LabImage } from '../../../src/local/vision/pixel-lab';
import { colourGap, fabricSample, seamLine } from '../../../src/local/vision/waist-continuity';
import { maskOf, pose } from './figure';

const W = 384; const H = 512;
const SKIN = '#c99b7a';

/**
 * A standing figure (figure.ts's geometry: shoulders at y 108, hips at 252) with a free body:
 * `torso` is drawn over x 142–242, y 104–254, `below` from the hips down; arms in `sleeves`.
 */
async function see(o: { torso: string; below: string; sleeves: string; over?: string; light?: number; grain?: number }): Promise<boolean> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#e9e6e1"/>
    <rect x="160" y="20" width="64" height="30" rx="14" fill="#3b2a20"/>
    <ellipse cx="192" cy="64" rx="28" ry="34" fill="${SKIN}"/>
    <rect x="180" y="92" width="24" height="18" fill="${SKIN}"/>
    <rect x="122" y="106" width="22" height="128" fill="${o.sleeves}"/><rect x="240" y="106" width="22" height="128" fill="${o.sleeves}"/>
    <rect x="122" y="234" width="18" height="20" fill="${SKIN}"/><rect x="244" y="234" width="18" height="20" fill="${SKIN}"/>
    ${o.below}${o.torso}${o.over ?? ''}
    <rect x="146" y="436" width="46" height="22" rx="6" fill="#151515"/><rect x="192" y="436" width="46" height="22" rx="6" fill="#151515"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const det = { persons: [pose()], explicit: null, ...maskOf({ rgb: data, width: info.width, height: info.height }) };
  // Dim light scales every sample; a sensor's grain adds a deterministic noise on top.
  let seed = 7;
  const noise = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 0x100000000 - 0.5) * (o.grain ?? 0) * 2;
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(data[i]! * (o.light ?? 1) + noise())));
  return analyse({ rgb: data, width: info.width, height: info.height }, det).onePiece;
}

const torso = (c: string): string => `<rect x="142" y="104" width="100" height="150" fill="${c}"/>`;
const skirt = (c: string): string => `<rect x="140" y="250" width="104" height="70" fill="${c}"/><rect x="152" y="320" width="34" height="116" fill="${SKIN}"/><rect x="198" y="320" width="34" height="116" fill="${SKIN}"/>`;
const trousers = (c: string): string => `<rect x="146" y="250" width="44" height="188" fill="${c}"/><rect x="194" y="250" width="44" height="188" fill="${c}"/>`;
/** A line across the body at the waist: a top's hem casting its shadow on the skirt, or a dress's seam. */
const line = (y: number, c: string): string => `<rect x="142" y="${y}" width="100" height="2" fill="${c}"/>`;
/** Horizontal stripes over the torso and the skirt, a period of 12 px. */
const stripes = (y0: number, y1: number, x0: number, w: number, c: string): string =>
  Array.from({ length: Math.ceil((y1 - y0) / 12) }, (_, i) => `<rect x="${x0}" y="${y0 + i * 12}" width="${w}" height="6" fill="${c}"/>`).join('');

describe('one piece or separates, as one measured test of continuity across the waist', () => {
  it('a dress of one cloth is one piece', async () => {
    expect(await see({ torso: torso('#1f3a5f'), below: skirt('#1f3a5f'), sleeves: '#1f3a5f' })).toBe(true);
  });

  it('a same-colour top and skirt with the top\'s hem across the waist are separates; a dress\'s own waist seam is not', async () => {
    // Two blacks a dye lot apart, the kind two pieces bought to match show; the hem's shadow between them.
    const hem = (c: string): string => `${torso('#1b1b1b')}<rect x="142" y="238" width="100" height="16" fill="${c}"/>`;
    const pieces = { torso: hem('#272727') + line(236, '#050505'), below: skirt('#272727'), sleeves: '#1b1b1b' };
    expect(await see(pieces)).toBe(false);
    // The same line on one cloth: a seam joining a bodice and a skirt cut from the same bolt.
    expect(await see({ ...pieces, torso: hem('#1b1b1b') + line(236, '#050505'), below: skirt('#1b1b1b') })).toBe(true);
    // The two blacks with no line between them are within the camera's noise of each other: one piece.
    expect(await see({ ...pieces, torso: hem('#272727') })).toBe(true);
  });

  it('a dark dress lit from above, with the bust\'s shadow across it, is one piece: the light changes smoothly, two pieces change at the line', async () => {
    const lit = '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3a3a"/><stop offset="1" stop-color="#1c1c1c"/></linearGradient></defs>'
      + '<rect x="142" y="104" width="100" height="150" fill="url(#g)"/>';
    expect(await see({ torso: lit + line(200, '#050505'), below: skirt('#1c1c1c'), sleeves: '#2a2a2a' })).toBe(true);
  });

  it('a top tucked into a same-colour skirt ends at its waistband: separates', async () => {
    // The skirt rises to the natural waist (y 210); the top above it, the waistband's edge between.
    const body = torso('#2a2d33') + `<rect x="142" y="210" width="100" height="44" fill="#33373e"/>` + line(209, '#111318');
    expect(await see({ torso: body, below: skirt('#33373e'), sleeves: '#2a2d33' })).toBe(false);
  });

  it('a suit jacket over matching trousers is separates: the shirt shows between the fronts', async () => {
    const jacket = torso('#3a3a3c') + '<polygon points="172,104 212,104 192,200" fill="#f4f4f2"/><rect x="188" y="112" width="8" height="70" fill="#5a1a2a"/>';
    expect(await see({ torso: jacket, below: trousers('#3a3a3c'), sleeves: '#3a3a3c' })).toBe(false);
  });

  it('a jumpsuit runs through the waist into two legs: one piece', async () => {
    expect(await see({ torso: torso('#5f6b2e'), below: trousers('#5f6b2e'), sleeves: '#5f6b2e' })).toBe(true);
  });

  it('a striped dress is one piece although its stripes fall differently above and below the waist', async () => {
    const over = stripes(110, 254, 142, 100, '#f4f4f2') + stripes(256, 320, 140, 104, '#f4f4f2');
    expect(await see({ torso: torso('#1c2841'), below: skirt('#1c2841'), sleeves: '#1c2841', over })).toBe(true);
  });

  it('a dress with a contrasting belt is one piece; a top and skirt of two colours are not', async () => {
    const belt = '<rect x="142" y="214" width="100" height="12" fill="#a0703c"/>';
    expect(await see({ torso: torso('#151515') + belt, below: skirt('#151515'), sleeves: '#151515' })).toBe(true);
    expect(await see({ torso: torso('#151515'), below: skirt('#7a1a2e'), sleeves: '#151515' })).toBe(false);
  });

  it('a busy print top over plain trousers in one of its colours is separates: the named colours veto what the spread allows', async () => {
    // Black and white checks on the top; its spread is wide enough to take in the black trousers.
    const checks = Array.from({ length: 13 }, (_, i) => Array.from({ length: 9 }, (_, j) => ((i + j) % 2 ? `<rect x="${142 + j * 12}" y="${104 + i * 12}" width="12" height="12" fill="#f4f4f2"/>` : '')).join('')).join('');
    expect(await see({ torso: torso('#151515'), over: checks, below: trousers('#151515'), sleeves: '#151515' })).toBe(false);
  });

  it('a dark dress in dim light and sensor grain is one piece; a navy top over black trousers in the same light is not', async () => {
    expect(await see({ torso: torso('#2b2b3a'), below: skirt('#2b2b3a'), sleeves: '#2b2b3a', light: 0.45, grain: 6 })).toBe(true);
    expect(await see({ torso: torso('#1c2f6b'), below: trousers('#141414'), sleeves: '#1c2f6b', light: 0.45, grain: 6 })).toBe(false);
  });

  it('a fold\'s shadow across part of a pale dress whose skirt hangs in shade is one piece; a hem across the whole body is not', async () => {
    // From the natural waist down the dress is a little darker, as a hanging skirt is lit less than a bust facing the light.
    const dress = (over: string): string => `${torso('#e8e8e6')}<rect x="142" y="238" width="100" height="16" fill="#d4d4d2"/>${over}`;
    const fold = '<rect x="142" y="236" width="62" height="2" fill="#a8a8a6"/>';
    expect(await see({ torso: dress(fold), below: skirt('#d4d4d2'), sleeves: '#e8e8e6' })).toBe(true);
    expect(await see({ torso: dress(line(236, '#a8a8a6')), below: skirt('#d4d4d2'), sleeves: '#e8e8e6' })).toBe(false);
  });
});

/** A flat image in OKLab from a colour per pixel. */
function labOf(width: number, height: number, at: (x: number, y: number) => Oklab): LabImage {
  return { width, height, at: (i) => at(i % width, Math.floor(i / width)), skin: () => false, skinDegree: () => 0 };
}

describe('the measures', () => {
  const all = (): boolean => true;
  it('a skirt in the bodice\'s shade is the same fabric; another colour at the same lightness is not', () => {
    const red = hexToOklab('#b3202a');
    const shade = Math.cbrt(0.4);
    const lit = fabricSample(labOf(40, 40, () => red), all, { x0: 0, y0: 0, x1: 40, y1: 40 })!;
    const shaded = fabricSample(labOf(40, 40, () => ({ L: red.L * shade, a: red.a * shade, b: red.b * shade })), all, { x0: 0, y0: 0, x1: 40, y1: 40 })!;
    const raspberry = fabricSample(labOf(40, 40, () => hexToOklab('#b3206a')), all, { x0: 0, y0: 0, x1: 40, y1: 40 })!;
    expect(colourGap(lit, shaded)).toBeLessThan(1);
    expect(colourGap(lit, raspberry)).toBeGreaterThan(3);
  });

  it('a print is measured by its mixture: a shift in its proportions stays within its spread', () => {
    const ink = hexToOklab('#151515'); const paper = hexToOklab('#f0ece2');
    const print = (share: number) => labOf(40, 40, (x, y) => ((x * 7 + y * 13) % 100 < share * 100 ? ink : paper));
    const a = fabricSample(print(0.4), all, { x0: 0, y0: 0, x1: 40, y1: 40 })!;
    const b = fabricSample(print(0.6), all, { x0: 0, y0: 0, x1: 40, y1: 40 })!;
    expect(colourGap(a, b)).toBeLessThan(1);
  });

  it('one line across the body is a seam; stripes are many lines and none of them is', () => {
    const base = { L: 0.3, a: 0, b: 0 }; const dark = { L: 0.15, a: 0, b: 0 };
    const seam = labOf(60, 60, (_x, y) => (y === 30 ? dark : base));
    expect(seamLine({ lab: seam, use: all, x0: 0, x1: 60, y0: 0, y1: 60 }, 0)?.y).toBe(30);
    const striped = labOf(60, 60, (_x, y) => (Math.floor(y / 4) % 2 ? dark : base));
    expect(seamLine({ lab: striped, use: all, x0: 0, x1: 60, y0: 0, y1: 60 }, 0.04)).toBeNull();
    // A fold or a hand across a few columns is no line across the body.
    const fold = labOf(60, 60, (x, y) => (y === 30 && x < 15 ? dark : base));
    expect(seamLine({ lab: fold, use: all, x0: 0, x1: 60, y0: 0, y1: 60 }, 0)).toBeNull();
  });
});
