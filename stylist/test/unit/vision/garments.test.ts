import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, toOklch, type Oklab } from '../../../src/local/colour/oklab';
import { analyse } from '../../../src/local/vision/analyse';
import { garmentPalette } from '../../../src/local/vision/garment-colour';
import { readGarments } from '../../../src/local/vision/garments';
import type { Detections } from '../../../src/local/vision/types';
import { maskOf, pose } from './figure';

const W = 384; const H = 512;
const SKIN = '#c99b7a';

/** A drawn person (same geometry as figure.ts) with a free body: `torso` and `legs` are SVG fragments. */
async function draw(body: string, background = '#e9e6e1'): Promise<{ rgb: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="${background}"/>
    <rect x="160" y="20" width="64" height="30" rx="14" fill="#3b2a20"/>
    <ellipse cx="192" cy="64" rx="28" ry="34" fill="${SKIN}"/>
    <rect x="180" y="92" width="24" height="18" fill="${SKIN}"/>
    ${body}
    <rect x="122" y="234" width="18" height="20" fill="${SKIN}"/><rect x="244" y="234" width="18" height="20" fill="${SKIN}"/>
    <rect x="146" y="436" width="46" height="22" rx="6" fill="#151515"/><rect x="192" y="436" width="46" height="22" rx="6" fill="#151515"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

const arms = (c: string): string => `<rect x="122" y="106" width="22" height="128" fill="${c}"/><rect x="240" y="106" width="22" height="128" fill="${c}"/>`;
const trousers = (c: string): string => `<rect x="146" y="250" width="44" height="188" fill="${c}"/><rect x="194" y="250" width="44" height="188" fill="${c}"/>`;
const detections = (img: { rgb: Buffer; width: number; height: number }, persons = [pose()]): Detections => ({ persons, explicit: null, ...maskOf(img) });

/** OKLab of a colour seen at a fraction of its light (a shadow scales linear RGB). */
function inShade(hex: string, light: number): Oklab {
  const c = hexToOklab(hex);
  const k = Math.cbrt(light);
  return { L: c.L * k, a: c.a * k, b: c.b * k };
}

describe('garment colours, named as a person would', () => {
  it('a dark colour with clear colour for its depth is named by its hue, a faint cast on black is black', () => {
    expect(['wine', 'burgundy', 'plum']).toContain(nearestColourName(inShade('#7a1a2e', 0.3)));
    expect(['navy']).toContain(nearestColourName(inShade('#1c2841', 0.6)));
    // A black suit under cool light: a trace of blue is not navy.
    const cast = { L: 0.25, a: -0.002, b: -0.028 };
    expect(toOklch(cast).c).toBeLessThan(0.035);
    expect(['black', 'charcoal']).toContain(nearestColourName(cast));
  });

  it('the folds of one fabric are one colour, named from where the light falls', () => {
    // A burgundy skirt: a third in full light, the rest in shade and deep folds.
    const lab: Oklab[] = []; const weight: number[] = [];
    for (let i = 0; i < 300; i++) {
      const light = i < 100 ? 1 : i < 220 ? 0.45 : 0.12;
      lab.push(inShade('#7a1a2e', light)); weight.push(1);
    }
    const palette = garmentPalette(lab, weight);
    expect(palette).toHaveLength(1);
    expect(['burgundy', 'wine']).toContain(palette[0]!.id);
    expect(palette[0]!.share).toBeCloseTo(1, 5);
  });

  it('two different fabrics stay two colours', () => {
    const lab = [...Array(200).fill(hexToOklab('#141414')), ...Array(100).fill(hexToOklab('#f6f6f4'))] as Oklab[];
    const palette = garmentPalette(lab, lab.map(() => 1));
    expect(palette.map((c) => c.id)).toEqual(['black', 'white']);
  });
});

describe('readGarments: each garment from its own pixels', () => {
  it('returns a mask per garment: the top inside the torso, bare legs never in the skirt', async () => {
    const img = await draw(`<rect x="142" y="104" width="100" height="150" fill="#151515"/>${arms('#151515')}
      <rect x="146" y="250" width="92" height="50" fill="#7a1a2e"/><rect x="152" y="300" width="34" height="136" fill="${SKIN}"/><rect x="198" y="300" width="34" height="136" fill="${SKIN}"/>`);
    const reading = readGarments(img, detections(img), 0, true);
    const top = reading.garments.top!; const bottom = reading.garments.bottom!;
    expect(top.colour).toBe('black');
    expect(bottom.colour).toBe('burgundy');
    expect(top.mask).toHaveLength(img.width * img.height);
    for (let i = 0; i < top.mask.length; i++) {
      const y = Math.floor(i / img.width);
      if (top.mask[i]) expect(y).toBeLessThan(256);
      if (bottom.mask[i]) {
        const o = i * 3;
        // No skin-coloured pixel is in the skirt's mask.
        expect([img.rgb[o], img.rgb[o + 1], img.rgb[o + 2]]).not.toEqual([0xc9, 0x9b, 0x7a]);
      }
    }
    expect(bottom.skinShare).toBeGreaterThan(0.3);
    expect(reading.garments.footwear?.colour).toBe('black');
  });

  it('in a group, a neighbour\'s clothes touching the rated person never enter her palette', async () => {
    const neighbour = 'transform="translate(96 0)"';
    const img = await draw(`<g ${neighbour}><rect x="142" y="104" width="100" height="150" fill="#f3d51b"/>${arms('#f3d51b')}${trousers('#f3d51b')}</g>
      <rect x="142" y="104" width="100" height="150" fill="#1c2841"/>${arms('#1c2841')}${trousers('#1c2841')}`);
    const persons = [pose(), pose({ dx: 96 })];
    const report = analyse(img, detections(img, persons));
    expect(report.chosen).toBe(0);
    for (const part of ['top', 'bottom'] as const) {
      expect(report.regions[part]!.palette.map((c) => c.id)).not.toContain('yellow');
      expect(report.regions[part]!.palette[0]!.id).toBe('navy');
    }
  });
});

describe('one piece or separates', () => {
  const rate = async (body: string): Promise<boolean> => {
    const img = await draw(body);
    return analyse(img, detections(img)).onePiece;
  };

  it('a dress: one fabric from the neckline through the waist', async () => {
    expect(await rate(`<rect x="142" y="104" width="100" height="150" fill="#5a1a2a"/>${arms(SKIN)}<rect x="140" y="250" width="104" height="90" fill="#5a1a2a"/>
      <rect x="152" y="340" width="34" height="96" fill="${SKIN}"/><rect x="198" y="340" width="34" height="96" fill="${SKIN}"/>`)).toBe(true);
  });

  it('a suit: one colour, but a shirt shows at the chest between the jacket\'s fronts', async () => {
    expect(await rate(`<rect x="142" y="104" width="100" height="150" fill="#1c1c1c"/><polygon points="170,104 214,104 192,190" fill="#f6f6f4"/>${arms('#1c1c1c')}${trousers('#1c1c1c')}`)).toBe(false);
  });

  it('a crop top over a skirt of the same colour: the bare midriff is the break', async () => {
    expect(await rate(`<rect x="142" y="104" width="100" height="80" fill="#3a3f45"/><rect x="142" y="184" width="100" height="52" fill="${SKIN}"/>
      <rect x="142" y="236" width="100" height="18" fill="#3a3f45"/>${arms(SKIN)}${trousers('#3a3f45')}`)).toBe(false);
  });

  it('a white crop top over white trousers: the pale midriff between two pieces of one fabric is the break', async () => {
    // Pale skin in bright light: warmer and more colourful than the white around it.
    expect(await rate(`<rect x="142" y="104" width="100" height="90" fill="#f4f4f2"/><rect x="142" y="194" width="100" height="30" fill="#f1d9c6"/>
      <rect x="142" y="224" width="100" height="30" fill="#f4f4f2"/>${arms(SKIN)}${trousers('#f4f4f2')}`)).toBe(false);
  });

  it('a black-and-cream print dress: its cream stripes are the fabric, not a midriff between two pieces', async () => {
    // Bold stripes, a little wider in black above the waist and in cream below it.
    const stripes = (y0: number, y1: number, black: number, cream: number, x = 142, w = 100): string => {
      let out = ''; let y = y0; let dark = true;
      while (y < y1) { const h = Math.min(dark ? black : cream, y1 - y); out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${dark ? '#161616' : '#e8dcc4'}"/>`; y += h; dark = !dark; }
      return out;
    };
    expect(await rate(`${stripes(104, 230, 14, 12)}${stripes(230, 340, 12, 14, 140, 104)}${arms(SKIN)}
      <rect x="152" y="340" width="34" height="96" fill="${SKIN}"/><rect x="198" y="340" width="34" height="96" fill="${SKIN}"/>`)).toBe(true);
  });

  it('a dress with a partner\'s arm across her waist: the top is read above the arm, not from the sleeve between', async () => {
    // The partner's hand on her waist and his black sleeve beside it fill the band above the hips:
    // the fabric showing there is the sleeve, not the dress.
    expect(await rate(`<rect x="142" y="104" width="100" height="150" fill="#5a1a2a"/>${arms(SKIN)}<rect x="140" y="250" width="104" height="90" fill="#5a1a2a"/>
      <rect x="152" y="340" width="34" height="96" fill="${SKIN}"/><rect x="198" y="340" width="34" height="96" fill="${SKIN}"/>
      <rect x="148" y="209" width="48" height="36" rx="8" fill="${SKIN}"/><rect x="196" y="211" width="42" height="32" fill="#111111"/>`)).toBe(true);
  });

  it('a dress with a hand in front of the waist holding a skin-toned clutch: what the hand holds is no midriff', async () => {
    const body = `<rect x="142" y="104" width="100" height="150" fill="#5a1a2a"/>${arms(SKIN)}<rect x="140" y="250" width="104" height="90" fill="#5a1a2a"/>
      <rect x="152" y="340" width="34" height="96" fill="${SKIN}"/><rect x="198" y="340" width="34" height="96" fill="${SKIN}"/>
      <rect x="146" y="206" width="92" height="34" rx="4" fill="${SKIN}"/>`;
    const img = await draw(body);
    // Her right forearm comes in front of the body, the hand at the clutch in the middle of the waist.
    const inFront = pose();
    inFront.keypoints.rightWrist = { x: 180 / img.width, y: 220 / img.height, score: 0.8 };
    expect(analyse(img, detections(img, [inFront])).onePiece).toBe(true);
    // The same skin across the waist with the hands at her sides is a midriff: a crop top over a skirt of one colour.
    expect(analyse(img, detections(img)).onePiece).toBe(false);
  });

  it('a top tucked into a high waist: the break is at the natural waist, and the top\'s colour is its own', async () => {
    const img = await draw(`<rect x="142" y="104" width="100" height="86" fill="#f6f6f4"/><rect x="142" y="190" width="100" height="64" fill="#7a1a2e"/>${arms('#f6f6f4')}${trousers('#7a1a2e')}`);
    const report = analyse(img, detections(img));
    expect(report.onePiece).toBe(false);
    expect(report.regions.top!.palette[0]!.id).toBe('white');
    expect(['burgundy', 'wine']).toContain(report.regions.bottom!.palette[0]!.id);
  });
});
